import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { MailPayload, SmsPayload } from './outbox-repository';

export type MailTransport = { send(mail: MailPayload): Promise<void>; close(): void };
export type SmsProvider = { send(sms: SmsPayload): Promise<void> };

function outboxFileName(kind: 'mail' | 'sms', extension: string): string {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  return `${stamp}-${kind}-${randomBytes(4).toString('hex')}.${extension}`;
}

/** SMTP when a URL is configured, else complete .eml files in `<dataDir>/outbox`. */
export function createMailTransport(options: {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
}): MailTransport {
  const transporter = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await transporter.sendMail({
        from: options.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        attachments: mail.attachments?.map((file) => ({
          filename: file.filename,
          contentType: file.contentType,
          content: Buffer.from(file.contentBase64, 'base64'),
        })),
      });
      if (!options.smtpUrl) {
        await mkdir(options.outboxDir, { recursive: true });
        const file = path.join(options.outboxDir, outboxFileName('mail', 'eml'));
        await writeFile(file, (info as unknown as { message: Buffer }).message, { mode: 0o600 });
      }
    },
    close() {
      transporter.close();
    },
  };
}

/** The default SMS provider writes each message as a text file (recipient and text) to the outbox folder. */
export function createFileSmsProvider(outboxDir: string): SmsProvider {
  return {
    async send(sms) {
      await mkdir(outboxDir, { recursive: true });
      const file = path.join(outboxDir, outboxFileName('sms', 'txt'));
      await writeFile(file, `To: ${sms.to}\n\n${sms.text}\n`, { mode: 0o600 });
    },
  };
}
