import type { BedarfscheckAnswersInput } from '@kundenportal/domain/bedarfscheck/answers';
import type { NeedEntry } from '@kundenportal/domain/bedarfscheck/result';
import type { Person } from '@kundenportal/domain/household/person-api';
import { bedarfscheckTexts as texts } from '@kundenportal/domain/texts/bedarfscheck';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Spinner } from '../../../components/ui/loader';
import { Notice } from '../../../components/ui/notice';
import { Page } from '../../../components/ui/page';
import { SelectField } from '../../../components/ui/select-field';
import { invalidateNeeds, useNeeds } from '../api/get-needs';
import styles from '../bedarfscheck.module.css';
import { NeedResult } from '../components/need-result';
import { Questionnaire } from '../components/questionnaire';

export type BedarfscheckPageProps = {
  /** The household's persons (app/pages hands them in from the persons feature). */
  persons?: readonly Person[];
  personsFailed?: boolean;
  /** config.person_edit: without it the answers are shown, not saved (the server refuses the save). */
  mayEdit?: boolean;
  /** Saves a person's answers (PUT /api/persons/vcheck/{id}/update/fremdvertrag, the persons feature). */
  saveAnswers: (personId: number, answers: BedarfscheckAnswersInput) => Promise<unknown>;
  /** The household's contracts by id and title (contracts feature; none without vertrag_list). */
  contracts?: readonly { id: number; title: string }[];
  /** 'Angebot anfordern' from a gap (the adviser feature's enquiry); absent without an adviser. */
  requestOffer?: (person: Person, entry: NeedEntry) => void;
  /** 'Habe ich schon woanders': the contract form's address for the gap; absent without vertrag_add. */
  addElsewherePath?: (person: Person, entry: NeedEntry) => string;
  /** 'Vergleichen': the agency's calculator of the gap's Sparte (the vergleichsrechner feature); absent without one. */
  comparePath?: (entry: NeedEntry) => string | undefined;
};

const personName = (person: Person) => `${person.firstname} ${person.lastname}`.trim();

/**
 * /app/bedarfscheck (issue 30, needs bedarfscheck): the questionnaire for one person of the household at a
 * time (the main person first), then each person's result against the household's contracts.
 */
export function BedarfscheckPage({
  persons,
  personsFailed = false,
  mayEdit = true,
  saveAnswers,
  contracts,
  requestOffer,
  addElsewherePath,
  comparePath,
}: BedarfscheckPageProps) {
  const queryClient = useQueryClient();
  const needs = useNeeds();
  const ordered = useMemo(
    () => [...(persons ?? [])].sort((a, b) => Number(b.is_main) - Number(a.is_main) || a.id - b.id),
    [persons],
  );
  const [chosenId, setChosenId] = useState<number | null>(null);
  const chosen = ordered.find((person) => person.id === chosenId) ?? ordered[0];
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const titles = useMemo(
    () => new Map((contracts ?? []).map((contract) => [contract.id, contract.title])),
    [contracts],
  );

  function save(personId: number, answers: BedarfscheckAnswersInput) {
    // A failed save has shown its toast (the API client); what was typed stays in the form.
    void saveAnswers(personId, answers).then(
      () => invalidateNeeds(queryClient),
      () => undefined,
    );
  }

  if (needs.isError || personsFailed)
    return (
      <Page heading={texts.heading} intro={texts.intro}>
        <LoadFailed text={texts.page.loadError} onRetry={() => void needs.refetch()} />
      </Page>
    );
  if (!persons || !needs.data)
    return (
      <Page heading={texts.heading} intro={texts.intro}>
        <Spinner />
      </Page>
    );
  if (!chosen)
    return (
      <Page heading={texts.heading} intro={texts.intro}>
        <EmptyState text={texts.result.noPerson} />
      </Page>
    );

  return (
    <Page heading={texts.heading} intro={texts.intro}>
      <Card>
        {ordered.length > 1 ? (
          <SelectField
            label={texts.page.person}
            value={String(chosen.id)}
            onChange={(event) => setChosenId(Number(event.target.value))}
          >
            {ordered.map((person) => (
              <option key={person.id} value={person.id}>
                {personName(person)}
              </option>
            ))}
          </SelectField>
        ) : null}
        {mayEdit ? null : <Notice variant="info">{texts.page.readOnly}</Notice>}
        <Questionnaire
          key={chosen.id}
          person={chosen}
          save={save}
          readOnly={!mayEdit}
          onShowResult={() => resultHeading.current?.focus()}
        />
      </Card>

      <section className={styles.result} aria-labelledby="bedarfscheck-result">
        <h2 id="bedarfscheck-result" ref={resultHeading} tabIndex={-1} className={styles.resultHeading}>
          {texts.result.heading}
        </h2>
        <Notice variant="info">{texts.result.estimateNote}</Notice>
        {ordered.map((person) => {
          const result = needs.data.personen.find((entry) => entry.personId === person.id);
          if (!result) return null;
          return (
            <NeedResult
              key={person.id}
              name={personName(person)}
              entries={result.ergebnis}
              contractTitles={titles}
              actions={{
                requestOffer: requestOffer && ((entry) => requestOffer(person, entry)),
                addElsewherePath: addElsewherePath && ((entry) => addElsewherePath(person, entry)),
                comparePath,
              }}
            />
          );
        })}
      </section>
    </Page>
  );
}
