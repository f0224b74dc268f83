import { agentDisplayName } from '@kundenportal/domain/account/user';
import { addressLines, mailtoHref, telHref } from '@kundenportal/domain/contact/contact-links';
import { uiTexts } from '@kundenportal/domain/texts/ui';
import { Card } from '../../../components/ui/card';
import { DetailList } from '../../../components/ui/detail-list';
import { EmptyState } from '../../../components/ui/empty-state';
import { useCurrentUser } from '../../../lib/current-user';

/** /app/impressum: always available (spec section 2); the adviser's legal data. */
export function ImprintPage() {
  const agent = useCurrentUser()?.agent ?? null;
  return (
    <>
      <h1 tabIndex={-1}>{uiTexts.imprintHeading}</h1>
      {agent ? (
        <Card>
          <p>{uiTexts.imprintIntro}</p>
          <DetailList
            items={[
              { label: uiTexts.firm, value: agent.firma },
              { label: uiTexts.name, value: agentDisplayName(agent) },
              { label: uiTexts.address, value: addressLines(agent.hauptadresse) },
              { label: uiTexts.phone, value: agent.phone, href: telHref(agent.phone) },
              { label: uiTexts.mobile, value: agent.mobile, href: telHref(agent.mobile) },
              { label: uiTexts.email, value: agent.email, href: mailtoHref(agent.email) },
              { label: uiTexts.registerNumber, value: agent.registernummer },
            ]}
          />
        </Card>
      ) : (
        <EmptyState text={uiTexts.noAdviser} />
      )}
    </>
  );
}
