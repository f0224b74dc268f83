import {
  BETREUUNG_VALUES,
  type Betreuung,
  betreuungWorkspaceLabel,
  isBetreuung,
} from '@kundenportal/domain/bestandsuebertragung/betreuung';
import { bestandsuebertragungTexts } from '@kundenportal/domain/texts/bestandsuebertragung';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { toast } from '../../../lib/toast-store';
import { customerHouseholdQuery } from '../shared/workspace-queries';
import styles from './contract-betreuung.module.css';
import { putContractBetreuung } from './customers-api';

const texts = bestandsuebertragungTexts.betreuung;

/**
 * Who looks after one of the customer's contracts (issue 29, ADR 186): the agency's own, another
 * intermediary, the insurer or unknown; saved by its button, then the household and its log read again.
 */
export function ContractBetreuung({
  customerId,
  contract,
}: {
  customerId: number;
  contract: { id: number; title: string; betreuung: Betreuung };
}) {
  const queryClient = useQueryClient();
  // Null until the adviser picks a value: the select follows the household as read (a newer read too).
  const [picked, setPicked] = useState<Betreuung | null>(null);
  const chosen = picked ?? contract.betreuung;
  const save = useMutation({
    mutationFn: (betreuung: Betreuung) => putContractBetreuung(customerId, contract.id, betreuung),
    onSuccess: (answer) => {
      // The household shows the saved value at once; its read again follows (and the log's).
      queryClient.setQueryData(customerHouseholdQuery(customerId).queryKey, (household) =>
        household
          ? {
              ...household,
              contracts: household.contracts.map((row) =>
                row.id === answer.contract.id ? { ...row, betreuung: answer.contract.betreuung } : row,
              ),
            }
          : household,
      );
      setPicked(null);
      toast.success(texts.saved(contract.title));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['workspace', 'customer', customerId] }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(chosen);
  };
  return (
    <form className={styles.form} onSubmit={submit}>
      <SelectField
        label={texts.short}
        aria-label={texts.setFor(contract.title)}
        className={styles.select}
        value={chosen}
        onChange={(event) => {
          if (isBetreuung(event.target.value)) setPicked(event.target.value);
        }}
      >
        {BETREUUNG_VALUES.map((value) => (
          <option key={value} value={value}>
            {betreuungWorkspaceLabel(value)}
          </option>
        ))}
      </SelectField>
      <Button
        type="submit"
        variant="secondary"
        disabled={save.isPending || chosen === contract.betreuung}
        aria-label={`${bestandsuebertragungTexts.workspace.save}: ${texts.setFor(contract.title)}`}
      >
        {bestandsuebertragungTexts.workspace.save}
      </Button>
    </form>
  );
}
