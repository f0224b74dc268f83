import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { agents } from '../../../src/db/schema';
import { installFormTemplate } from '../../../src/modules/workspace/forms/install-form-template';
import { createFormTemplatesRepository } from '../../../src/modules/workspace/forms/repository';
import { serverDir } from '../../../src/server-dir';
import { getDatabase } from '../../helpers/database';
import { createTestCustomer, jsonCaller, loginAs } from '../../helpers/test-app';
import { ownAdviserAddress } from '../adviser-requests/adviser-requests.fixtures';

/** A small form with every kind of block: prose, a prefilled name, a conditional field, today and a signature. */
export const SMALL_FORM = `# Testvollmacht

Ich bevollmächtige **Thomas Berger**.

{{ Vorname | firstname | textfield | pflicht }}
{{ Nachname | lastname | textfield | pflicht }}
{{ Ort | city | textfield | optional }}
{{ Kontaktweg | weg | radio | pflicht | | optionen=email:Per E-Mail, telefon:Per Telefon }}
{{ Telefon | telefon | textfield | pflicht wenn weg = telefon }}
{{ Einverstanden | ok | checkbox | pflicht }}
{{ Datum | datum | today }}
{{ Unterschrift | unterschrift | sign | pflicht }}
`;

type Agent = NonNullable<Awaited<ReturnType<typeof createTestCustomer>>['agent']>;

export const VALID_VALUES = { firstname: 'Kim', lastname: 'Kunde', weg: 'email', ok: '1' };
export const TYPED = { typed: 'Kim Kunde' };

/** The demo adviser's template of a key (assets/demo/forms). */
export const demoTemplate = (key: string) =>
  readFile(path.join(serverDir, 'assets/demo/forms', `${key}.md`), 'utf8');

export async function installForm(agentId: number, key: string, source: string) {
  const { db } = await getDatabase();
  return installFormTemplate(createFormTemplatesRepository(db), { agent: String(agentId), key, source });
}

/**
 * A logged-in customer with an adviser of its own (own mail address) who has the test form installed as
 * `testvollmacht` and switched on; `config` and `accountTyp` override; `agent` makes the customer one of
 * an existing adviser (whose forms are installed again: unchanged).
 */
export async function formCustomer(
  app: FastifyInstance,
  options: {
    config?: Record<string, unknown>;
    accountTyp?: string;
    forms?: Record<string, string>;
    withAgent?: boolean;
    agent?: Agent;
  } = {},
) {
  const forms = options.forms ?? { testvollmacht: SMALL_FORM };
  const created = await createTestCustomer({
    withAgent: options.agent ? false : (options.withAgent ?? true),
    ...(options.agent ? { agentId: options.agent.id } : {}),
    accountTyp: options.accountTyp ?? 'makler',
    config: options.config ?? {
      dokumente_list: true,
      dokumente_eigene: true,
      beraterdokumente: Object.fromEntries(Object.keys(forms).map((key) => [key, true])),
    },
    persons: [
      {
        firstname: 'Kim',
        lastname: 'Kunde',
        geburtsdatum: '1985-03-14',
        address: { address: 'Hauptstraße', addressnumber: '5', streetcode: '80331', city: 'München' },
      },
    ],
  });
  const c = { ...created, agent: options.agent ?? created.agent };
  const adviserEmail = options.agent
    ? await adviserAddress(options.agent.id)
    : c.agent
      ? await ownAdviserAddress(c.agent.id)
      : '';
  if (c.agent) for (const [key, source] of Object.entries(forms)) await installForm(c.agent.id, key, source);
  const token = await loginAs(app, c.email, c.password);
  const call = jsonCaller(app, token);
  const mainPersonId = c.persons[0]?.id ?? 0;
  return { ...c, token, call, adviserEmail, mainPersonId };
}

async function adviserAddress(agentId: number): Promise<string> {
  const { db } = await getDatabase();
  const [agent] = await db.select({ email: agents.email }).from(agents).where(eq(agents.id, agentId));
  return agent?.email ?? '';
}

/** A PNG of a drawn stroke on a transparent pad (what signature_pad's toDataURL gives), as a data URL. */
export async function drawnPng(width = 640, height = 360): Promise<string> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><path d="M 40 200 C 120 80, 200 300, 320 150 S 500 120, 600 220" stroke="black" stroke-width="3" fill="none"/></svg>`;
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

export async function emptyPng(width = 640, height = 360): Promise<string> {
  const png = await sharp({
    create: { width, height, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
  })
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

/** signature_pad's toSVG shape: a path and a dot. */
export const DRAWN_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 640 360" width="640" height="360"><path d="M 40,200 C 120,80 200,300 320,150" stroke="black" stroke-width="3" fill="none"/><circle r="1.5" cx="500" cy="200" fill="black"/></svg>';
