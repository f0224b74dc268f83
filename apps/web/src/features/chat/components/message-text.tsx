import { LinkifyIt } from 'linkify-it';
import type { ReactNode } from 'react';

// Web and mail links only: no ftp:, no protocol-relative '//host', never javascript: (not a schema here).
const linkify = new LinkifyIt().add('ftp:', null).add('//', null);
const SAFE = /^(https?:|mailto:)/i;

/**
 * A message's text as the other side wrote it: plain text (React escapes it, no markup is ever read),
 * with web addresses and e-mail addresses made into links that open outside the app.
 */
export function MessageText({ text }: { text: string }) {
  const matches = linkify.match(text) ?? [];
  const parts: ReactNode[] = [];
  let at = 0;
  for (const match of matches) {
    if (!SAFE.test(match.url)) continue;
    if (match.index > at) parts.push(text.slice(at, match.index));
    parts.push(
      <a key={match.index} href={match.url} target="_blank" rel="noopener noreferrer nofollow">
        {match.text}
      </a>,
    );
    at = match.lastIndex;
  }
  if (at < text.length) parts.push(text.slice(at));
  return <>{parts}</>;
}
