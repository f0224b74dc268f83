import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createAgent, createCustomer } from '../../src/db/factories';
import { demoCustomer, demoLogins } from '../../src/demo/customers';
import { addDemoRechner, demoWidgetOrigin } from '../../src/demo/rechner';
import { startDemoWidgetServer } from '../../src/demo/widget-server';
import { getDatabase } from '../helpers/database';
import { jsonCaller, loginAs, useTestApp } from '../helpers/test-app';

const t = useTestApp();
const servers: { close: () => void }[] = [];
afterAll(() => {
  for (const server of servers) server.close();
});

describe("the demo's Vergleichsrechner (issue 31)", () => {
  async function rechnerOfDemoMax(widgetPort?: number | null) {
    const { db } = await getDatabase();
    const agent = await createAgent(db);
    const login = { ...demoLogins.max, email: `demo-max-${randomUUID()}@example.com` };
    const customer = await createCustomer(db, {
      ...demoCustomer('max', login),
      agentId: agent.id,
      scryptLogN: 10,
    });
    await addDemoRechner(db, agent.id, customer.user.id, widgetPort);
    const call = jsonCaller(t.app, await loginAs(t.app, login.email, login.password));
    const response = await call('GET', '/api/vergleichsrechner');
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ rechner: { sparte: string; url: string; origins: string[] }[] }>().rechner;
  }

  it('gives Max the area with his agency’s two calculators on the demo widgets’ origin', async () => {
    const rechner = await rechnerOfDemoMax();
    expect(rechner.map((entry) => entry.sparte)).toEqual(['kfz', 'privathaftpflicht']);
    for (const entry of rechner) {
      expect(entry.origins).toEqual(['http://localhost:8081']);
      expect(new URL(entry.url).origin).toBe('http://localhost:8081');
    }
  });

  it('points the calculators at the configured DEMO_WIDGET_PORT, not at 8081', async () => {
    expect(demoWidgetOrigin(9181)).toBe('http://localhost:9181');
    const rechner = await rechnerOfDemoMax(9181);
    for (const entry of rechner) {
      expect(entry.origins).toEqual(['http://localhost:9181']);
      expect(new URL(entry.url).origin).toBe('http://localhost:9181');
    }
  });

  it('serves the widgets on a port of their own, each posting its height as { height }, and nothing else', async () => {
    const server = await startDemoWidgetServer(0, '127.0.0.1');
    servers.push(server);
    const address = server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    for (const name of ['kfz', 'haftpflicht']) {
      const page = await fetch(`${base}/${name}.html`);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      const html = await page.text();
      expect(html).toContain(
        "parent.postMessage({ type: 'resize', height: Math.ceil(document.body.getBoundingClientRect().height) }, '*')",
      );
    }
    for (const path of ['/', '/../package.json', '/%2e%2e/package.json', '/nope.html', '/kfz.js'])
      expect((await fetch(`${base}${path}`)).status, path).toBe(404);
  });
});
