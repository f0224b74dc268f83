import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Balancer, startBalancer } from '../../../../scripts/cluster/balancer';
import { freePort } from '../helpers/private-postgres';
import { tempDir } from '../helpers/temp-dir';

/**
 * The cluster's HAProxy (ADR 291, 293) in front of a stand-in portal that answers every request with the
 * X-Forwarded-For it got: the client's own header must not reach the portals (they trust the proxy).
 */
let upstream: Server;
let balancer: Balancer;

beforeAll(async () => {
  upstream = createServer((request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ forwardedFor: request.headers['x-forwarded-for'] ?? null }));
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const { port } = upstream.address() as AddressInfo;
  balancer = await startBalancer({
    dir: tempDir('kp-balancer'),
    port: await freePort(),
    servers: [{ index: 1, port }],
  });
  // Two passed checks (400 ms apart) bring the stand-in in.
  await vi.waitFor(async () => expect((await balancer.server(1)).status).toBe('UP'), {
    timeout: 10_000,
    interval: 100,
  });
}, 20_000);

afterAll(async () => {
  await balancer?.stop();
  await new Promise((resolve) => upstream?.close(resolve));
});

describe('the balancer', () => {
  it("replaces a client's X-Forwarded-For with the client's address, never passes it on", async () => {
    const forwarded = async (headers: Record<string, string>) => {
      const response = await fetch(`${balancer.url}/api/users/me`, { headers });
      expect(response.status).toBe(200);
      return ((await response.json()) as { forwardedFor: string | null }).forwardedFor;
    };
    expect(await forwarded({ 'x-forwarded-for': '6.6.6.6' })).toBe('127.0.0.1');
    expect(await forwarded({ 'x-forwarded-for': '6.6.6.6, 7.7.7.7' })).toBe('127.0.0.1');
    expect(await forwarded({})).toBe('127.0.0.1');
  });
});
