import type { TextDocument } from '@kundenportal/domain/texts/legal';
import styles from './text-document.module.css';

/**
 * A structured text (intro, numbered sections with paragraphs and lists) such as the terms of use.
 * `sectionLevel` is the heading level of its sections: 2 on a page under its h1, 3 in a dialog.
 */
export function TextDocumentView({
  document,
  sectionLevel,
}: {
  document: TextDocument;
  sectionLevel: 2 | 3;
}) {
  const Heading = sectionLevel === 2 ? 'h2' : 'h3';
  return (
    <div className={styles.document}>
      <p className={styles.intro}>{document.intro}</p>
      {document.sections.map((section) => (
        <section key={section.heading} className={styles.section}>
          <Heading className={styles.heading}>{section.heading}</Heading>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {section.items ? (
            <ul className={styles.items}>
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </div>
  );
}
