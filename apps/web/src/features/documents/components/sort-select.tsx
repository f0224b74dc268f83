import type { DocumentSort } from '@kundenportal/domain/documents/document-sort';
import { documentTexts } from '@kundenportal/domain/texts/documents';
import { SelectField } from '../../../components/ui/select-field';
import { parseSortValue, sortValue } from '../use-document-sort';

export function SortSelect({
  sort,
  onChange,
}: {
  sort: DocumentSort;
  onChange: (sort: DocumentSort) => void;
}) {
  return (
    <SelectField
      label={documentTexts.sortLabel}
      value={sortValue(sort)}
      onChange={(event) => onChange(parseSortValue(event.target.value))}
    >
      {Object.entries(documentTexts.sortOptions).map(([value, label]) => (
        <option key={value} value={value}>
          {label}
        </option>
      ))}
    </SelectField>
  );
}
