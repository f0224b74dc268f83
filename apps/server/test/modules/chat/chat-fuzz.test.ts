import { randomUUID } from 'node:crypto';
import { CHAT_ATTACHMENTS_MAX, CHAT_TEXT_MAX } from '@kundenportal/domain/chat/chat';
import { isKnownPushService, pushRegisterSchema } from '@kundenportal/domain/chat/push';
import { isStorableText } from '@kundenportal/domain/validation/storable-text';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { chatMessages, documents, pushSubscriptions } from '../../../src/db/schema';
import { getDatabase } from '../../helpers/database';
import { FUZZ_RUNS } from '../../helpers/fuzz-runs';
import { hasProtoKey } from '../../helpers/proto-key';
import { authHeaders, createTestCustomer, useTestApp } from '../../helpers/test-app';
import { type ChatPair, chatPair } from './chat.fixtures';

/**
 * 1,000 generated bodies per chat write endpoint (the customer's and the adviser's message, both read
 * marks, a push subscription): never a 5xx; a message is stored exactly when its text, trimmed, is up to 2,000
 * storable characters, its files (at most 5, each once) are documents of the customer, one of the two is there
 * and nothing else was sent, and then stored as answered. The message limit is lifted here.
 */
const RUNS = FUZZ_RUNS;
const t = useTestApp({ CHAT_MESSAGES_MAX_PER_USER: '100000' });
let pair: ChatPair;
/** Stored names of two documents of the customer, and of one of another customer. */
let own: string[] = [];
let foreign = '';

beforeAll(async () => {
  pair = await chatPair(t.app);
  const other = await createTestCustomer();
  const { db } = await getDatabase();
  const file = (userId: number, name: string) => ({
    userId,
    ownerType: 'person',
    ownerId: 1,
    filename: `${randomUUID()}.pdf`,
    blobKey: `fuzz/${randomUUID()}`,
    originalFilename: name,
    size: 1,
    mime: 'application/pdf',
    sha256: '0'.repeat(64),
  });
  const rows = await db
    .insert(documents)
    .values([
      file(pair.customer.user.id, 'A.pdf'),
      file(pair.customer.user.id, 'B.pdf'),
      file(other.user.id, 'C.pdf'),
    ])
    .returning();
  own = rows.slice(0, 2).map((row) => row.filename);
  foreign = rows[2]?.filename ?? '';
});

const codeUnits = fc.string({
  unit: fc.integer({ min: 0, max: 0xffff }).map((n) => String.fromCharCode(n)),
  maxLength: 40,
});
const text = fc.oneof(
  fc.string({ maxLength: 80 }),
  codeUnits,
  fc.constantFrom(
    '',
    '   ',
    '\n',
    'x'.repeat(CHAT_TEXT_MAX),
    ` ${'y'.repeat(CHAT_TEXT_MAX)} `,
    'z'.repeat(CHAT_TEXT_MAX + 1),
  ),
  fc.constantFrom<unknown>(null, 7, true, ['a'], { text: 'a' }),
);
/** A file reference: own documents (known once the test runs), another customer's, or no name at all. */
const attachment = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(0, 1).map((index) => () => own[index]) },
  { weight: 1, arbitrary: fc.constant(() => foreign) },
  {
    weight: 1,
    arbitrary: fc.constantFrom<unknown>('', 'x'.repeat(201), 7, null).map((value) => () => value),
  },
);
const messageBody = fc.oneof(
  {
    weight: 8,
    arbitrary: fc.record(
      {
        text,
        attachments: fc.oneof(
          fc.array(attachment, { maxLength: 7 }),
          fc.constantFrom<unknown>('a.pdf', null, {}).map((value) => () => value),
        ),
        extra: fc.constantFrom('anhang', 'sender', 'customerId'),
      },
      { requiredKeys: ['text'] },
    ),
  },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
);

/** The generated body with its file references resolved (they name documents made in beforeAll). */
function resolve(body: unknown): unknown {
  if (!isObject(body) || !('attachments' in body)) return body;
  const { attachments } = body;
  if (typeof attachments === 'function') return { ...body, attachments: attachments() };
  if (Array.isArray(attachments))
    return { ...body, attachments: attachments.map((item) => (typeof item === 'function' ? item() : item)) };
  return body;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** What a message body is stored as, or null: the rules written out once more, independently of zod. */
function accepted(body: unknown): { text: string; files: string[] } | null {
  if (!isObject(body) || Object.keys(body).some((key) => key !== 'text' && key !== 'attachments'))
    return null;
  if (typeof body.text !== 'string') return null;
  const trimmed = body.text.trim();
  if (trimmed.length > CHAT_TEXT_MAX || !isStorableText(trimmed)) return null;
  const files = body.attachments === undefined ? [] : body.attachments;
  if (!Array.isArray(files) || files.length > CHAT_ATTACHMENTS_MAX || new Set(files).size !== files.length)
    return null;
  if (!files.every((name) => typeof name === 'string' && own.includes(name))) return null;
  if (trimmed.length === 0 && files.length === 0) return null;
  return { text: trimmed, files: files as string[] };
}

async function send(url: string, token: string, body: unknown) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...authHeaders(token), 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
}

