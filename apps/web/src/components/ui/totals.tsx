import styles from './totals.module.css';

/** A box of sums: a heading, the amounts in a row ('522,32 € im Monat', '6.267,80 € im Jahr'), a note. */
export function Totals({
  heading,
  values,
  note,
}: {
  heading: string;
  values: readonly string[];
  note?: string;
}) {
  return (
    <div className={styles.totals}>
      <p className={styles.heading}>{heading}</p>
      <p className={styles.values}>
        {values.map((value) => (
          <span key={value}>{value}</span>
        ))}
      </p>
      {note ? <p className={styles.note}>{note}</p> : null}
    </div>
  );
}
