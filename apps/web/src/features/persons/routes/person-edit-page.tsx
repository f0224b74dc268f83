import { paths } from '@kundenportal/domain/routing/paths';
import { householdTexts } from '@kundenportal/domain/texts/household';
import { messages } from '@kundenportal/domain/texts/messages';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { Spinner } from '../../../components/ui/loader';
import { Notice } from '../../../components/ui/notice';
import { Page } from '../../../components/ui/page';
import { useCurrentUser } from '../../../lib/current-user';
import { usePerson } from '../api/get-person';
import { PersonForm } from '../components/person-form';

/**
 * /app/person/edit/{id}, id 0 = a new person (spec section 2): every person field of the catalogue
 * in sections, the address and bank connection lists, save, delete. With config.person_edit off the
 * whole form is read-only. `children` follow the form of a saved person (app/pages adds its documents).
 */
export function PersonEditPage({ children }: { children?: ReactNode }) {
  const params = useParams();
  const id = /^\d+$/.test(params.id ?? '') ? Number(params.id) : Number.NaN;
  const user = useCurrentUser();
  const query = usePerson(Number.isNaN(id) ? -1 : id);
  const isNew = id === 0;

  const heading = isNew
    ? householdTexts.newPersonHeading
    : user?.config.person_edit
      ? householdTexts.editPersonHeading
      : householdTexts.viewPersonHeading;

  let content: ReactNode;
  if (Number.isNaN(id) || (!isNew && query.isError)) {
    content = (
      <>
        <Notice variant="error">{householdTexts.personNotFound}</Notice>
        <Link to={paths.personList}>{householdTexts.backToList}</Link>
      </>
    );
  } else if (isNew && user && user.config.person_edit !== true) {
    // Nothing to show: adding a person needs config.person_edit (the server refuses it too).
    content = (
      <>
        <Notice variant="warning">{messages.notPermitted}</Notice>
        <Link to={paths.personList}>{householdTexts.backToList}</Link>
      </>
    );
  } else if (!user || (!isNew && !query.data)) {
    content = <Spinner />;
  } else {
    content = (
      <>
        <PersonForm key={id} person={isNew ? null : (query.data ?? null)} user={user} />
        {isNew ? null : children}
      </>
    );
  }

  return <Page heading={heading}>{content}</Page>;
}
