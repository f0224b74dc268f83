import { describe, expect, it } from 'vitest';
import { createAgent } from '../../../src/db/factories';
import { OperatorError } from '../../../src/lib/operator-error';
import { setLegalDocument } from '../../../src/modules/workspace/agency/set-legal-document';
import { getDatabase } from '../../helpers/database';
import { createTestCustomer, jsonCaller, loginAs, useTestApp } from '../../helpers/test-app';

const t = useTestApp();

async function setup(config: Record<string, unknown> = { datenschutz: true, nutzungsbedinungen: true }) {
  const { db } = await getDatabase();
  const agent = await createAgent(db);
  const c = await createTestCustomer({ agentId: agent.id, withAgent: false, config });
  const call = jsonCaller(t.app, await loginAs(t.app, c.email, c.password));
  return { db, agent, call };
}

describe('GET /api/legal/{key}', () => {
  it("answers the adviser's own markdown with its version, else the default (markdown null, version 1)", async () => {
    const { db, agent, call } = await setup();
    expect((await call('GET', '/api/legal/datenschutz')).json()).toEqual({
      key: 'datenschutz',
      title: 'Datenschutzerklärung',
      version: '1',
      markdown: null,
    });
    const text = '# Datenschutz\n\nWir schützen Deine Daten.';
    const set = await setLegalDocument(db, String(agent.id), 'datenschutz', text);
    const answer = (await call('GET', '/api/legal/datenschutz')).json();
    expect(answer).toMatchObject({ markdown: text, version: set.version });
    expect(answer.version).toMatch(/^[0-9a-f]{12}$/);
    const me = (await call('GET', '/api/users/me')).json().user;
    expect(me.legaldocs).toEqual([
      { key: 'nutzungsbedingungen', title: 'Nutzungsbedingungen', version: '1' },
      { key: 'datenschutz', title: 'Datenschutz', version: set.version },
    ]);
    await setLegalDocument(db, String(agent.id), 'datenschutz', null);
    expect((await call('GET', '/api/legal/datenschutz')).json().markdown).toBeNull();
  });

  it('needs the flag of the page (403), knows only its two texts (404) and a session (401)', async () => {
    const { call } = await setup({ datenschutz: true });
    expect((await call('GET', '/api/legal/nutzungsbedingungen')).statusCode).toBe(403);
    expect((await call('GET', '/api/legal/impressum')).statusCode).toBe(404);
    expect((await jsonCaller(t.app, '')('GET', '/api/legal/datenschutz')).statusCode).toBe(401);
  });

  it('refuses an unknown key, an empty or too long text (200 KB at most) and an unknown adviser', async () => {
    const { db, agent } = await setup();
    const id = String(agent.id);
    await expect(setLegalDocument(db, id, 'agb', 'x')).rejects.toBeInstanceOf(OperatorError);
    await expect(setLegalDocument(db, id, 'datenschutz', '  ')).rejects.toThrow('leer');
    await expect(setLegalDocument(db, id, 'datenschutz', 'a\u0000b')).rejects.toThrow('leer');
    await expect(setLegalDocument(db, id, 'datenschutz', 'ä'.repeat(100_001))).rejects.toThrow('zu lang');
    await expect(setLegalDocument(db, id, 'datenschutz', 'x'.repeat(200_000))).resolves.toMatchObject({
      agentId: agent.id,
    });
    await expect(setLegalDocument(db, 'niemand', 'datenschutz', 'x')).rejects.toThrow('Kein Berater');
  });
});
