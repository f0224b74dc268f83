import type { User } from '@kundenportal/domain/account/user';
import type { Person } from '@kundenportal/domain/household/person-api';
import { canDeletePerson } from '@kundenportal/domain/household/person-rules';
import { householdTexts } from '@kundenportal/domain/texts/household';
import { personTexts } from '@kundenportal/domain/texts/person';
import { uiTexts } from '@kundenportal/domain/texts/ui';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import type { ConfirmAnswers } from '../../../components/ui/confirm-dialog';
import { Dialog } from '../../../components/ui/dialog';
import layout from '../../../components/ui/form-layout.module.css';
import styles from '../routes/persons.module.css';

/** The account's main person: the one of the loaded person, else the user's HauptPerson. */
const mainPersonIdOf = (person: Person, user: User) => (person.is_main ? person.id : user.HauptPerson?.id);

/** Deletion by the domain's rule (spec section 5): not the main person, not a released one. */
export function isPersonDeletable(person: Person, user: User): boolean {
  return canDeletePerson(person, mainPersonIdOf(person, user));
}

/** The delete button, or a disabled one with the reason it cannot be deleted. */
export function PersonDeleteAction({
  person,
  user,
  onDelete,
}: {
  person: Person;
  user: User;
  onDelete: () => void;
}) {
  const explanationId = useId();
  if (isPersonDeletable(person, user)) {
    return (
      <Button variant="secondary" block onClick={onDelete}>
        {householdTexts.deletePerson}
      </Button>
    );
  }
  const mainPersonId = mainPersonIdOf(person, user);
  const reason =
    person.is_main || (mainPersonId != null && String(mainPersonId) === String(person.id))
      ? personTexts.mainNotDeletable
      : personTexts.releasedNotDeletable;
  return (
    <div>
      <Button variant="secondary" block disabled aria-describedby={explanationId}>
        {householdTexts.deletePerson}
      </Button>
      <p id={explanationId} className={styles.explanation}>
        {reason}
      </p>
    </div>
  );
}

/** The question before deleting (only for a person that may be deleted). */
export function PersonDeleteDialog(props: ConfirmAnswers & { person: Person; user: User; open: boolean }) {
  if (!isPersonDeletable(props.person, props.user)) return null;
  const name = `${props.person.firstname} ${props.person.lastname}`.trim();
  return (
    <Dialog open={props.open} title={householdTexts.deleteConfirmHeading} onClose={props.onClose}>
      <p>{householdTexts.deleteConfirmText(name)}</p>
      <div className={layout.actions}>
        <Button onClick={props.onConfirm} disabled={props.pending}>
          {householdTexts.deleteConfirm}
        </Button>
        <Button variant="secondary" onClick={props.onClose}>
          {uiTexts.cancel}
        </Button>
      </div>
    </Dialog>
  );
}
