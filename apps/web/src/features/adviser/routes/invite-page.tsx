import { agentDisplayName } from '@kundenportal/domain/account/user';
import { routeTitle } from '@kundenportal/domain/routing/route-rules';
import { uiTexts } from '@kundenportal/domain/texts/ui';
import { useSearchParams } from 'react-router';
import { Card } from '../../../components/ui/card';
import { useCurrentUser } from '../../../lib/current-user';

/**
 * /app/berater/einladen: for users without an adviser (spec sections 2 and 4). The guard sends adviser
 * routes here with the intended route as `originalRoute`, which stays in the URL for when an adviser
 * is connected. Connecting itself comes with a later issue.
 */
export function InvitePage() {
  const user = useCurrentUser();
  const [searchParams] = useSearchParams();
  const originalRoute = searchParams.get('originalRoute');
  const originalTitle = originalRoute ? routeTitle(originalRoute) : undefined;
  const pending = user?.agent_verbindungs_anfragen ?? [];

  return (
    <>
      <h1 tabIndex={-1}>{uiTexts.inviteHeading}</h1>
      <Card>
        <p>{uiTexts.inviteIntro}</p>
        {originalTitle ? <p>{uiTexts.inviteOriginalRoute(originalTitle)}</p> : null}
      </Card>
      {pending.length > 0 ? (
        <Card labelledBy="pending-requests">
          <h2 id="pending-requests">{uiTexts.invitePending}</h2>
          <ul>
            {pending.map(({ agent }) => (
              <li key={agent.id}>
                {agentDisplayName(agent)}
                {agent.firma ? ` (${agent.firma})` : ''}
              </li>
            ))}
          </ul>
        </Card>
      ) : null}
    </>
  );
}
