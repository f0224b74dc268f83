import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { mailsTo, smsTo } from './outbox-files';
import { authHeaders, clientHeaders, type TestApp, uniqueIp } from './test-app';

type Method = 'GET' | 'POST';

/** A request to the API as the web client sends it; from a fresh client address unless one is given. */
export function call(
  app: FastifyInstance,
  method: Method,
  url: string,
  options: { payload?: unknown; token?: string; ip?: string } = {},
) {
  return app.inject({
    method,
    url,
    headers: options.token ? authHeaders(options.token) : clientHeaders,
    ...(options.payload === undefined ? {} : { payload: options.payload as object }),
    remoteAddress: options.ip ?? uniqueIp(),
  });
}

let phoneCounter = randomInt(0, 9_000_000);
/** A fresh German mobile number as typed (national form) and its stored digits. */
export function uniqueMobile() {
  phoneCounter += 1;
  const rest = String(10_000_000 + (phoneCounter % 90_000_000)).slice(-8);
  return { typed: `0151 ${rest}`, digits: `49151${rest}` };
}

/** Sends what the outbox holds and returns the newest mail to `address` (throws when there is none). */
export async function lastMailTo(t: TestApp, address: string) {
  await t.app.outbox.runOnce();
  const mails = await mailsTo(t.dataDir, address);
  const mail = mails.at(-1);
  if (!mail) throw new Error(`no mail to ${address}`);
  return mail;
}

export async function lastSmsCode(t: TestApp, digits: string): Promise<string> {
  await t.app.outbox.runOnce();
  const sms = (await smsTo(t.dataDir, digits)).at(-1);
  const code = sms && /(\d{6})/.exec(sms.text)?.[1];
  if (!code) throw new Error(`no SMS code for ${digits}`);
  return code;
}

/** The code at the end of a portal link in a mail text, e.g. `#/intro/Passwortvergessen/{code}`. */
export function codeFromLink(text: string, route: string): string {
  const match = new RegExp(`/#/intro/${route}/([A-Za-z0-9_-]+)`).exec(text);
  if (!match?.[1]) throw new Error(`no ${route} link in: ${text}`);
  return match[1];
}

export const strongPassword = () => `Neu!${randomInt(100_000, 999_999)}Pw`;
