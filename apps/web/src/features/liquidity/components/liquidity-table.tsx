import { liquidityTexts } from '@kundenportal/domain/texts/liquidity';
import list from '../../../components/ui/list.module.css';
import type { AmountRow, PersonRows } from '../liquidity-rows';
import styles from './liquidity-table.module.css';

/**
 * The chart's numbers and more as a table (visible, the chart's text alternative): per person a group of
 * Sparten with their month and year and the person's sum, the household's sum at the foot.
 */
export function LiquidityTable({ persons, total }: { persons: readonly PersonRows[]; total: AmountRow }) {
  return (
    <div className={`${list.card} ${styles.frame}`}>
      <table className={styles.table}>
        <caption className={styles.caption}>{liquidityTexts.tableCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{liquidityTexts.columnSparte}</th>
            <th scope="col" className={styles.amount}>
              {liquidityTexts.columnMonth}
            </th>
            <th scope="col" className={styles.amount}>
              {liquidityTexts.columnYear}
            </th>
          </tr>
        </thead>
        {persons.map((person) => (
          <tbody key={person.personId} className={styles.person}>
            <tr>
              <th scope="rowgroup" colSpan={3} className={styles.personName}>
                {person.name}
              </th>
            </tr>
            {person.rows.map((row) => (
              <AmountLine key={row.key} row={row} />
            ))}
            <AmountLine row={person.total} className={styles.sum} />
          </tbody>
        ))}
        <tfoot>
          <AmountLine row={total} className={styles.total} />
        </tfoot>
      </table>
    </div>
  );
}

/**
 * Soft hyphens before the common last parts of a Sparte's compound ('Tierhalter-haftpflicht',
 * 'Kranken-versicherung', 'Berufs-unfähigkeit'): a browser without a German hyphenation dictionary breaks the word there, with
 * a hyphen, instead of wherever the narrow column ends (screen readers ignore them).
 */
export function breakableLabel(label: string): string {
  return label.replace(/(?<=\p{Ll}{3})(versicherung|haftpflicht|unfähigkeit)/gu, '\u00ad$1');
}

function AmountLine({ row, className }: { row: AmountRow; className?: string }) {
  return (
    <tr className={className}>
      <th scope="row">{breakableLabel(row.label)}</th>
      <td className={styles.amount}>{row.month}</td>
      <td className={styles.amount}>{row.year}</td>
    </tr>
  );
}
