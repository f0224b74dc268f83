import type { ReactNode } from 'react';
import styles from './detail-list.module.css';

export type DetailItem = {
  label: string;
  /** Lines of the value (an address has several). Items without a value are left out. */
  value: string | string[] | null | undefined;
  /** Makes the value a link, e.g. `tel:` or `mailto:`. */
  href?: string | null;
  /**
   * The link leaves the portal (a map): it opens in a new tab without access to this one, and says so —
   * `hint` shown under the value, `newTab` only to assistive technology (both part of the link's name).
   */
  external?: { hint: string; newTab: string };
  icon?: ReactNode;
};

/** Label and value pairs (contact data, imprint) as a description list. */
export function DetailList({ items }: { items: DetailItem[] }) {
  const shown = items.filter((item) =>
    Array.isArray(item.value) ? item.value.length > 0 : Boolean(item.value),
  );
  return (
    <dl className={styles.list}>
      {shown.map((item) => {
        const lines = Array.isArray(item.value) ? item.value : [item.value ?? ''];
        const content = lines.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: lines are static text in a fixed order.
          <span key={index} className={styles.line}>
            {line}
          </span>
        ));
        return (
          <div key={item.label} className={styles.row}>
            <dt className={styles.label}>{item.label}</dt>
            <dd className={styles.value}>
              {item.href && item.external ? (
                <a className={styles.link} href={item.href} target="_blank" rel="noopener noreferrer">
                  {content}
                  <span className={styles.hint}>{item.external.hint}</span>
                  <span className="visually-hidden"> {item.external.newTab}</span>
                </a>
              ) : item.href ? (
                <a className={styles.link} href={item.href}>
                  {content}
                </a>
              ) : (
                content
              )}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
