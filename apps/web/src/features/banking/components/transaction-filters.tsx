import { TRANSACTION_CATEGORIES, type TransactionCategory } from '@kundenportal/domain/banking/statement';
import { BANK_SEARCH_MAX_LENGTH } from '@kundenportal/domain/banking/transaction-query';
import { bankingTexts as t } from '@kundenportal/domain/texts/banking';
import { Field } from '../../../components/ui/field';
import { SelectField } from '../../../components/ui/select-field';
import styles from '../banking.module.css';
import { monthLabel } from '../banking-format';
import type { TransactionFilter } from '../transaction-filter';

type TransactionFiltersProps = {
  filter: TransactionFilter;
  /** The month shown (the API's newest when the address names none). */
  month: string;
  months: readonly string[];
  typed: string;
  /** Why the search in the address is not taken (ADR 288), shown at the field. */
  searchError: string | null;
  onType: (text: string) => void;
  onChange: (next: Partial<TransactionFilter>) => void;
};

/** The search in counterparty and purpose, the month (of those with entries), the category. */
export function TransactionFilters({
  filter,
  month,
  months,
  typed,
  searchError,
  onType,
  onChange,
}: TransactionFiltersProps) {
  return (
    <search aria-label={t.filtersLabel} className={styles.filters}>
      <Field
        label={t.searchLabel}
        type="search"
        value={typed}
        maxLength={BANK_SEARCH_MAX_LENGTH}
        error={searchError ?? undefined}
        onChange={(event) => onType(event.target.value)}
      />
      <SelectField
        label={t.monthLabel}
        value={month}
        disabled={months.length === 0}
        onChange={(event) => onChange({ monat: event.target.value })}
      >
        {months.length === 0 ? <option value="">{t.noMonths}</option> : null}
        {months.map((value) => (
          <option key={value} value={value}>
            {monthLabel(value)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t.categoryFilterLabel}
        value={filter.kategorie}
        onChange={(event) => onChange({ kategorie: event.target.value as TransactionCategory | '' })}
      >
        <option value="">{t.allCategories}</option>
        {TRANSACTION_CATEGORIES.map((category) => (
          <option key={category} value={category}>
            {t.categories[category]}
          </option>
        ))}
      </SelectField>
    </search>
  );
}
