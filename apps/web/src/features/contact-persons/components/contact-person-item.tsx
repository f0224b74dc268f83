import { mailtoHref, telHref } from '@kundenportal/domain/contact/contact-links';
import {
  type ContactPerson,
  contactPersonName,
} from '@kundenportal/domain/contact-persons/contact-person-api';
import { contactPersonTexts as t } from '@kundenportal/domain/texts/contact-persons';
import { formatPhone } from '@kundenportal/domain/validation/phone';
import { useId } from 'react';
import { CardAction } from '../../../components/ui/card-action';
import list from '../../../components/ui/list.module.css';
import styles from '../routes/contact-persons.module.css';

export type ContactPersonAction = 'edit' | 'delete' | 'link';

/**
 * One contact person as a card: the name with its anrede, the firm, phone and e-mail as links (fax as
 * text), the address only when its location is filled (spec section 5), and the contracts it is linked to
 * by their titles. `titles` is undefined without the contracts list (no vertrag_list): then no contract is
 * named and nothing can be linked or unlinked. Everything shown is the customer's text, never markup.
 */
export function ContactPersonItem({
  person,
  titles,
  canLink,
  unlinking,
  onAction,
  onUnlink,
}: {
  person: ContactPerson;
  titles: ReadonlyMap<number, string> | undefined;
  /** Whether there is a contract of the household left to link. */
  canLink: boolean;
  /** Whether an unlink is under way (its buttons wait). */
  unlinking: boolean;
  onAction: (action: ContactPersonAction, person: ContactPerson) => void;
  onUnlink: (person: ContactPerson, contractId: number, title: string) => void;
}) {
  const name = contactPersonName(person);
  const contractsId = useId();
  const linked = titles
    ? person.vertraege.flatMap((id) => {
        const title = titles.get(id);
        return title === undefined ? [] : [{ id, title }];
      })
    : [];
  const address = person.standort
    ? [person.street, [person.zip, person.city].filter(Boolean).join(' ')].filter(Boolean)
    : [];
  const phoneHref = telHref(person.phone);
  const mailHref = mailtoHref(person.email);
  return (
    <li className={`${list.card} ${styles.item}`}>
      <h3 className={styles.name}>{name}</h3>
      {person.firma ? <p className={styles.firma}>{person.firma}</p> : null}
      <dl className={styles.details}>
        <div>
          <dt>{t.phone}</dt>
          <dd>{phoneHref ? <a href={phoneHref}>{formatPhone(person.phone)}</a> : person.phone}</dd>
        </div>
        {person.fax ? (
          <div>
            <dt>{t.fax}</dt>
            <dd>{formatPhone(person.fax)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t.email}</dt>
          <dd>{mailHref ? <a href={mailHref}>{person.email}</a> : person.email}</dd>
        </div>
        {address.length ? (
          <div>
            <dt>{t.address}</dt>
            <dd>
              {address.map((line) => (
                <span key={line} className={styles.line}>
                  {line}
                </span>
              ))}
            </dd>
          </div>
        ) : null}
      </dl>
      {linked.length || canLink ? (
        <div className={styles.contracts}>
          {linked.length ? (
            <>
              <p id={contractsId} className={styles.contractsLabel}>
                {t.contracts}
              </p>
              <ul className={styles.contractList} aria-labelledby={contractsId}>
                {linked.map((contract) => (
                  <li key={contract.id} className={styles.contract}>
                    <span className={styles.contractTitle}>{contract.title}</span>
                    <CardAction
                      label={t.unlink(contract.title)}
                      onClick={() => onUnlink(person, contract.id, contract.title)}
                      disabled={unlinking}
                      className={styles.unlink}
                    >
                      {t.unlinkAction}
                    </CardAction>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          {canLink ? (
            <CardAction label={t.linkOf(name)} onClick={() => onAction('link', person)}>
              {t.linkAction}
            </CardAction>
          ) : null}
        </div>
      ) : null}
      <div className={styles.actions}>
        <CardAction label={t.editOf(name)} onClick={() => onAction('edit', person)}>
          {t.editAction}
        </CardAction>
        <CardAction label={t.removeOf(name)} onClick={() => onAction('delete', person)} danger>
          {t.remove}
        </CardAction>
      </div>
    </li>
  );
}
