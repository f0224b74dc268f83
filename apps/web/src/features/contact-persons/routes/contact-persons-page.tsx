import type { ContactPerson } from '@kundenportal/domain/contact-persons/contact-person-api';
import { contactPersonTexts } from '@kundenportal/domain/texts/contact-persons';
import { useId, useMemo, useState } from 'react';
import { Button } from '../../../components/ui/button';
import listStyles from '../../../components/ui/list.module.css';
import sections from '../../../components/ui/list-sections.module.css';
import { LoadedList } from '../../../components/ui/loaded-list';
import { Page } from '../../../components/ui/page';
import { toast } from '../../../lib/toast-store';
import { useDeleteContactPerson } from '../api/delete-contact-person';
import { useContactPersons } from '../api/get-contact-persons';
import { useUnlinkContract } from '../api/unlink-contract';
import { ContactPersonFormDialog, DeleteContactPersonDialog } from '../components/contact-person-dialogs';
import { type ContactPersonAction, ContactPersonItem } from '../components/contact-person-item';
import { LinkContractDialog } from '../components/link-contract-dialog';
import type { ContactPersonContract } from '../use-contact-person-form';

type Editing = { person: ContactPerson | null } | null;

/**
 * /app/ansprechpartner (issue 11, no flag): the customer's contact persons at insurers and authorities —
 * add, edit and delete (after a question) them, link them to contracts of the household and unlink them.
 * `contracts` are the household's contracts with their titles when the customer may list them
 * (vertrag_list; app/pages hands them in, features do not import each other). Without them, or without
 * any contract, no contract is named and nothing can be linked.
 */
export function ContactPersonsPage({
  contracts,
  contractsPending = false,
}: {
  contracts?: readonly ContactPersonContract[];
  contractsPending?: boolean;
}) {
  const persons = useContactPersons();
  const remove = useDeleteContactPerson();
  const unlink = useUnlinkContract();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<ContactPerson | null>(null);
  const [linking, setLinking] = useState<ContactPerson | null>(null);
  const listHeadingId = useId();
  const titles = useMemo(
    () => (contracts ? new Map(contracts.map((contract) => [contract.id, contract.title])) : undefined),
    [contracts],
  );
  const linkable = contracts && contracts.length > 0 ? contracts : undefined;

  function onAction(action: ContactPersonAction, person: ContactPerson) {
    if (action === 'edit') setEditing({ person });
    else if (action === 'delete') setDeleting(person);
    else setLinking(person);
  }

  function onUnlink(person: ContactPerson, contractId: number) {
    // The API client shows an error's text.
    unlink.mutate({ id: person.id, contractId }, { onSuccess: (saved) => toast.success(saved.message) });
  }

  function deleteContactPerson() {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: (answer) => {
        setDeleting(null);
        toast.success(answer.message);
      },
      // The API client has shown the error's text.
      onError: () => setDeleting(null),
    });
  }

  return (
    <Page heading={contactPersonTexts.heading} intro={contactPersonTexts.intro}>
      <div className={sections.topActions}>
        <Button block onClick={() => setEditing({ person: null })}>
          {contactPersonTexts.add}
        </Button>
      </div>

      <section className={sections.listSection} aria-labelledby={listHeadingId}>
        <h2 id={listHeadingId} className={sections.sectionHeading}>
          {contactPersonTexts.listHeading}
        </h2>
        <LoadedList query={persons} waiting={contractsPending} emptyText={contactPersonTexts.empty}>
          {(list) => (
            <ul className={listStyles.list}>
              {list.map((person) => (
                <ContactPersonItem
                  key={person.id}
                  person={person}
                  titles={titles}
                  canLink={linkable?.some((contract) => !person.vertraege.includes(contract.id)) ?? false}
                  unlinking={unlink.isPending}
                  onAction={onAction}
                  onUnlink={onUnlink}
                />
              ))}
            </ul>
          )}
        </LoadedList>
      </section>

      <ContactPersonFormDialog
        open={editing !== null}
        person={editing?.person ?? null}
        onClose={() => setEditing(null)}
      />
      <DeleteContactPersonDialog
        person={deleting}
        pending={remove.isPending}
        onConfirm={deleteContactPerson}
        onClose={() => setDeleting(null)}
      />
      {linkable ? (
        <LinkContractDialog person={linking} contracts={linkable} onClose={() => setLinking(null)} />
      ) : null}
    </Page>
  );
}
