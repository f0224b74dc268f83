import { randomUUID } from 'node:crypto';
import { CHAT_ATTACHMENTS_MAX } from '@kundenportal/domain/chat/chat';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { chatMessages, documents } from '../../../src/db/schema';
import { getDatabase } from '../../helpers/database';
import { createTestCustomer, useTestApp } from '../../helpers/test-app';
import { chatPair } from './chat.fixtures';

const t = useTestApp();

/** A stored document of the customer (the upload itself is the documents feature's, tested there). */
async function documentOf(userId: number, name: string) {
  const { db } = await getDatabase();
  const filename = `${randomUUID()}.pdf`;
  const [row] = await db
    .insert(documents)
    .values({
      userId,
      ownerType: 'person',
      ownerId: 1,
      filename,
      blobKey: `test/${filename}`,
      originalFilename: name,
      size: 100,
      mime: 'application/pdf',
      sha256: '0'.repeat(64),
    })
    .returning();
  if (!row) throw new Error('no document');
  return row;
}

describe('files on chat messages (issue 14)', () => {
  it('sends documents of the household with or without text, from both sides, as they were when sent', async () => {
    const pair = await chatPair(t.app);
    const offer = await documentOf(pair.customer.user.id, 'Angebot Hausrat.pdf');
    const policy = await documentOf(pair.customer.user.id, 'Police.pdf');

    const fromCustomer = await pair.customerCall('POST', '/api/chat', {
      text: '',
      attachments: [offer.filename],
    });
    expect(fromCustomer.statusCode, fromCustomer.body).toBe(201);
    expect(fromCustomer.json().message).toMatchObject({
      text: '',
      attachments: [
        {
          documentId: offer.id,
          name: 'Angebot Hausrat.pdf',
          ownerType: 'person',
          ownerId: 1,
          filename: offer.filename,
        },
      ],
    });
    const fromAdviser = await pair.adviserCall('POST', pair.adviserUrl, {
      text: 'Hier beide Unterlagen.',
      attachments: [policy.filename, offer.filename],
    });
    expect(fromAdviser.statusCode, fromAdviser.body).toBe(201);
    expect(fromAdviser.json().message.attachments.map((a: { name: string }) => a.name)).toEqual([
      'Police.pdf',
      'Angebot Hausrat.pdf',
    ]);

    // Renamed later, the message keeps the name it was sent with.
    const { db } = await getDatabase();
    await db.update(documents).set({ originalFilename: 'Umbenannt.pdf' }).where(eq(documents.id, offer.id));
    const page = (await pair.customerCall('GET', '/api/chat')).json().messages;
    expect(page[1].attachments[0].name).toBe('Angebot Hausrat.pdf');
    expect((await pair.adviserCall('GET', pair.adviserUrl)).json().messages[0].attachments).toHaveLength(2);
  });

  it("refuses a document outside the customer's household, twice the same, too many, and an empty message", async () => {
    const pair = await chatPair(t.app);
    const other = await createTestCustomer();
    const foreign = await documentOf(other.user.id, 'Fremd.pdf');
    const own = await Promise.all(
      Array.from({ length: CHAT_ATTACHMENTS_MAX + 1 }, (_, index) =>
        documentOf(pair.customer.user.id, `D${index}.pdf`),
      ),
    );
    const ids = own.map((row) => row.filename);
    const cases: [unknown, string][] = [
      [
        { text: 'x', attachments: [ids[0], foreign.filename] },
        'attachments.1=>Diese Datei gibt es im Haushalt nicht.',
      ],
      [{ text: 'x', attachments: [ids[0], ids[0]] }, 'attachments=>Eine Datei ist doppelt angehängt.'],
      [
        { text: 'x', attachments: ids },
        `attachments=>Eine Nachricht kann höchstens ${CHAT_ATTACHMENTS_MAX} Dateien haben.`,
      ],
      [{ text: '  ', attachments: [] }, 'text=>Bitte gib eine Nachricht ein.'],
      [{ text: 'x', attachments: [7] }, 'attachments.0=>Bitte gib den Dateinamen eines Dokuments an.'],
      [
        { text: 'x', attachments: ['x'.repeat(201)] },
        'attachments.0=>Bitte gib den Dateinamen eines Dokuments an.',
      ],
      [{ text: 'x', attachments: 3 }, 'attachments=>'],
    ];
    for (const [body, entry] of cases) {
      for (const send of [
        () => pair.customerCall('POST', '/api/chat', body),
        () => pair.adviserCall('POST', pair.adviserUrl, body),
      ]) {
        const response = await send();
        expect(response.statusCode, JSON.stringify(body)).toBe(422);
        expect(response.json().errors.join('\n'), JSON.stringify(body)).toContain(entry);
      }
    }
    const atMax = await pair.customerCall('POST', '/api/chat', {
      text: 'x',
      attachments: ids.slice(0, CHAT_ATTACHMENTS_MAX),
    });
    expect(atMax.statusCode).toBe(201);
    const { db } = await getDatabase();
    const stored = await db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.customerId, pair.customer.user.id));
    expect(stored).toHaveLength(1);
  });
});
