import { FORM_PERSON_PARAM } from '@kundenportal/domain/adviser-forms/form-person';
import { MANDATE_FORM_KEYS } from '@kundenportal/domain/bestandsuebertragung/mandate';
import { TRANSFER_PUSH_TAG } from '@kundenportal/domain/bestandsuebertragung/notices';
import type {
  CustomerTransfer,
  Transfer,
  TransferRequest,
} from '@kundenportal/domain/bestandsuebertragung/transfer-api';
import type { ParsedValidationErrors } from '@kundenportal/domain/errors/validation-errors';
import { href, paths } from '@kundenportal/domain/routing/paths';
import { withReturnTo } from '@kundenportal/domain/routing/return-to';
import { bestandsuebertragungTexts as texts } from '@kundenportal/domain/texts/bestandsuebertragung';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { UnsavedChangesDialog } from '../../../components/forms/unsaved-changes-dialog';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import list from '../../../components/ui/list.module.css';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Spinner } from '../../../components/ui/loader';
import { Notice } from '../../../components/ui/notice';
import { Page } from '../../../components/ui/page';
import { ApiError, handleApiError, validationErrorsOf } from '../../../lib/api-client';
import { useDraftKey } from '../../../lib/form-drafts';
import { toast } from '../../../lib/toast-store';
import { useUnsavedChangesGuard } from '../../../lib/use-unsaved-changes-guard';
import { invalidateTransfers, useTransfers } from '../api/get-transfers';
import { useRequestTransfer } from '../api/request-transfer';
import { useWithdrawTransfer } from '../api/withdraw-transfer';
import styles from '../bestandsuebertragung.module.css';
import { ForeignContracts } from '../components/foreign-contracts';
import { RequestCard } from '../components/request-card';
import { contractLabel, RequestChoose } from '../components/request-choose';
import { RequestSummary } from '../components/request-summary';
import { TransferProgress } from '../components/transfer-progress';
import {
  type ChoiceErrors,
  checkChoice,
  keepRequestDraft,
  type RequestDraft,
  readRequestDraft,
} from '../request-draft';
import {
  type ForeignContract,
  foreignContracts,
  type HouseholdContract,
  type HouseholdMember,
  initialLevel,
  requestableContracts,
} from '../transfer-choices';
import { useRefreshOnPush } from '../use-refresh-on-push';

/**
 * The signing page of a transfer's mandate (the form the answer names), prefilled for the transfer's person
 * (`?person=`, ADR 183), which leads back here once signed.
 */
export function signPathOf(transfer: Pick<CustomerTransfer, 'level' | 'formKey' | 'personId'>): string {
  const path = withReturnTo(
    href(paths.adviserForm, { form: transfer.formKey ?? MANDATE_FORM_KEYS[transfer.level] }),
    paths.portfolioTransfer,
  );
  return transfer.personId ? `${path}&${FORM_PERSON_PARAM}=${transfer.personId}` : path;
}

/** The server's refusal of a request, each entry named by its contract where it has one. */
function problemsOf(
  parsed: ParsedValidationErrors,
  body: TransferRequest,
  offered: readonly ForeignContract[],
) {
  const named = Object.entries(parsed.fields).map(([field, message]) => {
    const index = /^contractIds\.(\d+)$/.exec(field)?.[1];
    const id = index === undefined ? undefined : body.contractIds[Number(index)];
    const contract = offered.find((entry) => entry.id === id);
    return contract ? `${contractLabel(contract)}: ${message}` : message;
  });
  return [...named, ...parsed.general];
}

/**
 * /app/bestandsuebertragung (issue 29, needs bestandsuebertragung): the household's Fremdverträge, the
 * request (contracts, mandate level, summary, then the signature on the adviser-forms page, which leads
 * back here) and the progress per transfer and contract, with the withdrawal while nothing was sent.
 * `contracts`: the household's contracts (app/pages hands them in from the contracts feature; undefined
 * without vertrag_list), grouped by their person (`persons`): a request takes one person's (ADR 183). What is chosen is kept over a 'Zurück', an error and an error inside the page
 * (the page visit's draft); leaving with a choice made asks first.
 */
