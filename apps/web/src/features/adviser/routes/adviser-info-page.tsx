import { adviserDocuments } from '@kundenportal/domain/account/adviser-documents';
import { agentDisplayName } from '@kundenportal/domain/account/user';
import { addressLines, mailtoHref, telHref } from '@kundenportal/domain/contact/contact-links';
import { uiTexts } from '@kundenportal/domain/texts/ui';
import { Card } from '../../../components/ui/card';
import { DetailList } from '../../../components/ui/detail-list';
import { EmptyState } from '../../../components/ui/empty-state';
import { useCurrentUser } from '../../../lib/current-user';
import styles from './adviser-info-page.module.css';

/**
 * /app/berater/info: the adviser overview (spec section 2) — name and firm, phone and mobile entries
 * that start a call, e-mail and address, and the adviser documents the account sees (domain rule).
 * Claims and messages come with later issues.
 */
export function AdviserInfoPage() {
  const user = useCurrentUser();
  const agent = user?.agent ?? null;

  if (!agent) {
    return (
      <>
        <AdviserInfoIntro />
        <EmptyState text={uiTexts.noAdviser} />
      </>
    );
  }

  const name = agentDisplayName(agent);
  const documents = user ? adviserDocuments(user) : [];
  return (
    <>
      <AdviserInfoIntro />
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
          ]}
        />
        {documents.length > 0 ? (
          <>
            <h3 className={styles.subheading}>{uiTexts.adviserDocuments}</h3>
            <ul className={styles.documents}>
              {documents.map((document) => (
                <li key={document.key}>{document.title}</li>
              ))}
            </ul>
          </>
        ) : null}
      </Card>
    </>
  );
}

/**
 * The page's heading and intro: the same for every user, so the first load of a logged-in user shows
 * them prerendered before the app has loaded (app/boot/app-shell.tsx).
 */
export function AdviserInfoIntro() {
  return (
    <>
      <h1 tabIndex={-1}>{uiTexts.adviserHeading}</h1>
      <p className={styles.intro}>{uiTexts.adviserIntro}</p>
    </>
  );
}
