import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createAgent } from '../../../src/db/factories';
import { DEMO_BRANDING } from '../../../src/demo/branding';
import { OperatorError } from '../../../src/lib/operator-error';
import { setBranding } from '../../../src/modules/workspace/agency/set-branding';
import { serverDir } from '../../../src/server-dir';
import { getDatabase } from '../../helpers/database';
import { clientHeaders, createTestCustomer, jsonCaller, loginAs, useTestApp } from '../../helpers/test-app';

const t = useTestApp();
const logoFile = () => readFile(path.join(serverDir, 'assets/demo/berger-logo.png'));
const photoFile = () => readFile(path.join(serverDir, 'assets/demo/berger-foto.jpg'));

async function brandedAgent(code = `b${Date.now()}${Math.round(Math.random() * 1e6)}`) {
  const { db } = await getDatabase();
  const agent = await createAgent(db, { signupCode: code });
  await setBranding(db, t.app.blobStore, {
    agent: String(agent.id),
    tokens: DEMO_BRANDING,
    logo: await logoFile(),
    photo: await photoFile(),
  });
  return { agent, code };
}

describe('adviser branding', () => {
  it('the profile carries the tokens and the stylesheet made from them; logo and photo are served', async () => {
    const { agent } = await brandedAgent();
    const c = await createTestCustomer({
      agentId: agent.id,
      withAgent: false,
      config: { nachrichten: true },
    });
    const token = await loginAs(t.app, c.email, c.password);
    const me = (await jsonCaller(t.app, token)('GET', '/api/users/me')).json().user;
    expect(me.agent).toMatchObject({
      branding: { primary: '#1f5f4a', onPrimary: '#ffffff', radius: 10 },
      css: ':root{--color-primary:#1f5f4a;--color-primary-hover:#194c3b;--color-primary-active:#143e30;--color-info-accent:#1f5f4a;--color-on-primary:#ffffff;--radius:10px;--radius-large:15px}',
      logo: `/api/agents/${agent.id}/logo`,
      avatar: '/api/config/agent/avatar',
    });

    // The logo is public: an <img> on the login page sends no session and no client headers.
    const logo = await t.app.inject({ method: 'GET', url: me.agent.logo });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    expect(logo.headers['cache-control']).toBe('public, max-age=3600');
    const meta = await sharp(logo.rawPayload).metadata();
    expect(meta.format).toBe('png');
    expect(meta.width).toBeLessThanOrEqual(480);
    const again = await t.app.inject({
      method: 'GET',
      url: me.agent.logo,
      headers: { 'if-none-match': String(logo.headers.etag) },
    });
    expect(again.statusCode).toBe(304);

    const photo = await t.app.inject({
      method: 'GET',
      url: '/api/config/agent/avatar',
      headers: { ...clientHeaders, authorization: `Bearer ${token}` },
    });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(photo.rawPayload).metadata()).width).toBe(512);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/config/agent/avatar', headers: clientHeaders }))
        .statusCode,
    ).toBe(401);
  });

  it("GET /api/branding/{code}: the login page's brand for the adviser's link; unknown codes 404", async () => {
    const { agent, code } = await brandedAgent();
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/branding/${code.toUpperCase()}`,
      headers: clientHeaders,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      agent: {
        name: 'Thomas Berger',
        firma: 'Berger Versicherungsmakler GmbH',
        logo: `/api/agents/${agent.id}/logo`,
      },
      branding: DEMO_BRANDING,
    });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/branding/gibt-es-nicht', headers: clientHeaders }))
        .statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/agents/999999999/logo' })).statusCode).toBe(404);
  });

  it('refuses an unreadable branding naming the pair, a logo that is no image, and changes nothing', async () => {
    const { agent } = await brandedAgent();
    const { db } = await getDatabase();
    await expect(
      setBranding(db, t.app.blobStore, { agent: String(agent.id), tokens: { primary: '#00aa55' } }),
    ).rejects.toThrow(
      'Der Kontrast zwischen Schrift auf der Hauptfarbe #ffffff und Hauptfarbe #00aa55 ist zu gering (3,05:1, mindestens 4,5:1 nach WCAG AA).',
    );
    await expect(
      setBranding(db, t.app.blobStore, {
        agent: String(agent.id),
        logo: Buffer.from('<html>kein Bild</html>'),
      }),
    ).rejects.toBeInstanceOf(OperatorError);
    await expect(setBranding(db, t.app.blobStore, { agent: 'niemand', tokens: {} })).rejects.toThrow(
      /Kein Berater/,
    );
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/branding/${agent.signupCode}`,
      headers: clientHeaders,
    });
    expect(response.json().branding).toEqual(DEMO_BRANDING);

    // An SVG logo is drawn once into a PNG: no SVG (with its scripts) is ever served.
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="60"><script>alert(1)</script><rect width="200" height="60" fill="#1f5f4a"/></svg>',
    );
    await setBranding(db, t.app.blobStore, { agent: String(agent.id), logo: svg, reset: true });
    const logo = await t.app.inject({ method: 'GET', url: `/api/agents/${agent.id}/logo` });
    expect(logo.headers['content-type']).toBe('image/png');
    expect(logo.rawPayload.includes(Buffer.from('script'))).toBe(false);
    const reset = await t.app.inject({
      method: 'GET',
      url: `/api/branding/${agent.signupCode}`,
      headers: clientHeaders,
    });
    expect(reset.json().branding).toBeNull();
  });
});
