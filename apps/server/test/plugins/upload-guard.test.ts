import { readdir } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { errorCatalogue } from '@kundenportal/domain/errors/error-codes';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { UPLOAD_RETRY_AFTER_SECONDS } from '../../src/plugins/upload-guard';
import { createDocumentCustomer, multipartBody, samples } from '../helpers/documents';
import {
  authHeaders,
  clientHeaders,
  createTestAdviser,
  loginAsAdviser,
  type TestApp,
  uniqueIp,
  useTestApp,
} from '../helpers/test-app';

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

/**
 * A request over a real socket whose body the test writes itself: `send` writes bytes, `trickle` writes
 * a few bytes at a time as a stalled client does, `answer` is the server's response (read while the body
 * is still being written, as browsers do).
 */
function openRequest(base: string, url: string, headers: Record<string, string>, length: number) {
  const request = http.request(`${base}${url}`, {
    method: 'POST',
    agent: false,
    headers: { ...headers, 'content-length': String(length) },
  });
  let trickling: NodeJS.Timeout | undefined;
  const answer = new Promise<Answer>((resolve, reject) => {
    request.on('response', (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => {
        body += chunk;
      });
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
      );
    });
    // Writing on after the server answered and closed: the answer has come already.
    request.on('error', (error) => reject(error));
  });
  answer.catch(() => undefined);
  const closed = new Promise<void>((resolve) =>
    request.on('close', () => {
      clearInterval(trickling);
      resolve();
    }),
  );
  return {
    answer,
    /** The connection has closed (by either side). */
    closed,
    send: (bytes: Buffer) => request.write(bytes),
    end: (bytes: Buffer) => request.end(bytes),
    /** 16 bytes every 50 ms: about 320 bytes a second. */
    trickle: () => {
      trickling = setInterval(() => request.write(Buffer.alloc(16, 0x20)), 50);
    },
  };
}

const temporaryFiles = async (t: TestApp) =>
  (await readdir(path.join(t.dataDir, 'files'))).filter((name) => name.startsWith('tmp-'));

/** A PDF's upload body: its first bytes open the file part (the store's temporary file), the rest follows. */
function pdfUpload(size = 64 * 1024) {
  const content = Buffer.concat([samples.pdf(), Buffer.alloc(size, 0x20)]);
  const { body, contentType } = multipartBody({ name: 'Langsam.pdf', content });
  const head = body.subarray(0, body.indexOf('%PDF') + 4096);
  return { body, contentType, head, rest: body.subarray(head.length) };
}

describe('a body slower than the minimum rate', () => {
  const t = useTestApp({
    BODY_MIN_BYTES: '1024',
    BODY_MIN_RATE_WINDOW_MS: '400',
    // The public check's limit per address is shared with the worker's other files (all from 127.0.0.1).
    SIGNATURE_CHECKS_MAX_PER_IP: '100000',
  });
  let base = '';
  beforeAll(async () => {
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });

  it('is cut off with 408 and the API’s German error, and the upload leaves no file and no row', async () => {
    const customer = await createDocumentCustomer(t.app);
    const upload = pdfUpload();
    const request = openRequest(
      base,
      `/api/v2/document/person/${customer.mainId}`,
      { ...authHeaders(customer.token), 'content-type': upload.contentType },
      upload.body.length,
    );
    request.send(upload.head);
    // The file part has begun: the store holds its temporary file while the rest trickles in.
    await vi.waitFor(async () => expect(await temporaryFiles(t)).toHaveLength(1), { timeout: 5000 });
    request.trickle();

    const answer = await request.answer;
    expect(answer.status).toBe(408);
    expect(answer.headers.connection).toBe('close');
    expect(JSON.parse(answer.body)).toEqual({
      error: 'upload_too_slow',
      message: errorCatalogue.upload_too_slow.message,
    });
    expect(await temporaryFiles(t)).toEqual([]);
    expect((await customer.api.list()).json()).toEqual({ documents: [] });
    // The client's fault: no error logged, no 'reply already sent'.
    expect(t.logs.filter((line) => JSON.parse(line).level >= 40)).toEqual([]);
  });

  it('cuts off a picture upload that sends nothing after its headers', async () => {
    const customer = await createDocumentCustomer(t.app, { config: { nachrichten: true } });
    const { body, contentType } = multipartBody({ name: 'ich.png', content: samples.png(), hash: null });
    const request = openRequest(
      base,
      '/api/users/avatar',
      { ...authHeaders(customer.token), 'content-type': contentType },
      body.length,
    );
    request.send(body.subarray(0, 40));
    const answer = await request.answer;
    expect(answer.status).toBe(408);
    expect(JSON.parse(answer.body).error).toBe('upload_too_slow');
  });

  it('cuts off a stalled body on every upload route, customer, adviser and public', async () => {
    const customer = await createDocumentCustomer(t.app, {
      config: { nachrichten: true, liquiditaet: true },
    });
    const adviser = await createTestAdviser({ agencyId: customer.agent?.id });
    const adviserToken = await loginAsAdviser(t.app, adviser.email, adviser.password);
    const routes: [string, Record<string, string>][] = [
      [`/api/v2/document/person/${customer.mainId}`, authHeaders(customer.token)],
      ['/api/users/avatar', authHeaders(customer.token)],
      ['/api/users/banking/import', authHeaders(customer.token)],
      [`/api/berater/kunden/${customer.user.id}/dokumente`, authHeaders(adviserToken)],
      ['/api/berater/agentur/logo', authHeaders(adviserToken)],
      ['/api/berater/agentur/foto', authHeaders(adviserToken)],
      ['/api/berater/import/vorschau', authHeaders(adviserToken)],
      ['/api/berater/signaturen/pruefen', authHeaders(adviserToken)],
      ['/api/signaturen/pruefen', clientHeaders],
    ];
    const answers = await Promise.all(
      routes.map(([url, headers]) => {
        const upload = pdfUpload();
        const request = openRequest(
          base,
          url,
          { ...headers, 'content-type': upload.contentType },
          upload.body.length,
        );
        request.send(upload.head);
        return request.answer.then((answer) => `${url} ${answer.status} ${JSON.parse(answer.body).error}`);
      }),
    );
    expect(answers).toEqual(routes.map(([url]) => `${url} 408 upload_too_slow`));
    expect(await temporaryFiles(t)).toEqual([]);
  });

  it('closes the kept-alive connection of a refused upload whose body then trickles', async () => {
    const customer = await createDocumentCustomer(t.app, { config: { dokumente_eigene: false } });
    const upload = pdfUpload();
    const request = openRequest(
      base,
      `/api/v2/document/person/${customer.mainId}`,
      { ...authHeaders(customer.token), 'content-type': upload.contentType, connection: 'keep-alive' },
      upload.body.length,
    );
    request.send(upload.head);
    request.trickle();
    const answer = await request.answer;
    expect(answer.status).toBe(403);
    expect(answer.headers.connection).toBe('keep-alive');
    // The refused body is not worth a connection that trickles on.
    await request.closed;
  });

  it('cuts off a JSON body too, and a body at speed passes', async () => {
    const payload = Buffer.from(JSON.stringify({ email: 'langsam@example.com', password: 'x'.repeat(40) }));
    const slow = openRequest(
      base,
      '/api/login',
      { ...clientHeaders, 'content-type': 'application/json' },
      payload.length,
    );
    slow.send(payload.subarray(0, 5));
    expect((await slow.answer).status).toBe(408);

    const customer = await createDocumentCustomer(t.app);
    const upload = pdfUpload(512 * 1024);
    const fast = openRequest(
      base,
      `/api/v2/document/person/${customer.mainId}`,
      { ...authHeaders(customer.token), 'content-type': upload.contentType },
      upload.body.length,
    );
    fast.end(upload.body);
    expect((await fast.answer).status).toBe(201);
  });
});

