import { resolveConfig, resolveFeatures } from '@kundenportal/domain/account/config-flags';
import type { User } from '@kundenportal/domain/account/user';
import { vi } from 'vitest';

/** A recorded call to the mocked `fetch`, the one network edge the web tests replace. */
export type RecordedCall = {
  method: string;
  path: string;
  /** The query string with its '?', or ''. */
  search: string;
  headers: Headers;
  body: unknown;
};

type Reply = { status?: number; body?: unknown; headers?: Record<string, string> } | 'network-error';
type Handler = (call: RecordedCall) => Reply | Promise<Reply>;

/** Replaces `fetch` with handlers keyed 'METHOD /path' (a Uint8Array body is sent raw); unknown calls answer 404. */
export function mockFetch(handlers: Record<string, Handler>) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    const call: RecordedCall = {
      method,
      path: url.pathname,
      search: url.search,
      headers: new Headers(init.headers),
      body,
    };
    calls.push(call);
    const handler = handlers[`${method} ${url.pathname}`];
    const reply = handler ? await handler(call) : { status: 404, body: { error: 'not_found' } };
    if (reply === 'network-error') throw new TypeError('Failed to fetch');
    // Bytes (a PDF, say) go out as they are; anything else as JSON.
    const raw = reply.body instanceof Uint8Array;
    return new Response(
      reply.body === undefined
        ? null
        : raw
          ? (reply.body as Uint8Array<ArrayBuffer>)
          : JSON.stringify(reply.body),
      {
        status: reply.status ?? 200,
        headers: { 'Content-Type': raw ? 'application/octet-stream' : 'application/json', ...reply.headers },
      },
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

export function demoUser(overrides: Partial<User> = {}): User {
  return {
    id: 1,
    first_name: 'Max',
    last_name: 'Mustermann',
    email: 'max.mustermann@example.com',
    agent: {
      id: 7,
      typ: '93HGB',
      anrede: 'Frau',
      vorname: 'Anna',
      name: 'Berater',
      firma: 'Berater & Partner GmbH',
      email: 'anna@berater.example',
      phone: '+49 30 1234567',
      mobile: '0170 / 1234567',
      avatar: null,
      logo: null,
      css: null,
      branding: null,
      empfehlungsgeber_art: 'versicherungsvermittler',
      registernummer: 'D-ABCD-1234-56',
      hauptadresse: {
        co: null,
        address: 'Hauptstraße',
        addressnumber: '1',
        streetcode: '10115',
        city: 'Berlin',
      },
    },
    agent_verbindungs_anfragen: [],
    haupt_person: {
      id: 11,
      firstname: 'Max',
      lastname: 'Mustermann',
      gender: 'm',
      geburtsdatum: '1980-05-17',
      hauptadresse: null,
    },
    HauptPerson: { id: 11 },
    persons: [],
    hasAvatar: false,
    hasMakler: true,
    account_typ: 'makler',
    features: resolveFeatures({}),
    legaldocs: [],
    config: resolveConfig({ nachrichten: true }),
    ...overrides,
  };
}
