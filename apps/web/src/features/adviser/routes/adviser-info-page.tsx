import { agentFullName } from '@kundenportal/domain/account/user';
import { adviserRequestRights } from '@kundenportal/domain/adviser-requests/request-rights';
import { addressLines, mailtoHref, mapHref, telHref } from '@kundenportal/domain/contact/contact-links';
import { documentRights } from '@kundenportal/domain/documents/document-rights';
import { adviserRequestTexts } from '@kundenportal/domain/texts/adviser-requests';
import { uiTexts } from '@kundenportal/domain/texts/ui';
import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';
import { DetailList } from '../../../components/ui/detail-list';
import { EmptyState } from '../../../components/ui/empty-state';
import { useCurrentUser } from '../../../lib/current-user';
import { useAdviserPhoto } from '../api/adviser-photo';
import { AdviserContactCard } from '../requests/components/adviser-contact-card';
import styles from './adviser-info-page.module.css';

/**
 * /app/berater/info: the adviser overview (spec section 2) — name and firm, phone and mobile entries
 * that start a call, e-mail, the address linking to a map, and the adviser documents the account sees
 * (domain rule); then 'Kontakt zum Berater' with the requests the customer may send (issue 11: contact
 * request, enquiry, recommendation, the damage report page) and the messages entry (issue 27).
 */
export function AdviserInfoPage({
  documents = [],
  chat = null,
}: {
  /**
   * The adviser documents with what each opens (composed in app/: its form, else its provided PDF); a
   * document with neither is not listed — never a dead entry.
   */
  documents?: readonly { key: string; entry: ReactNode }[];
  /** The messages entry (composed in app/: the chat feature's, only where the customer has a chat). */
  chat?: ReactNode;
} = {}) {
  const user = useCurrentUser();
  const agent = user?.agent ?? null;
  const photo = useAdviserPhoto(agent?.avatar ?? null);

  if (!agent) {
    return (
      <>
        <AdviserInfoIntro />
        <EmptyState text={uiTexts.noAdviser} />
      </>
    );
  }

  const name = agentFullName(agent);
  const entries = documents;
  return (
    <>
      <AdviserInfoIntro />
      <Card labelledBy="adviser-name">
        <div className={styles.identity}>
          {/* The photo's place is kept while it loads, so nothing beside it moves (no layout shift). */}
          {photo ? (
            <img className={styles.avatar} src={photo} alt="" width={72} height={72} />
          ) : agent.avatar ? (
            <span className={styles.avatar} aria-hidden="true" />
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
            {
              label: uiTexts.address,
              value: addressLines(agent.hauptadresse),
              href: mapHref(agent.hauptadresse),
              external: { hint: adviserRequestTexts.mapHint, newTab: adviserRequestTexts.mapNewTab },
            },
          ]}
        />
      </Card>
      {user ? (
        <AdviserContactCard
          rights={adviserRequestRights(user)}
          approvals={user.hasMakler && documentRights(user).list && documentRights(user).approvals}
        />
      ) : null}
      {chat}
      {/* Last on the page: its entries arrive with the approvals, and nothing below them moves. */}
      {entries.length > 0 ? (
        <Card labelledBy="adviser-documents">
          <h2 id="adviser-documents" className={styles.subheading}>
            {uiTexts.adviserDocuments}
          </h2>
          <ul className={styles.documents}>
            {entries.map(({ key, entry }) => (
              <li key={key}>{entry}</li>
            ))}
          </ul>
        </Card>
      ) : null}
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
