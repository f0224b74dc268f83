import { Lexer, type Token, type Tokens } from 'marked';

/**
 * A piece of inline text in one style. `href` marks a link (its text is what both sides show). A '\n' in
 * `text` is a hard line break.
 */
export type ProseRun = {
  text: string;
  bold?: true;
  italic?: true;
  code?: true;
  strike?: true;
  href?: string;
};

/**
 * The prose of a form template as one parsed structure (ADR 032): the customer's screen and the signed PDF
 * both draw these blocks and nothing else, so what is shown is what is signed. Raw HTML inside prose is
 * text here (it reads as the adviser typed it, on both sides); character references are not decoded.
 */
export type ProseBlock =
  | { kind: 'heading'; depth: 2 | 3 | 4 | 5 | 6; runs: ProseRun[] }
  | { kind: 'paragraph'; runs: ProseRun[] }
  | { kind: 'list'; ordered: boolean; start: number; items: ProseListItem[] }
  | { kind: 'quote'; blocks: ProseBlock[] }
  | { kind: 'rule' }
  | { kind: 'table'; header: ProseRun[][]; rows: ProseRun[][][] }
  | { kind: 'code'; text: string };

/** A list item: a task item's box ('☐' or '☒') is part of its first paragraph's text. */
export type ProseListItem = { blocks: ProseBlock[] };

type Style = Omit<ProseRun, 'text'>;

/** Markdown (a template's prose between its fields) as blocks. */
export function proseOf(markdown: string): ProseBlock[] {
  return blocksOf(Lexer.lex(markdown));
}

function blocksOf(tokens: readonly Token[]): ProseBlock[] {
  return tokens.flatMap((token) => blockOf(token));
}

function blockOf(token: Token): ProseBlock[] {
  switch (token.type) {
    case 'heading': {
      const heading = token as Tokens.Heading;
      // The form's title is its page's h1 (and the PDF's title line): headings in the prose start at 2.
      const depth = Math.min(6, Math.max(2, heading.depth)) as 2 | 3 | 4 | 5 | 6;
      return [{ kind: 'heading', depth, runs: runsOf(heading.tokens, {}) }];
    }
    case 'paragraph':
    case 'text': {
      const inline = 'tokens' in token && Array.isArray(token.tokens) ? (token.tokens as Token[]) : undefined;
      const runs = inline ? runsOf(inline, {}) : textRuns(String(token.text ?? ''), {});
      return runs.length ? [{ kind: 'paragraph', runs }] : [];
    }
    case 'list': {
      const list = token as Tokens.List;
      const start = list.ordered && typeof list.start === 'number' ? list.start : 1;
      return [{ kind: 'list', ordered: list.ordered, start, items: list.items.map(itemOf) }];
    }
    case 'blockquote':
      return [{ kind: 'quote', blocks: blocksOf((token as Tokens.Blockquote).tokens) }];
    case 'hr':
      return [{ kind: 'rule' }];
    case 'table': {
      const table = token as Tokens.Table;
      return [
        {
          kind: 'table',
          header: table.header.map((cell) => runsOf(cell.tokens, { bold: true })),
          rows: table.rows.map((row) => row.map((cell) => runsOf(cell.tokens, {}))),
        },
      ];
    }
    case 'code':
      return [{ kind: 'code', text: (token as Tokens.Code).text }];
    case 'html': {
      // A raw HTML block nested in a list or quote (the parser refuses one at the top): its text as typed.
      const text = String(token.text ?? token.raw).replace(/\n+$/, '');
      return text.trim() ? [{ kind: 'paragraph', runs: [{ text }] }] : [];
    }
    default:
      // 'space' and link definitions print nothing.
      return [];
  }
}

function itemOf(item: Tokens.ListItem): ProseListItem {
  const blocks = blocksOf(item.tokens);
  if (!item.task) return { blocks };
  const box: ProseRun = { text: item.checked ? '☒ ' : '☐ ' };
  const [first, ...rest] = blocks;
  if (first?.kind === 'paragraph') return { blocks: [{ ...first, runs: [box, ...first.runs] }, ...rest] };
  return { blocks: [{ kind: 'paragraph', runs: [box] }, ...blocks] };
}

