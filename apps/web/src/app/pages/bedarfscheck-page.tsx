import { answersOf } from '@kundenportal/domain/bedarfscheck/answers';
import { type EnquiryPrefill, gapEnquiry } from '@kundenportal/domain/bedarfscheck/enquiry';
import { contractAddPath } from '@kundenportal/domain/contracts/contract-preset';
import { contractRights } from '@kundenportal/domain/contracts/contract-rights';
import { paths } from '@kundenportal/domain/routing/paths';
import { useState } from 'react';
import { EnquiryDialog } from '../../features/adviser/requests/components/request-dialogs';
import { BedarfscheckPage } from '../../features/bedarfscheck/routes/bedarfscheck-page';
import { usePersons } from '../../features/persons/api/get-persons';
import { useUpdatePersonVcheck } from '../../features/persons/api/update-person-vcheck';
import { useComparePaths } from '../../features/vergleichsrechner/api/rechner-api';
import { useCurrentUser } from '../../lib/current-user';
import { useListedContractTitles } from './use-listed-contract-titles';

/**
 * /app/bedarfscheck: the Bedarfscheck (bedarfscheck feature) with the household's persons and their
 * answers' save (persons feature), the contracts' titles and the form for one a customer has elsewhere
 * (contracts feature, with its rights), and 'Angebot anfordern' as the adviser's enquiry (adviser feature,
 * only with an adviser), and 'Vergleichen' to the agency's calculator of the gap's Sparte (vergleichsrechner
 * feature, issue 31) — composed here because features do not import each other.
 */
export function BedarfscheckWithHouseholdPage() {
  const user = useCurrentUser();
  const persons = usePersons();
  const saveAnswers = useUpdatePersonVcheck();
  const { contracts } = useListedContractTitles();
  const [enquiry, setEnquiry] = useState<EnquiryPrefill | null>(null);
  const mayAdd = user ? contractRights(user).add : false;
  const comparePath = useComparePaths(user?.config.vergleichsrechner === true);
  return (
    <>
      <BedarfscheckPage
        persons={persons.data}
        personsFailed={persons.isError}
        mayEdit={user?.config.person_edit === true}
        saveAnswers={(id, answers) => saveAnswers.mutateAsync({ id, answers })}
        contracts={contracts}
        requestOffer={
          user?.hasMakler
            ? (person, entry) =>
                setEnquiry(
                  gapEnquiry(`${person.firstname} ${person.lastname}`.trim(), entry, answersOf(person)),
                )
            : undefined
        }
        addElsewherePath={
          mayAdd
            ? (person, entry) =>
                contractAddPath(
                  { sparte: entry.sparte, personId: person.id, betreuung: 'anderer_vermittler' },
                  paths.needsCheck,
                )
            : undefined
        }
        comparePath={(entry) => comparePath(entry.sparte)}
      />
      <EnquiryDialog
        open={enquiry !== null}
        prefill={enquiry ?? undefined}
        onClose={() => setEnquiry(null)}
      />
    </>
  );
}
