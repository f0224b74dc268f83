import { pensionEnquiry } from '@kundenportal/domain/vorsorgestatus/enquiry';
import { useState } from 'react';
import { EnquiryDialog } from '../../features/adviser/requests/components/request-dialogs';
import { usePersons } from '../../features/persons/api/get-persons';
import { useUpdatePersonVcheck } from '../../features/persons/api/update-person-vcheck';
import { VorsorgestatusPage } from '../../features/vorsorgestatus/routes/vorsorgestatus-page';
import { useCurrentUser } from '../../lib/current-user';

/**
 * /app/vorsorgestatus: the Vorsorgestatus (vorsorgestatus feature) with the household's persons and the save
 * of their net income and wished pension (persons feature), and 'Beratung anfragen' as the adviser's
 * enquiry (adviser feature, only with an adviser) — composed here because features do not import each other.
 */
export function VorsorgestatusWithHouseholdPage() {
  const user = useCurrentUser();
  const persons = usePersons();
  const saveAnswers = useUpdatePersonVcheck();
  const [enquiry, setEnquiry] = useState<ReturnType<typeof pensionEnquiry> | null>(null);
  return (
    <>
      <VorsorgestatusPage
        persons={persons.data}
        personsFailed={persons.isError}
        mayEditPerson={user?.config.person_edit === true}
        saveFigures={(id, figures) => saveAnswers.mutateAsync({ id, answers: figures })}
        requestAdvice={
          user?.hasMakler ? (name, status) => setEnquiry(pensionEnquiry(name, status)) : undefined
        }
      />
      <EnquiryDialog
        open={enquiry !== null}
        prefill={enquiry ?? undefined}
        onClose={() => setEnquiry(null)}
      />
    </>
  );
}
