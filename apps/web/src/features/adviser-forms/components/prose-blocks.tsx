import { listMarker, type ProseBlock, type ProseRun } from '@kundenportal/domain/adviser-forms/prose';
import { Fragment, type ReactNode } from 'react';
import textStyles from '../../../components/ui/text-document.module.css';
import styles from '../adviser-forms.module.css';

/** Links the screen may open (the PDF prints the link's text only, like the screen). */
const SAFE_HREF = /^(?:https?:|mailto:|tel:)/i;

/**
 * A template's prose as React elements from the domain's parsed blocks (ADR 032): the same blocks the PDF
 * writer draws, so the customer reads the text they sign. No markup of the template ever reaches the
 * DOM as markup: everything is a text node.
 */
export function ProseBlocks({ blocks }: { blocks: readonly ProseBlock[] }) {
  return (
    <div className={`${textStyles.document} ${textStyles.markdown} ${styles.prose}`} data-prose="">
      {blocks.map((block, index) => (
        // A template's blocks never move: their position is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: prose blocks have no other key
        <Block key={index} block={block} />
      ))}
    </div>
  );
}

function Block({ block }: { block: ProseBlock }): ReactNode {
  switch (block.kind) {
    case 'heading': {
      const Heading = `h${block.depth}` as const;
      return (
        <Heading>
          <Runs runs={block.runs} />
        </Heading>
      );
    }
    case 'paragraph':
      return (
        <p>
          <Runs runs={block.runs} />
        </p>
      );
    case 'list': {
      const List = block.ordered ? 'ol' : 'ul';
      return (
        // The markers are text, as in the PDF ('3.' where the list starts at 3, '•').
        <List className={styles.proseList}>
          {block.items.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: list items have no other key
            <li key={index}>
              <span className={styles.proseMarker}>{listMarker(block, index)} </span>
              <div>
                {item.blocks.map((child, childIndex) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: prose blocks have no other key
                  <Block key={childIndex} block={child} />
                ))}
              </div>
            </li>
          ))}
        </List>
      );
    }
    case 'quote':
      return (
        <blockquote>
          {block.blocks.map((child, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: prose blocks have no other key
            <Block key={index} block={child} />
          ))}
        </blockquote>
      );
    case 'rule':
      return <hr />;
    case 'table':
      return (
        <div className={styles.proseTable}>
          <table>
            <thead>
              <tr>
                {block.header.map((cell, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: columns have no other key
                  <th key={index} scope="col">
                    <Runs runs={cell} />
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row, rowIndex) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows have no other key
                <tr key={rowIndex}>
                  {row.map((cell, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: columns have no other key
                    <td key={index}>
                      <Runs runs={cell} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    case 'code':
      return (
        <pre>
          <code>{block.text}</code>
        </pre>
      );
  }
}

function Runs({ runs }: { runs: readonly ProseRun[] }) {
  return runs.map((run, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: runs have no other key
    <Fragment key={index}>{run.text === '\n' ? <br /> : styled(run)}</Fragment>
  ));
}

function styled(run: ProseRun): ReactNode {
  let node: ReactNode = run.text;
  if (run.code) node = <code>{node}</code>;
  if (run.strike) node = <del>{node}</del>;
  if (run.italic) node = <em>{node}</em>;
  if (run.bold) node = <strong>{node}</strong>;
  if (run.href !== undefined && SAFE_HREF.test(run.href)) {
    const web = /^https?:/i.test(run.href);
    node = (
      <a href={run.href} {...(web ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        {node}
      </a>
    );
  }
  return node;
}
