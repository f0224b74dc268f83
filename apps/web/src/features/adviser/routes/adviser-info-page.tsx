import { agentDisplayName, mandateDocumentName } from '@kundenportal/domain/account/user';
import { addressLines, mailtoHref, telHref } from '@kundenportal/domain/contact/contact-links';
import { uiTexts } from '@kundenportal/domain/texts/ui-texts';
import { Card } from '../../../components/ui/card';
import { DetailList } from '../../../components/ui/detail-list';
import { EmptyState } from '../../../components/ui/empty-state';
import { useCurrentUser } from '../../../lib/current-user';
import styles from './adviser-info-page.module.css';

/**
 * /app/berater/info: the adviser overview (spec section 2) — name and firm, phone and mobile entries
 * that start a call, e-mail and address. Adviser documents, claims and messages come with later issues.
 */
export function AdviserInfoPage() {
  const agent = useCurrentUser()?.agent ?? null;

  if (!agent) {
    return (
      <>
        <h1 tabIndex={-1}>{uiTexts.adviserHeading}</h1>
        <EmptyState text={uiTexts.noAdviser} />
      </>
    );
  }

  const name = agentDisplayName(agent);
  return (
    <>
      <h1 tabIndex={-1}>{uiTexts.adviserHeading}</h1>
      <Card labelledBy="adviser-name">
        <div className={styles.identity}>
          {agent.avatar ? (
            <img className={styles.avatar} src={agent.avatar} alt="" width={72} height={72} />
          ) : null}
          <div>
            <h2 id="adviser-name" className={styles.name}>
              {name}
            </h2>
            {agent.firma ? <p className={styles.firm}>{agent.firma}</p> : null}
          </div>
        </div>
        <h3 className={styles.subheading}>{uiTexts.adviserContact}</h3>
        <DetailList
          items={[
            { label: uiTexts.phone, value: agent.phone, href: telHref(agent.phone) },
            { label: uiTexts.mobile, value: agent.mobile, href: telHref(agent.mobile) },
            { label: uiTexts.email, value: agent.email, href: mailtoHref(agent.email) },
            { label: uiTexts.address, value: addressLines(agent.hauptadresse) },
            { label: uiTexts.mandateDocument, value: mandateDocumentName(agent) },
          ]}
        />
      </Card>
    </>
  );
}
