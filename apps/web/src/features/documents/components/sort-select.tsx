import type { DocumentSort } from '@kundenportal/domain/documents/document-sort';
import { documentTexts } from '@kundenportal/domain/texts/documents';
import { useId } from 'react';
import { SelectField } from '../../../components/ui/select-field';
import { parseSortValue, sortValue } from '../use-document-sort';
import styles from './documents.module.css';

/** The sort of a documents list; `grouped`: the list keeps its folders, and the hint says so (issue 27). */
export function SortSelect({
  sort,
  onChange,
  grouped = false,
}: {
  sort: DocumentSort;
  onChange: (sort: DocumentSort) => void;
  grouped?: boolean;
}) {
  const scopeId = useId();
  return (
    <div>
      <SelectField
        label={documentTexts.sortLabel}
        value={sortValue(sort)}
        onChange={(event) => onChange(parseSortValue(event.target.value))}
        aria-describedby={grouped ? scopeId : undefined}
      >
        {Object.entries(documentTexts.sortOptions).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </SelectField>
      {grouped ? (
        <p id={scopeId} className={styles.sortScope}>
          {documentTexts.sortScope}
        </p>
      ) : null}
    </div>
  );
}
