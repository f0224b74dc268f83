import { contractTexts } from '@kundenportal/domain/texts/contracts';
import { useId } from 'react';
import styles from '../routes/contracts.module.css';

/** 'Gut zu wissen' (flag vertrag_info): how contracts of this Sparte are cancelled. */
export function ContractInfo({ notes }: { notes: readonly string[] }) {
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={styles.sectionHeading}>
        {contractTexts.infoHeading}
      </h2>
      {notes.map((note) => (
        <p key={note} className={styles.explanation}>
          {note}
        </p>
      ))}
    </section>
  );
}
