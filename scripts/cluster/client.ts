import { createHash } from 'node:crypto';
import { createParser } from 'eventsource-parser';
import { clientHeaders } from '../bench/http';

/** One signed-in session through the balancer; a token the server rotates (Authorization answer) is kept. */
export type Session = {
  token(): string;
  headers(): Record<string, string>;
  /** A JSON request; never throws on an answer, `status` is 0 when the connection failed. */
  call(
    method: string,
    path: string,
    body?: unknown,
  ): Promise<{ status: number; body: unknown; server: string }>;
};

export async function signIn(
  baseUrl: string,
  account: { email: string; password: string },
  loginPath = '/api/login',
): Promise<Session> {
  let token = '';
  for (let attempt = 0; attempt < 20 && !token; attempt += 1) {
    const response = await fetch(`${baseUrl}${loginPath}`, {
      method: 'POST',
      headers: { ...clientHeaders, 'content-type': 'application/json' },
      body: JSON.stringify({ email: account.email, password: account.password }),
    }).catch(() => null);
    const body = (await response?.json().catch(() => null)) as { token?: string } | null;
    if (body?.token) token = body.token;
    else await new Promise((resolve) => setTimeout(resolve, 500));
  }
  if (!token) throw new Error(`Anmeldung von ${account.email} gelang nicht`);
  const headers = () => ({ ...clientHeaders, authorization: `Bearer ${token}` });
  return {
    token: () => token,
    headers,
    async call(method, path, body) {
      try {
        const response = await fetch(`${baseUrl}${path}`, {
          method,
          headers: { ...headers(), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: AbortSignal.timeout(20_000),
        });
        const rotated = response.headers.get('authorization');
        if (rotated?.startsWith('Bearer ')) token = rotated.slice(7);
        const text = await response.text();
        let parsed: unknown = text;
        try {
          parsed = JSON.parse(text);
        } catch {
          // Not JSON (a file): the text.
        }
        return {
          status: response.status,
          body: parsed,
          server: response.headers.get('x-portal-server') ?? '',
        };
      } catch {
        return { status: 0, body: null, server: '' };
      }
    },
  };
}

/**
 * The chat's event stream as the web app keeps it: reconnects through the balancer when it ends or
 * breaks, with Last-Event-ID, so a resumed stream sends what was missed. Counts every message id seen.
 */
export function resilientStream(baseUrl: string, path: string, session: Session) {
  const seen = new Map<number, number>();
  let lastId: string | undefined;
  let stopped = false;
  let connections = 0;
  let server = '';
  let controller = new AbortController();
  let readyResolve: () => void = () => undefined;
  const firstReady = new Promise<void>((resolve) => {
    readyResolve = resolve;
  });

  async function once() {
    controller = new AbortController();
    const response = await fetch(`${baseUrl}${path}`, {
      headers: {
        ...session.headers(),
        accept: 'text/event-stream',
        ...(lastId ? { 'last-event-id': lastId } : {}),
      },
      signal: controller.signal,
    });
    if (response.status !== 200 || !response.body) return;
    connections += 1;
    server = response.headers.get('x-portal-server') ?? '';
    const parser = createParser({
      onEvent(event) {
        if (event.event === 'ready') readyResolve();
        if (event.event !== 'message' || !event.id) return;
        lastId = event.id;
        const id = Number(event.id);
        seen.set(id, (seen.get(id) ?? 0) + 1);
      },
    });
    const decoder = new TextDecoder();
    for await (const chunk of response.body) parser.feed(decoder.decode(chunk, { stream: true }));
  }

  const running = (async () => {
    while (!stopped) {
      await once().catch(() => undefined);
      if (!stopped) await new Promise((resolve) => setTimeout(resolve, 250));
    }
  })();

  return {
    ready: () => firstReady,
    /** The process (balancer's server name) the stream is on now. */
    server: () => server,
    connections: () => connections,
    /** Each message id with how often it arrived. */
    seen: () => seen,
    async stop() {
      stopped = true;
      controller.abort();
      await running;
    },
  };
}

/** A document upload as the web app sends it (hash, directory, kategorie, then the file). */
export async function uploadDocument(
  baseUrl: string,
  session: Session,
  personId: number,
  name: string,
  bytes: Buffer,
): Promise<{ status: number; body: unknown }> {
  const form = new FormData();
  form.append('hash', createHash('sha256').update(bytes).digest('hex'));
  form.append('directory', '');
  form.append('kategorie', 'eigene');
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), name);
  try {
    const response = await fetch(`${baseUrl}/api/v2/document/person/${personId}`, {
      method: 'POST',
      headers: session.headers(),
      body: form,
      signal: AbortSignal.timeout(30_000),
    });
    return { status: response.status, body: await response.json().catch(() => null) };
  } catch {
    return { status: 0, body: null };
  }
}

/** A PDF of `size` bytes that the upload's content check takes (a header, then filler). */
export function pdfBytes(size: number, seed: string): Buffer {
  const head = Buffer.from(`%PDF-1.4\n% ${seed}\n`);
  const tail = Buffer.from('\n%%EOF\n');
  return Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length - tail.length), 0x20), tail]);
}
