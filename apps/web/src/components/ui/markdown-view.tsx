import DOMPurify from 'dompurify';
import { Marked } from 'marked';
import { useMemo } from 'react';
import styles from './text-document.module.css';

/** What markdown may become: text structure and links, nothing that loads, runs or styles. */
const ALLOWED_TAGS = [
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'br',
  'hr',
  'ul',
  'ol',
  'li',
  'strong',
  'em',
  'del',
  'code',
  'pre',
  'blockquote',
  'a',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
];

/**
 * The page has its h1. A legal text's headings move one level down (`#` becomes h2); an adviser form's
 * title is the page's h1 already, so its `##` stays h2 (`shift` 0). Never above h2.
 */
const parsers = new Map<number, Marked>();
function parserFor(shift: number): Marked {
  let parser = parsers.get(shift);
  if (!parser) {
    parser = new Marked({
      gfm: true,
      async: false,
      // Raw HTML loses its handler attributes before any DOM parser sees it, even DOMPurify's inert one:
      // Chromium 156.0.8078.108 reports a handler parsed there as a CSP violation. DOMPurify still sanitises.
      renderer: { html: ({ text }) => withoutHandlers(text) },
      walkTokens(token) {
        if (token.type === 'heading') token.depth = Math.min(6, Math.max(2, token.depth + shift));
      },
    });
    parsers.set(shift, parser);
  }
  return parser;
}

const withoutHandlers = (html: string) => html.replace(/\son[a-z]+\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi, '');

let hooked = false;

/**
 * Markdown as sanitised HTML: marked renders it, DOMPurify keeps only ALLOWED_TAGS with `href` and `title`,
 * links only to http(s), mailto and tel (web links open in a new tab without access to the portal).
 * Raw HTML in the markdown, scripts, styles, images and event handlers never get through.
 */
export function renderMarkdown(text: string, shift = 1): string {
  if (!hooked) {
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && /^https?:/i.test(node.getAttribute('href') ?? '')) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    });
    hooked = true;
  }
  return DOMPurify.sanitize(parserFor(shift).parse(text) as string, {
    ALLOWED_TAGS,
    ALLOWED_ATTR: ['href', 'title'],
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:)/i,
  });
}

/** An adviser's text written in markdown (legal texts, forms), shown like the portal's own structured texts. */
export function MarkdownView({ text, headingShift = 1 }: { text: string; headingShift?: number }) {
  const html = useMemo(() => renderMarkdown(text, headingShift), [text, headingShift]);
  return (
    <div
      className={`${styles.document} ${styles.markdown}`}
      // Sanitised above: the only place the portal renders text as markup.
      // biome-ignore lint/security/noDangerouslySetInnerHtml: DOMPurify output of ALLOWED_TAGS only.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
