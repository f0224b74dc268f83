import { keptLine, type RetainedRecord } from '@kundenportal/domain/account-erasure/retention';
import { retentionTexts as t } from '@kundenportal/domain/texts/retention';
import { useId } from 'react';
import { Notice } from '../../../components/ui/notice';

/**
 * What the erasure keeps (issue 32, ADR 245), told before the customer asks: each signed form a
 * retention duty keeps and its last day; two alike (same form, same day) are one line.
 */
export function RetainedRecords({ records }: { records: readonly RetainedRecord[] }) {
  const id = useId();
  const lines = new Map(records.map((record) => [keptLine(record), record]));
  if (lines.size === 0) return null;
  return (
    <Notice variant="info">
      <p id={id}>
        <strong>{t.keptHeading}</strong>
      </p>
      <ul aria-labelledby={id}>
        {[...lines].map(([line, record]) => (
          <li key={line}>
            {line}
            <br />
            <small>{t.kinds[record.art]}</small>
          </li>
        ))}
      </ul>
      <p>{t.keptNote}</p>
    </Notice>
  );
}
