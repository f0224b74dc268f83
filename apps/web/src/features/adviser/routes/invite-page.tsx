import { adviserCodeOf, connectAdviserSchema } from '@kundenportal/domain/account/connect-adviser';
import { agentDisplayName } from '@kundenportal/domain/account/user';
import { paths } from '@kundenportal/domain/routing/paths';
import { routeTitle } from '@kundenportal/domain/routing/route-rules';
import { accountTexts } from '@kundenportal/domain/texts/account';
import { uiTexts } from '@kundenportal/domain/texts/ui';
import type { FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import layout from '../../../components/ui/form-layout.module.css';
import { useCurrentUser } from '../../../lib/current-user';
import { toast } from '../../../lib/toast-store';
import { fromSafeParse, useForm } from '../../../lib/use-form';
import { useConnectAdviser } from '../api/connect-adviser';

/** Where to go after connecting: the intended app route, never anything outside the app. */
function nextRoute(originalRoute: string | null): string {
  return originalRoute?.startsWith('/app/') && !originalRoute.startsWith(paths.invite)
    ? originalRoute
    : paths.adviserInfo;
}

/**
 * /app/berater/einladen: for users without an adviser (spec sections 2 and 4). The guard sends adviser
 * routes here with the intended route as `originalRoute`. The customer connects by the adviser's code
 * (the code of the adviser's sign-up link, prefilled from `?berater=`), then goes on to `originalRoute`.
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
        {/* A new link (another `?berater=`) starts the form again with its code. */}
        <ConnectForm
          key={adviserCodeOf(searchParams)}
          code={adviserCodeOf(searchParams)}
          originalRoute={originalRoute}
        />
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

function ConnectForm({ code, originalRoute }: { code: string; originalRoute: string | null }) {
  const navigate = useNavigate();
  const connect = useConnectAdviser();
  const form = useForm(
    { code },
    { parse: (values) => fromSafeParse(connectAdviserSchema.safeParse(values)) },
  );

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (connect.isPending) return;
    const body = form.validate();
    if (!body) return;
    connect.mutate(body.code, {
      onSuccess: (answer) => {
        toast.success(answer.message);
        navigate(nextRoute(originalRoute), { replace: true });
      },
      onError: (error) => form.showSubmitError(error),
    });
  }

  return (
    <form className={layout.form} noValidate onSubmit={onSubmit}>
      <Field
        label={accountTexts.adviserCodeLabel}
        hint={accountTexts.adviserCodeHint}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        {...form.bind('code')}
      />
      <Button type="submit" disabled={connect.isPending}>
        {accountTexts.adviserConnect}
      </Button>
    </form>
  );
}
