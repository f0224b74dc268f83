import { describe, expect, it } from 'vitest';
import { documents } from '../../src/db/schema';
import { addDemoChat, demoConversations } from '../../src/demo/chat';
import { getDatabase } from '../helpers/database';
import {
  createTestAdviser,
  createTestCustomer,
  jsonCaller,
  loginAs,
  loginAsAdviser,
  useTestApp,
} from '../helpers/test-app';

const t = useTestApp();

describe('the demo chat (Max and his adviser Thomas Berger)', () => {
  it('shows both sides the conversation in order, with the newest adviser question still unread', async () => {
    const { db } = await getDatabase();
    const customer = await createTestCustomer({
      firstName: 'Max',
      lastName: 'Mustermann',
      config: { nachrichten: true },
    });
    const adviser = await createTestAdviser({
      agencyId: customer.agent?.id,
      firstName: 'Thomas',
      lastName: 'Berger',
    });
    // His policy, which he sends along with the new address.
    const [policy] = await db
      .insert(documents)
      .values({
        userId: customer.user.id,
        ownerType: 'person',
        ownerId: 1,
        filename: `${customer.user.id}-police.pdf`,
        blobKey: `demo-chat/${customer.user.id}-police.pdf`,
        originalFilename: 'Versicherungsschein Kfz.pdf',
        size: 10,
        mime: 'application/pdf',
        sha256: '0'.repeat(64),
      })
      .returning();
    await addDemoChat(
      db,
      { customerEmail: customer.email, adviserEmail: adviser.email },
      demoConversations.max,
    );

    const { messages } = (
      await jsonCaller(t.app, await loginAs(t.app, customer.email, customer.password))('GET', '/api/chat')
    ).json();
    expect(messages.map((m: { text: string }) => m.text)).toEqual(
      demoConversations.max.map((m) => m.text).reverse(),
    );
    expect(messages[0]).toMatchObject({ sender: 'adviser', author: 'Thomas Berger', readAt: null });
    expect(messages.at(-1)).toMatchObject({ sender: 'customer', author: 'Max Mustermann' });
    expect(messages.slice(1).every((m: { readAt: string | null }) => m.readAt !== null)).toBe(true);
    const withFile = messages.filter((m: { attachments: unknown[] }) => m.attachments.length > 0);
    expect(withFile).toHaveLength(1);
    expect(withFile[0]).toMatchObject({
      sender: 'customer',
      attachments: [
        { documentId: policy?.id, name: 'Versicherungsschein Kfz.pdf', filename: policy?.filename },
      ],
    });
    const times = messages.map((m: { createdAt: string }) => Date.parse(m.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const adviserCall = jsonCaller(t.app, await loginAsAdviser(t.app, adviser.email, adviser.password));
    expect((await adviserCall('GET', '/api/berater/chat')).json().conversations).toMatchObject([
      { customerId: customer.user.id, name: 'Max Mustermann', unread: 0 },
    ]);
  });
});
