import { href, paths } from '@kundenportal/domain/routing/paths';
import { householdTexts } from '@kundenportal/domain/texts/household';
import { personTexts } from '@kundenportal/domain/texts/person';
import { Link } from 'react-router';
import buttonStyles from '../../../components/ui/button.module.css';
import layout from '../../../components/ui/form-layout.module.css';
import list from '../../../components/ui/list.module.css';
import { LoadedList } from '../../../components/ui/loaded-list';
import { Page } from '../../../components/ui/page';
import { useCurrentUser } from '../../../lib/current-user';
import { formatDate } from '../../../lib/format';
import { usePersons } from '../api/get-persons';
import styles from './persons.module.css';

/**
 * /app/person/list (spec section 2): the household's persons sorted by id ascending (section 9),
 * each with birth date, the main person marker and the 'Vollständig' state (checkSubPflicht, computed
 * by the server as `vollstaendig`). 'Person hinzufügen' only with config.person_edit.
 */
export function PersonListPage() {
  const user = useCurrentUser();
  const persons = usePersons();
  const canEdit = user?.config.person_edit === true;

  return (
    <Page heading={householdTexts.personsHeading}>
      <LoadedList query={persons}>
        {(entries) => (
          <ul className={styles.list}>
            {entries.map((person) => {
              const name = `${person.firstname} ${person.lastname}`.trim();
              const born = formatDate(person.geburtsdatum);
              return (
                <li key={person.id} className={`${list.card} ${styles.item}`}>
                  <div className={styles.itemMain}>
                    <h2 className={styles.name}>
                      <Link
                        to={href(paths.personEdit, { id: person.id })}
                        aria-label={
                          canEdit ? householdTexts.editPerson(name) : householdTexts.viewPerson(name)
                        }
                      >
                        {name}
                      </Link>
                    </h2>
                    {born ? <p className={styles.meta}>{householdTexts.bornOn(born)}</p> : null}
                    <p className={styles.badges}>
                      {person.is_main ? (
                        <span className={`${styles.badge} ${styles.mainBadge}`}>
                          {householdTexts.mainPerson}
                        </span>
                      ) : null}
                      <span
                        className={`${styles.badge} ${person.vollstaendig ? styles.complete : styles.incomplete}`}
                      >
                        {person.vollstaendig ? personTexts.complete : personTexts.incomplete}
                      </span>
                    </p>
                  </div>
                  <Link
                    className={styles.secondaryLink}
                    to={href(paths.personMail, { id: person.id })}
                    aria-label={householdTexts.contactDataOf(name)}
                  >
                    {householdTexts.contactData}
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </LoadedList>
      {canEdit ? (
        <div className={layout.actions}>
          <Link
            className={`${buttonStyles.button} ${buttonStyles.primary} ${buttonStyles.block}`}
            to={href(paths.personEdit, { id: 0 })}
          >
            {householdTexts.addPerson}
          </Link>
        </div>
      ) : null}
    </Page>
  );
}
