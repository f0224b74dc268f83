import type { Person } from '@kundenportal/domain/household/person-api';
import { vorsorgestatusTexts as texts } from '@kundenportal/domain/texts/vorsorgestatus';
import type { VorsorgeInputBody } from '@kundenportal/domain/vorsorgestatus/vorsorge-input';
import type { PersonPensionAnswer } from '@kundenportal/domain/vorsorgestatus/vorsorgestatus-api';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Spinner } from '../../../components/ui/loader';
import { Notice } from '../../../components/ui/notice';
import { Page } from '../../../components/ui/page';
import { toast } from '../../../lib/toast-store';
import { usePensionStatus, useSavePensionEntry } from '../api/pension-status';
import { PensionEntry } from '../components/pension-entry';
import { PensionFigures } from '../components/pension-figures';
import type { PersonFigures } from '../entry-form';
import styles from '../vorsorgestatus.module.css';

export type VorsorgestatusPageProps = {
  /** The household's persons (app/pages hands them in from the persons feature): names and figures. */
  persons?: readonly Person[];
  personsFailed?: boolean;
  /** config.person_edit: without it the net income and the wished pension are shown, not changed. */
  mayEditPerson?: boolean;
  /** Saves the net income and the wished pension with the person (the persons feature's vcheck save). */
  saveFigures: (personId: number, figures: PersonFigures) => Promise<unknown>;
  /** 'Beratung anfragen' (the adviser feature's enquiry); absent without an adviser. */
  requestAdvice?: (name: string, status: PersonPensionAnswer) => void;
};

const personName = (person: Person | undefined) =>
  person ? `${person.firstname} ${person.lastname}`.trim() : '';

function storedAmount(value: unknown): number | null {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : null;
}

const figuresOf = (person: Person | undefined): PersonFigures => ({
  einkuenfte_gesamt_netto_mtl: storedAmount(person?.details.einkuenfte_gesamt_netto_mtl),
  wunsch_altersrente_mtl: storedAmount(person?.details.wunsch_altersrente_mtl),
});

/**
 * /app/vorsorgestatus (issue 30): for each adult person of the household the entry, the pension gap today
 * and at the start in euros, a chart with its table and summary, the explanation and that it is an
 * estimate, not advice; 'Beratung anfragen' sends the figures to the adviser.
 */
export function VorsorgestatusPage({
  persons,
  personsFailed = false,
  mayEditPerson = true,
  saveFigures,
  requestAdvice,
}: VorsorgestatusPageProps) {
  const status = usePensionStatus();
  if (status.isError || personsFailed)
    return (
      <Page heading={texts.heading} intro={texts.intro}>
        <LoadFailed text={texts.loadError} onRetry={() => void status.refetch()} />
      </Page>
    );
  if (!status.data || !persons)
    return (
      <Page heading={texts.heading} intro={texts.intro}>
        <Spinner />
      </Page>
    );
  return (
    <Page heading={texts.heading} intro={texts.intro}>
      <Notice variant="info">{texts.estimateNote}</Notice>
      {status.data.personen.length === 0 ? <EmptyState text={texts.noAdult} /> : null}
      {status.data.personen.map((entry) => {
        const person = persons.find((candidate) => candidate.id === entry.personId);
        return (
          <PersonStatus
            key={entry.personId}
            name={personName(person)}
            status={entry}
            figures={figuresOf(person)}
            figuresReadOnly={!mayEditPerson}
            saveFigures={saveFigures}
            requestAdvice={requestAdvice}
          />
        );
      })}
      {status.data.personen.length > 0 ? <p className={styles.explanation}>{texts.explanation}</p> : null}
    </Page>
  );
}

function PersonStatus({
  name,
  status,
  figures,
  figuresReadOnly,
  saveFigures,
  requestAdvice,
}: {
  name: string;
  status: PersonPensionAnswer;
  figures: PersonFigures;
  figuresReadOnly: boolean;
  saveFigures: VorsorgestatusPageProps['saveFigures'];
  requestAdvice: VorsorgestatusPageProps['requestAdvice'];
}) {
  const headingId = useId();
  const save = useSavePensionEntry();
  const { mutate } = save;

  function onSave(
    changed: PersonFigures | null,
    body: VorsorgeInputBody,
    handlers: { onSuccess: () => void; onError: (error: unknown) => void },
  ) {
    const first = changed ? saveFigures(status.personId, changed) : Promise.resolve();
    // A failed figures' save has shown its toast; the entry is not sent then.
    void first.then(
      () =>
        mutate(
          { personId: status.personId, body },
          {
            onSuccess: () => {
              toast.success(texts.page.saved);
              handlers.onSuccess();
            },
            onError: handlers.onError,
          },
        ),
      () => undefined,
    );
  }

  return (
    <Card labelledBy={headingId}>
      <h2 id={headingId} className={styles.personHeading}>
        {name}
      </h2>
      <PensionFigures status={status} />
      {requestAdvice ? (
        <Button variant="secondary" onClick={() => requestAdvice(name, status)}>
          {texts.requestAdvice}
        </Button>
      ) : null}
      <PensionEntry
        status={status}
        figures={figures}
        figuresReadOnly={figuresReadOnly}
        saving={save.isPending}
        onSave={onSave}
      />
    </Card>
  );
}
