import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import styles from './accordion.module.css';

export type AccordionEntry = {
  /** The entry's header (a button in a heading); unique within the list, it also keys the entry. */
  title: string;
  content: ReactNode;
};

type AccordionProps = {
  entries: readonly AccordionEntry[];
  /** The level of the headers' headings, one below the heading the list sits under. */
  headingLevel?: 2 | 3 | 4;
};

/** Where the arrow keys, Home and End move the focus among `count` headers (wrapping round), or null. */
function focusTarget(key: string, index: number, count: number): number | null {
  if (key === 'ArrowDown') return (index + 1) % count;
  if (key === 'ArrowUp') return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/**
 * The accordion list of spec section 4: one entry open at a time — opening one closes the open one,
 * and the open one closes again on its header. WAI-ARIA accordion pattern
 * (https://www.w3.org/WAI/ARIA/apg/patterns/accordion/): each header is a button in a heading with
 * aria-expanded and aria-controls, each panel a region labelled by its header; Enter and Space are the
 * button's own, arrow keys, Home and End move between the headers. All entries start closed.
 */
export function Accordion({ entries, headingLevel = 3 }: AccordionProps) {
  const [open, setOpen] = useState<string | null>(null);
  const baseId = useId();
  const headers = useRef<(HTMLButtonElement | null)[]>([]);
  const Heading = `h${headingLevel}` as const;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const target = focusTarget(event.key, index, entries.length);
    if (target === null) return;
    event.preventDefault();
    headers.current[target]?.focus();
  };

  return (
    <div className={styles.accordion}>
      {entries.map((entry, index) => {
        const expanded = open === entry.title;
        const headerId = `${baseId}-header-${index}`;
        const panelId = `${baseId}-panel-${index}`;
        return (
          <div key={entry.title} className={styles.entry}>
            <Heading className={styles.heading}>
              <button
                ref={(element) => {
                  headers.current[index] = element;
                }}
                type="button"
                id={headerId}
                className={styles.header}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen(expanded ? null : entry.title)}
                onKeyDown={(event) => onKeyDown(event, index)}
              >
                <span>{entry.title}</span>
                <svg className={styles.chevron} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <path fill="currentColor" d="M7.4 8.6 12 13.2l4.6-4.6L18 10l-6 6-6-6 1.4-1.4Z" />
                </svg>
              </button>
            </Heading>
            <section id={panelId} className={styles.panel} aria-labelledby={headerId} hidden={!expanded}>
              {typeof entry.content === 'string' ? <p>{entry.content}</p> : entry.content}
            </section>
          </div>
        );
      })}
    </div>
  );
}
