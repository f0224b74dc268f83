import { mailsTo, smsTo } from '../apps/server/test/helpers/outbox-files';

/** The run's data folder (mail and SMS land in its outbox/). */
export function e2eDataDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set');
  return dir;
}

/** Waits for the newest mail to `address` matching `pattern` in the outbox and returns it. */
export async function waitForMail(address: string, pattern: RegExp = /./, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mail = (await mailsTo(e2eDataDir(), address))
      .filter((m) => pattern.test(m.subject + m.text))
      .at(-1);
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail to ${address} matching ${pattern}`);
}

/** Waits for the newest SMS to a number (digits compared) and returns its text. */
export async function waitForSms(digits: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const sms = (await smsTo(e2eDataDir(), digits)).at(-1);
    if (sms) return sms;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no SMS to ${digits}`);
}
