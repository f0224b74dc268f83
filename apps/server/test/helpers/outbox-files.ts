import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import PostalMime from 'postal-mime';
import { vi } from 'vitest';

export type OutboxMail = {
  kind: 'mail';
  file: string;
  to: string;
  from: string;
  /** The Reply-To address, '' when the mail has none. */
  replyTo: string;
  subject: string;
  text: string;
  attachments: { filename: string; mimeType: string; content: Buffer }[];
};
export type OutboxSms = { kind: 'sms'; file: string; to: string; text: string };

/** Reads the mail (.eml) and SMS (.txt) files the portal wrote to `<dataDir>/outbox`, oldest first. */
export async function readOutbox(dataDir: string): Promise<(OutboxMail | OutboxSms)[]> {
  const dir = path.join(dataDir, 'outbox');
  const files = (await readdir(dir).catch(() => [] as string[])).sort();
  const messages: (OutboxMail | OutboxSms)[] = [];
  for (const file of files) {
    const raw = await readFile(path.join(dir, file));
    if (file.endsWith('.eml')) {
      const parsed = await PostalMime.parse(raw);
      const to = (parsed.to ?? []).map((a) => ('address' in a ? (a.address ?? '') : '')).join(', ');
      const from = parsed.from && 'address' in parsed.from ? (parsed.from.address ?? '') : '';
      const replyTo = (parsed.replyTo ?? []).map((a) => ('address' in a ? (a.address ?? '') : '')).join(', ');
      const attachments = parsed.attachments.map((attachment) => ({
        filename: attachment.filename ?? '',
        mimeType: attachment.mimeType,
        content: Buffer.from(
          typeof attachment.content === 'string' ? attachment.content : new Uint8Array(attachment.content),
        ),
      }));
      messages.push({
        kind: 'mail',
        file,
        to,
        from,
        replyTo,
        subject: parsed.subject ?? '',
        text: parsed.text ?? '',
        attachments,
      });
    } else if (file.endsWith('.txt')) {
      const text = raw.toString('utf8');
      const to = /^To: (.*)$/m.exec(text)?.[1] ?? '';
      messages.push({ kind: 'sms', file, to, text: text.split('\n\n').slice(1).join('\n\n').trim() });
    }
  }
  return messages;
}

export async function mailsTo(dataDir: string, address: string): Promise<OutboxMail[]> {
  const all = await readOutbox(dataDir);
  return all.filter(
    (m): m is OutboxMail => m.kind === 'mail' && m.to.toLowerCase().includes(address.toLowerCase()),
  );
}

/**
 * The delivered mails to `address` whose text contains `needle`, once `count` have arrived (the worker is
 * asynchronous). Up to 25 s: a first attempt that fails is tried again after 10 s (`retryDelaySeconds`), and
 * the worker's database holds the due messages of the files before (sent in order of their ids); one test of
 * CI run 19's PostgreSQL pass waited 10 s in vain. A passing test ends as soon as its mails are there.
 */
export function deliveredMails(dataDir: string, address: string, needle: string, count = 1) {
  return vi.waitFor(
    async () => {
      const mails = (await mailsTo(dataDir, address)).filter((m) => m.text.includes(needle));
      if (mails.length < count) throw new Error(`${mails.length} of ${count} mails`);
      return mails;
    },
    { timeout: 25_000, interval: 50 },
  );
}

export async function smsTo(dataDir: string, digits: string): Promise<OutboxSms[]> {
  const all = await readOutbox(dataDir);
  return all.filter(
    (m): m is OutboxSms => m.kind === 'sms' && m.to.replace(/\D/g, '') === digits.replace(/\D/g, ''),
  );
}
