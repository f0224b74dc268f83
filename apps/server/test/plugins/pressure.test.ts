import { errorCatalogue } from '@kundenportal/domain/errors/error-codes';
import { newPersonInput } from '@kundenportal/domain/household/person-examples';
import Fastify from 'fastify';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../src/config';
import { pressurePlugin } from '../../src/plugins/pressure';
import { createHousehold } from '../helpers/household';
import { clientHeaders, createTestApp, type TestApp } from '../helpers/test-app';

const apps: TestApp[] = [];
afterAll(async () => {
  for (const t of apps) await t.app.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Keeps the event loop busy in 250 ms slices (timers still fire between them, each 250 ms late). */
async function blockEventLoop(totalMs: number) {
  const end = Date.now() + totalMs;
  while (Date.now() < end) {
    const slice = Date.now() + 250;
    while (Date.now() < slice) {
      // busy
    }
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe('load shedding (@fastify/under-pressure)', () => {
  it('answers 503 with Retry-After and the German message while the event loop lags, and recovers', async () => {
    const t = await createTestApp({ PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '50' });
    apps.push(t);
    // An API read without a session: 401 normally, so a 503 is the shedding's.
    const read = () => t.app.inject({ method: 'GET', url: '/api/persons', headers: clientHeaders });
    const ready = () => t.app.inject({ method: 'GET', url: '/api/ready' });
    // The app's start (its routes' schemas compiled) or a busy machine may have held the loop in the first
    // sample: normal is what a sample without pressure shows.
    for (const started = Date.now(); t.app.isUnderPressure() && Date.now() - started < 5000; )
      await sleep(50);
    expect((await read()).statusCode).toBe(401);

    // Two samples (one per second) see a loop 250 ms late.
    await blockEventLoop(2300);
    const [shed, readiness, health, metrics, file] = await Promise.all([
      read(),
      ready(),
      t.app.inject({ method: 'GET', url: '/api/health' }),
      t.app.inject({ method: 'GET', url: '/api/metrics', remoteAddress: '127.0.0.1' }),
      t.app.inject({ method: 'GET', url: '/assets/pdf-viewer-x.js' }),
    ]);
    // The app's files are never shed: a lazily loaded chunk answered 503 broke the page (issue 27, item 3).
    expect(file.statusCode).not.toBe(503);
    expect(shed.statusCode).toBe(503);
    expect(shed.headers['retry-after']).toBe('5');
    expect(shed.json()).toEqual({
      error: 'service_unavailable',
      message: errorCatalogue.service_unavailable.message,
    });
    // Liveness and metrics stay reachable: a monitor must see the overload, not a dead process.
    expect(health.statusCode).toBe(200);
    // Readiness too: a balancer that took every busy process out had none left (ADR 329; the full-size
    // rolling restart answered HAProxy's own 503 while two processes carried the third's load).
    expect(readiness.statusCode).toBe(200);
    expect(metrics.statusCode).toBe(200);
    expect(t.logs.join('')).toContain('under pressure: requests shed with 503');

    let status = 503;
    for (let i = 0; i < 40 && status === 503; i += 1) {
      await sleep(100);
      status = (await read()).statusCode;
    }
    expect(status).toBe(401);
  });

  it("sheds reads and what needs no session while the loop lags, but lets a signed-in user's write through", async () => {
    const t = await createTestApp({ PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '50' });
    apps.push(t);
    const household = await createHousehold(t.app);
    const calm = () => expect(t.app.isUnderPressure()).toBe(false);
    await vi.waitFor(calm, { timeout: 5000, interval: 50 });
    const before = (await household.api.list()).json().persons.length;

    await blockEventLoop(2300);
    expect(t.app.isUnderPressure()).toBe(true);
    const [write, read, login] = await Promise.all([
      household.api.create(newPersonInput()),
      household.api.list(),
      t.app.inject({
        method: 'POST',
        url: '/api/login',
        headers: clientHeaders,
        payload: { email: household.email, password: household.password },
      }),
    ]);
    // The write ran (ADR 333): refused, it would be a person the customer typed in and had to type again.
    expect(write.statusCode).toBe(201);
    // A read goes to another process through the balancer; a login (scrypt) is the first thing a flood sends.
    expect(read.statusCode).toBe(503);
    expect(login.statusCode).toBe(503);
    await vi.waitFor(calm, { timeout: 5000, interval: 50 });
    expect((await household.api.list()).json().persons.length).toBe(before + 1);
  });

  it('has documented defaults and can be switched off with 0', () => {
    const dataDir = apps[0]?.dataDir ?? '.';
    expect(loadConfig({ DATA_DIR: dataDir }).pressure).toEqual({
      maxEventLoopDelayMs: 500,
      maxDbWaiting: 100,
      maxDbWaitMs: 500,
    });
    expect(
      loadConfig({
        DATA_DIR: dataDir,
        PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
        PRESSURE_MAX_DB_WAITING: '0',
        PRESSURE_MAX_DB_WAIT_MS: '0',
      }).pressure,
    ).toEqual({ maxEventLoopDelayMs: 0, maxDbWaiting: 0, maxDbWaitMs: 0 });
    expect(() => loadConfig({ DATA_DIR: dataDir, PRESSURE_MAX_DB_WAIT_MS: '-1' })).toThrowError(
      /PRESSURE_MAX_DB_WAIT_MS/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, PRESSURE_MAX_DB_WAITING: '-1' })).toThrowError(
      /PRESSURE_MAX_DB_WAITING/,
    );
  });
});

describe('load shedding on a queue for database connections', () => {
  it('answers 503 before the route runs while more requests wait than allowed, and runs it again after', async () => {
    const app = Fastify();
    // A signed-in user's write too: it would only wait out its connection timeout.
    app.addHook('onRoute', (route) => {
      route.config = { ...route.config, signedIn: true };
    });
    let waiting = 5;
    let ran = 0;
    await app.register(pressurePlugin, {
      maxEventLoopDelayMs: 0,
      maxDbWaiting: 2,
      poolStats: () => ({ total: 10, idle: 0, waiting, max: 10 }),
    });
    app.post('/api/thing', async () => {
      ran += 1;
      return { ok: true };
    });
    try {
      const shed = await app.inject({ method: 'POST', url: '/api/thing' });
      expect(shed.statusCode).toBe(503);
      expect(shed.headers['retry-after']).toBe('5');
      expect(shed.json()).toEqual({
        error: 'service_unavailable',
        message: errorCatalogue.service_unavailable.message,
      });
      expect(ran).toBe(0);

      waiting = 2;
      expect((await app.inject({ method: 'POST', url: '/api/thing' })).statusCode).toBe(200);
      expect(ran).toBe(1);
    } finally {
      await app.close();
    }
  });

  it('sheds a long queue only once its oldest request has waited the limit, not a burst that clears at once', async () => {
    const app = Fastify();
    let oldestWaitMs = 0;
    let ran = 0;
    await app.register(pressurePlugin, {
      maxEventLoopDelayMs: 0,
      maxDbWaiting: 100,
      maxDbWaitMs: 500,
      poolStats: () => ({ total: 20, idle: 0, waiting: 150, max: 20, oldestWaitMs }),
    });
    app.get('/api/thing', async () => {
      ran += 1;
      return { ok: true };
    });
    const status = async () => (await app.inject({ method: 'GET', url: '/api/thing' })).statusCode;
    try {
      // 150 waiting after a pause of the process, the oldest for a few milliseconds: served.
      oldestWaitMs = 3;
      expect(await status()).toBe(200);
      oldestWaitMs = 499.9;
      expect(await status()).toBe(200);
      // A queue that does not move: shed.
      oldestWaitMs = 500;
      expect(await status()).toBe(503);
      oldestWaitMs = 2500;
      expect(await status()).toBe(503);
      expect(ran).toBe(2);
    } finally {
      await app.close();
    }
  });
});
