import type {
  NotfallkarteResponse,
  NotfallVertrag,
} from '@kundenportal/domain/notfallkarte/notfallkarte-api';
import { notfallkarteTexts as t } from '@kundenportal/domain/texts/notfallkarte';
import list from '../../../components/ui/list.module.css';
import styles from '../routes/notfallkarte-page.module.css';

/** A number to call: a tel: link of its digits (and a leading +). */
export function Phone({ number }: { number: string }) {
  return <a href={`tel:${number.replace(/[^\d+]/g, '')}`}>{number}</a>;
}

/** The card's persons with their contracts, and the adviser: the live answer or the kept copy. */
export function Card({ card }: { card: NotfallkarteResponse }) {
  return (
    <>
      {card.personen.map((person) => (
        <section
          key={person.personId}
          className={styles.section}
          aria-labelledby={`person-${person.personId}`}
        >
          <h2 id={`person-${person.personId}`}>{person.name}</h2>
          {person.vertraege.length === 0 ? (
            <p>{t.noContracts}</p>
          ) : (
            <ul className={list.list}>
              {person.vertraege.map((vertrag, index) => (
                <Contract key={`${vertrag.sparte}-${vertrag.nummer ?? index}`} vertrag={vertrag} />
              ))}
            </ul>
          )}
        </section>
      ))}
      <section className={styles.section} aria-labelledby="notfall-berater">
        <h2 id="notfall-berater">{t.adviser}</h2>
        {card.berater ? (
          <div className={list.card}>
            <p className={styles.title}>{card.berater.name}</p>
            <dl className={styles.contract}>
              {card.berater.telefon ? (
                <>
                  <dt>{t.phone}</dt>
                  <dd>
                    <Phone number={card.berater.telefon} />
                  </dd>
                </>
              ) : null}
              {card.berater.mobil ? (
                <>
                  <dt>{t.mobile}</dt>
                  <dd>
                    <Phone number={card.berater.mobil} />
                  </dd>
                </>
              ) : null}
            </dl>
          </div>
        ) : (
          <p>{t.noAdviser}</p>
        )}
      </section>
    </>
  );
}

function Contract({ vertrag }: { vertrag: NotfallVertrag }) {
  const title = [vertrag.sparte, vertrag.versicherer].filter(Boolean).join(' · ');
  return (
    <li className={list.card}>
      <h3 className={styles.title}>{title}</h3>
      <dl className={styles.contract}>
        <dt>{t.number}</dt>
        <dd>{vertrag.nummer ?? '–'}</dd>
        <dt>{t.hotline}</dt>
        <dd>{vertrag.schadenhotline ? <Phone number={vertrag.schadenhotline} /> : t.noHotline}</dd>
      </dl>
    </li>
  );
}

/** What to do after a car accident or a burglary (the domain's texts: there without a connection too). */
export function Steps({ id, title, steps }: { id: string; title: string; steps: readonly string[] }) {
  return (
    <section className={styles.section} aria-labelledby={`notfall-${id}`}>
      <h2 id={`notfall-${id}`}>{title}</h2>
      <ol className={styles.steps}>
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </section>
  );
}