describe('uploads running at once', () => {
  const t = useTestApp({ TRUST_PROXY: 'true', UPLOADS_MAX_PER_SESSION: '2', UPLOADS_MAX_PER_IP: '3' });
  let base = '';
  beforeAll(async () => {
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });

  function uploadFrom(ip: string, customer: Awaited<ReturnType<typeof createDocumentCustomer>>) {
    const upload = pdfUpload();
    const request = openRequest(
      base,
      `/api/v2/document/person/${customer.mainId}`,
      { ...authHeaders(customer.token), 'content-type': upload.contentType, 'x-forwarded-for': ip },
      upload.body.length,
    );
    return {
      answer: request.answer,
      /** Sends the first part of the body and holds the rest back. */
      hold: () => request.send(upload.head),
      finish: () => request.end(upload.rest),
      whole: () => request.end(upload.body),
    };
  }

  it('takes as many as the session may run, refuses one more with 429 and Retry-After, per session and per address', async () => {
    const ip = uniqueIp();
    const first = await createDocumentCustomer(t.app);
    const second = await createDocumentCustomer(t.app);

    // The session's maximum (2) runs.
    const running = [uploadFrom(ip, first), uploadFrom(ip, first)];
    for (const upload of running) upload.hold();
    await vi.waitFor(async () => expect(await temporaryFiles(t)).toHaveLength(2), { timeout: 5000 });
    const overSession = uploadFrom(ip, first);
    overSession.whole();
    const refused = await overSession.answer;
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBe(String(UPLOAD_RETRY_AFTER_SECONDS));
    expect(JSON.parse(refused.body)).toEqual({
      error: 'too_many_uploads',
      message: errorCatalogue.too_many_uploads.message,
    });

    // Another session from the same address reaches the address's maximum (3), and no further.
    const third = uploadFrom(ip, second);
    third.hold();
    running.push(third);
    await vi.waitFor(async () => expect(await temporaryFiles(t)).toHaveLength(3), { timeout: 5000 });
    const overAddress = uploadFrom(ip, second);
    overAddress.whole();
    expect((await overAddress.answer).status).toBe(429);
    // Another address is not held back by this one.
    const elsewhere = uploadFrom(uniqueIp(), second);
    elsewhere.whole();
    expect((await elsewhere.answer).status).toBe(201);

    for (const upload of running) upload.finish();
    expect((await Promise.all(running.map((upload) => upload.answer))).map((a) => a.status)).toEqual([
      201, 201, 201,
    ]);
    // Finished uploads free their places.
    const again = uploadFrom(ip, first);
    again.whole();
    expect((await again.answer).status).toBe(201);
    expect(await temporaryFiles(t)).toEqual([]);
  });
});