export function BestandsuebertragungPage({
  contracts,
  persons = [],
  contractsPending = false,
  mayAdd = false,
  mayEdit = false,
}: {
  contracts?: readonly HouseholdContract[];
  /** The household's persons, whose names group the contracts (app/pages hands them in). */
  persons?: readonly HouseholdMember[];
  contractsPending?: boolean;
  mayAdd?: boolean;
  mayEdit?: boolean;
}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const transfers = useTransfers();
  const request = useRequestTransfer();
  const withdraw = useWithdrawTransfer();
  const draftKey = useDraftKey('bestandsuebertragung-request');
  const [draft, setDraft] = useState<RequestDraft | null>(() => readRequestDraft(draftKey));
  const [errors, setErrors] = useState<ChoiceErrors>({});
  const [problems, setProblems] = useState<string[]>([]);
  const [withdrawing, setWithdrawing] = useState<Transfer | null>(null);
  const progressHeading = useId();
  const [opened, setOpened] = useState(false);

  const answer = transfers.data;
  const levels = answer?.levels ?? [];
  const foreign = useMemo(
    () => foreignContracts(contracts ?? [], answer?.transfers ?? []),
    [contracts, answer?.transfers],
  );
  const offered = useMemo(() => requestableContracts(foreign), [foreign]);
  const titles = useMemo(
    () => new Map((contracts ?? []).map((contract) => [contract.id, contract.title])),
    [contracts],
  );
  const dirty = draft !== null && (draft.contractIds.length > 0 || draft.level !== initialLevel(levels));
  const guard = useUnsavedChangesGuard(dirty);

  useEffect(() => keepRequestDraft(draftKey, draft), [draftKey, draft]);
  const refresh = useCallback(() => void invalidateTransfers(queryClient), [queryClient]);
  useRefreshOnPush(TRANSFER_PUSH_TAG, refresh);

  const checked = draft ? checkChoice(draft, offered) : null;

  function next() {
    if (!draft || !checked) return;
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setProblems([]);
    setDraft({ ...draft, step: 'summary' });
  }

  function send(body: TransferRequest) {
    setProblems([]);
    request.mutate(body, {
      onSuccess: (transfer) => {
        setDraft(null);
        if (transfer.status === 'zu_unterschreiben') {
          toast.success(texts.request.created);
          guard.allowLeaving();
          void navigate(signPathOf(transfer));
        } else toast.success(texts.request.requested);
      },
      onError: (error) => {
        const parsed = validationErrorsOf(error);
        if (parsed) {
          setProblems(problemsOf(parsed, body, offered));
          refresh();
        } else if (error instanceof ApiError && !error.handled) handleApiError(error);
      },
    });
  }

  function confirmWithdraw() {
    if (!withdrawing) return;
    withdraw.mutate(withdrawing.id, {
      onSuccess: () => toast.success(texts.withdraw.done),
      onSettled: () => setWithdrawing(null),
    });
  }

  if (transfers.isError)
    return (
      <Page heading={texts.heading} intro={texts.intro}>
        <LoadFailed text={texts.loadError} onRetry={() => void transfers.refetch()} />
      </Page>
    );
  if (!answer || contractsPending)
    return (
      <Page heading={texts.heading} intro={texts.intro}>
        <Spinner />
      </Page>
    );

  return (
    <Page heading={texts.heading} intro={texts.intro}>
      {draft && checked ? (
        <RequestCard step={draft.step} focusOnOpen={opened}>
          {draft.step === 'summary' && checked.ok ? (
            <RequestSummary
              body={checked.body}
              contracts={offered}
              persons={persons}
              mandates={answer.mandates}
              problems={problems}
              sending={request.isPending}
              onBack={() => setDraft({ ...draft, step: 'choose' })}
              onSend={() => send(checked.body)}
            />
          ) : (
            <RequestChoose
              contracts={offered}
              persons={persons}
              levels={levels}
              draft={draft}
              errors={errors}
              onChange={setDraft}
              onNext={next}
              onCancel={() => {
                setErrors({});
                setDraft(null);
              }}
            />
          )}
        </RequestCard>
      ) : offered.length > 0 && levels.length > 0 ? (
        <div className={styles.section}>
          <Button
            block
            onClick={() => {
              setOpened(true);
              setDraft({ step: 'choose', contractIds: [], level: initialLevel(levels) });
            }}
          >
            {texts.request.start}
          </Button>
        </div>
      ) : offered.length > 0 ? (
        <Notice variant="info">{texts.request.noLevels}</Notice>
      ) : null}

      <section className={styles.section} aria-labelledby={progressHeading}>
        <h2 id={progressHeading} className={styles.sectionHeading}>
          {texts.progress.heading}
        </h2>
        {answer.transfers.length === 0 ? (
          <EmptyState text={texts.progress.empty} />
        ) : (
          <ul className={list.list}>
            {answer.transfers.map((transfer) => (
              <TransferProgress
                key={transfer.id}
                transfer={transfer}
                titles={titles}
                signPath={signPathOf(transfer)}
                onWithdraw={setWithdrawing}
              />
            ))}
          </ul>
        )}
      </section>

      {contracts ? <ForeignContracts contracts={foreign} mayAdd={mayAdd} mayEdit={mayEdit} /> : null}

      <ConfirmDialog
        open={withdrawing !== null}
        title={texts.withdraw.title}
        confirmLabel={texts.withdraw.confirm}
        pending={withdraw.isPending}
        onConfirm={confirmWithdraw}
        onClose={() => setWithdrawing(null)}
      >
        <p>{texts.withdraw.text}</p>
      </ConfirmDialog>
      <UnsavedChangesDialog guard={guard} />
    </Page>
  );
}