function runsOf(tokens: readonly Token[] | undefined, style: Style): ProseRun[] {
  const runs: ProseRun[] = [];
  for (const token of tokens ?? []) {
    switch (token.type) {
      case 'strong':
        runs.push(...runsOf((token as Tokens.Strong).tokens, { ...style, bold: true }));
        break;
      case 'em':
        runs.push(...runsOf((token as Tokens.Em).tokens, { ...style, italic: true }));
        break;
      case 'del':
        runs.push(...runsOf((token as Tokens.Del).tokens, { ...style, strike: true }));
        break;
      case 'link':
        runs.push(...runsOf((token as Tokens.Link).tokens, { ...style, href: (token as Tokens.Link).href }));
        break;
      case 'codespan':
        runs.push(...textRuns((token as Tokens.Codespan).text, { ...style, code: true }));
        break;
      case 'br':
        runs.push({ text: '\n', ...style });
        break;
      case 'checkbox':
        break;
      case 'html':
        // Inline HTML is text: '<script>alert(1)</script>' reads as typed on the screen and in the PDF.
        runs.push(...textRuns(token.raw, style));
        break;
      case 'image':
        runs.push(...textRuns((token as Tokens.Image).text, style));
        break;
      default:
        if ('tokens' in token && Array.isArray(token.tokens) && token.tokens.length)
          runs.push(...runsOf(token.tokens as Token[], style));
        else runs.push(...textRuns('text' in token ? String(token.text) : token.raw, style));
    }
  }
  return merged(runs);
}

/** Text in a style; a soft line break inside a paragraph is a space, as in any reader of markdown. */
function textRuns(text: string, style: Style): ProseRun[] {
  const flat = text.replace(/[ \t]*\n[ \t]*/g, ' ');
  return flat ? [{ text: flat, ...style }] : [];
}

/** Neighbouring runs of the same style joined: fewer pieces, the same text. */
function merged(runs: ProseRun[]): ProseRun[] {
  const out: ProseRun[] = [];
  for (const run of runs) {
    const last = out.at(-1);
    if (last && sameStyle(last, run) && last.text !== '\n' && run.text !== '\n')
      out[out.length - 1] = { ...last, text: last.text + run.text };
    else out.push(run);
  }
  return out;
}

function sameStyle(a: ProseRun, b: ProseRun): boolean {
  return (
    a.bold === b.bold &&
    a.italic === b.italic &&
    a.code === b.code &&
    a.strike === b.strike &&
    a.href === b.href
  );
}

/** A list item's marker as both sides print it: '1.' … or '•'. */
export function listMarker(list: { ordered: boolean; start: number }, index: number): string {
  return list.ordered ? `${list.start + index}.` : '•';
}

/**
 * The text of prose blocks in reading order, one line per paragraph, row or list item (with its marker):
 * what the customer reads and signs. Tests compare the screen's and the PDF's text with it.
 */
export function proseText(blocks: readonly ProseBlock[]): string {
  return blocks.flatMap(blockLines).join('\n');
}

const runsText = (runs: readonly ProseRun[]) => runs.map((run) => run.text).join('');

function blockLines(block: ProseBlock): string[] {
  switch (block.kind) {
    case 'heading':
    case 'paragraph':
      return [runsText(block.runs)];
    case 'list':
      return block.items.flatMap((item, index) => {
        const [first = '', ...rest] = item.blocks.flatMap(blockLines);
        return [`${listMarker(block, index)} ${first}`, ...rest];
      });
    case 'quote':
      return block.blocks.flatMap(blockLines);
    case 'rule':
      return [];
    case 'table':
      return [block.header, ...block.rows].map((row) => row.map(runsText).join(' '));
    case 'code':
      return [block.text];
  }
}