async function fuzzMessages(url: string, token: string) {
  const { db } = await getDatabase();
  await fc.assert(
    fc.asyncProperty(messageBody, async (generated) => {
      const body = resolve(generated);
      const response = await send(url, token, body);
      expect(response.statusCode).toBeLessThan(500);
      const expected = accepted(body);
      if (hasProtoKey(JSON.stringify(body))) {
        expect([400, 422]).toContain(response.statusCode);
        return;
      }
      if (expected === null) {
        expect(response.statusCode, response.body).toBe(422);
        return;
      }
      expect(response.statusCode, response.body).toBe(201);
      const { message } = response.json();
      expect(message.text).toBe(expected.text);
      expect(message.attachments.map((file: { filename: string }) => file.filename)).toEqual(expected.files);
      const [stored] = await db.select().from(chatMessages).where(eq(chatMessages.id, message.id));
      expect(stored?.text).toBe(expected.text);
      expect(stored?.attachments.map((file) => file.filename)).toEqual(expected.files);
    }),
    { numRuns: RUNS },
  );
}

describe(`${RUNS} generated bodies per chat write endpoint`, () => {
  it('POST /api/chat', async () => {
    await fuzzMessages('/api/chat', pair.customerToken);
  });

  it('POST /api/berater/kunden/{id}/chat', async () => {
    await fuzzMessages(pair.adviserUrl, pair.adviserToken);
  });

  it('POST /api/chat/read and /api/berater/kunden/{id}/chat/read', async () => {
    const upTo = fc.oneof(
      fc.integer(),
      fc.double(),
      fc.string({ maxLength: 12 }),
      fc.constantFrom<unknown>(null, [], {}),
    );
    const body = fc.oneof(
      { weight: 6, arbitrary: fc.record({ upTo, more: fc.constant(1) }, { requiredKeys: [] }) },
      { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
    );
    await fc.assert(
      fc.asyncProperty(body, fc.boolean(), async (generated, asCustomer) => {
        const response = asCustomer
          ? await send('/api/chat/read', pair.customerToken, generated)
          : await send(`${pair.adviserUrl}/read`, pair.adviserToken, generated);
        expect(response.statusCode).toBeLessThan(500);
        if (hasProtoKey(JSON.stringify(generated))) return;
        const valid =
          isObject(generated) &&
          Object.keys(generated).every((key) => key === 'upTo') &&
          typeof generated.upTo === 'number' &&
          Number.isInteger(generated.upTo) &&
          generated.upTo >= 1 &&
          generated.upTo <= 2_147_483_647;
        expect(response.statusCode, `${JSON.stringify(generated)} ${response.body}`).toBe(valid ? 200 : 422);
      }),
      { numRuns: RUNS },
    );
  });

  it('POST /api/push/register', async () => {
    const { db } = await getDatabase();
    const b64 = (length: number) =>
      fc.string({ unit: fc.constantFrom(...'AZaz09-_'), minLength: length, maxLength: length });
    const endpoint = fc.oneof(
      fc
        .string({ unit: fc.constantFrom(...'abcdef0123'), minLength: 1, maxLength: 20 })
        .map((id) => `https://fcm.googleapis.com/fcm/send/${id}`),
      fc.constantFrom(
        'https://evil.example/p',
        'http://fcm.googleapis.com/x',
        'https://x.notify.windows.com/w',
        '',
      ),
      fc.webUrl(),
      fc.string({ maxLength: 30 }),
      fc.constantFrom<unknown>(null, 5, ['https://fcm.googleapis.com/x']),
    );
    const keys = fc.oneof(
      {
        weight: 4,
        arbitrary: fc.record({
          p256dh: fc.oneof(b64(87), fc.string({ maxLength: 90 })),
          auth: fc.oneof(b64(22), b64(21)),
        }),
      },
      { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 1 }) },
    );
    const body = fc.oneof(
      {
        weight: 8,
        arbitrary: fc.record(
          {
            endpoint,
            keys,
            expirationTime: fc.constantFrom<unknown>(null, 1_800_000_000_000, 'bald'),
            device: fc.constant('x'),
          },
          { requiredKeys: ['endpoint', 'keys'] },
        ),
      },
      { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
    );
    await fc.assert(
      fc.asyncProperty(body, async (generated) => {
        const response = await send('/api/push/register', pair.customerToken, generated);
        expect(response.statusCode).toBeLessThan(500);
        if (hasProtoKey(JSON.stringify(generated))) return;
        const parsed = pushRegisterSchema.safeParse(generated);
        const valid = parsed.success && isKnownPushService(parsed.data.endpoint);
        expect(response.statusCode, `${JSON.stringify(generated)} ${response.body}`).toBe(valid ? 201 : 422);
        if (valid && parsed.success) {
          const [row] = await db
            .select()
            .from(pushSubscriptions)
            .where(eq(pushSubscriptions.endpoint, parsed.data.endpoint));
          expect(row).toMatchObject({ userId: pair.customer.user.id, auth: parsed.data.keys.auth });
        }
      }),
      { numRuns: RUNS },
    );
  });
});
