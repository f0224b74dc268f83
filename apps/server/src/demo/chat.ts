import type { ChatSender } from '@kundenportal/domain/chat/chat';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { chatMessages, documents, users } from '../db/schema';

/** `attach`: the name of one of the customer's documents, sent with the message. */
type DemoMessage = { from: ChatSender; text: string; hoursAgo: number; read: boolean; attach?: string };

/** Max and his adviser Thomas Berger: the move of his household insurance; the newest question unread. */
const maxAndBerger: DemoMessage[] = [
  {
    from: 'customer',
    text: 'Hallo Herr Berger, wir ziehen im Frühjahr um. Muss ich bei der Hausratversicherung etwas beachten?',
    hoursAgo: 5 * 24 + 6,
    read: true,
  },
  {
    from: 'adviser',
    text: 'Guten Morgen Herr Mustermann, danke für die Info! Die Hausratversicherung zieht mit um. Schicken Sie mir bitte die neue Adresse und die Wohnfläche, dann passe ich die Versicherungssumme an. Eine gute Umzugs-Checkliste gibt es bei der Verbraucherzentrale: https://www.verbraucherzentrale.de',
    hoursAgo: 4 * 24 + 15,
    read: true,
  },
  {
    from: 'customer',
    text: 'Neue Adresse: Lindenstraße 12, 50674 Köln, 92 m². Einzug ist am 01.03. Anbei noch mein Kfz-Versicherungsschein, da steht auch die alte Adresse drauf.',
    hoursAgo: 4 * 24 + 4,
    read: true,
    attach: 'Versicherungsschein Kfz.pdf',
  },
  {
    from: 'adviser',
    text: 'Danke, ist notiert. Die Anpassung ist beantragt; den Nachtrag stelle ich Ihnen unter „Dokumente“ bereit, sobald er da ist.',
    hoursAgo: 2 * 24 + 2,
    read: true,
  },
  {
    from: 'adviser',
    text: 'Kurze Rückfrage: Soll das E-Bike weiterhin über die Hausrat mitversichert bleiben? Der Zuschlag liegt bei 4,90 € im Monat.',
    hoursAgo: 2,
    read: false,
  },
];

/** Lukas and Sonja Keller (the second agency): a short exchange, both read. */
const lukasAndKeller: DemoMessage[] = [
  {
    from: 'customer',
    text: 'Hallo Frau Keller, ist meine Berufsunfähigkeitsversicherung auch gültig, wenn ich ab Januar selbstständig bin?',
    hoursAgo: 30,
    read: true,
  },
  {
    from: 'adviser',
    text: 'Hallo Herr Hoffmann, ja, der Schutz bleibt bestehen. Melden Sie mir bitte trotzdem die neue Tätigkeit, damit alles sauber dokumentiert ist.',
    hoursAgo: 26,
    read: true,
  },
];

export const demoConversations = { max: maxAndBerger, lukas: lukasAndKeller };

/**
 * A demo conversation between a customer and an adviser of the customer's agency (issue 14), written
 * straight into the table at its times (no stream is open while the demo is seeded).
 */
export async function addDemoChat(
  db: Db,
  ids: { customerEmail: string; adviserEmail: string },
  messages: DemoMessage[],
  now = new Date(),
) {
  const [customer] = await db
    .select({
      id: users.id,
      agencyId: users.agentId,
      name: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
    })
    .from(users)
    .where(sql`lower(${users.email}) = ${ids.customerEmail}`);
  const [adviser] = await db
    .select({ id: users.id, name: sql<string>`${users.firstName} || ' ' || ${users.lastName}` })
    .from(users)
    .where(sql`lower(${users.email}) = ${ids.adviserEmail}`);
  if (!customer || customer.agencyId === null || !adviser) return;
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * 3_600_000);
  const files = await db
    .select({
      documentId: documents.id,
      name: documents.originalFilename,
      ownerType: documents.ownerType,
      ownerId: documents.ownerId,
      filename: documents.filename,
    })
    .from(documents)
    .where(eq(documents.userId, customer.id));
  await db.insert(chatMessages).values(
    messages.map((message) => {
      const author = message.from === 'customer' ? customer : adviser;
      const file = files.find((candidate) => candidate.name === message.attach);
      return {
        attachments: file ? [file] : [],
        customerId: customer.id,
        agencyId: customer.agencyId as number,
        sender: message.from,
        authorId: author.id,
        authorName: author.name,
        text: message.text,
        createdAt: at(message.hoursAgo),
        readAt: message.read ? at(message.hoursAgo - 0.5) : null,
      };
    }),
  );
}
