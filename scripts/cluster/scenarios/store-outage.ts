import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { demoLogins } from '../../../apps/server/src/demo/customers';
import { pdfBytes, type Session, signIn, uploadDocument } from '../client';
import type { BackgroundLoad, Cluster, ScenarioResult } from '../types';
import { loadWindow, result, sleep } from './shared';

type Listed = { documents: { filename: string; owner_type: string; owner_id: number }[] };

/** A document's bytes as the web app fetches them: a ticket, then the file. Status and bytes. */
async function download(baseUrl: string, session: Session, doc: Listed['documents'][number]) {
  const query = `type=${doc.owner_type}&id=${doc.owner_id}&filename=${encodeURIComponent(doc.filename)}`;
  const ticket = await session.call('GET', `/api/documents/ticket?${query}`);
  const url = (ticket.body as { url?: string } | null)?.url;
  if (ticket.status !== 200 || !url) return { status: ticket.status, bytes: Buffer.alloc(0), message: '' };
  try {
    const response = await fetch(`${baseUrl}${url}`, { signal: AbortSignal.timeout(20_000) });
    const bytes = Buffer.from(await response.arrayBuffer());
    const message =
      response.status === 200 ? '' : String((JSON.parse(bytes.toString()) as { message?: string }).message);
    return { status: response.status, bytes, message };
  } catch {
    return { status: 0, bytes: Buffer.alloc(0), message: '' };
  }
}

/** The object store's keys, by folder (files/, tmp/). */
async function storeKeys(cluster: Cluster) {
  const client = new S3Client({
    endpoint: cluster.s3.endpoint,
    region: 'eu-central-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  const keys: string[] = [];
  let token: string | undefined;
  do {
    const page = await client.send(
      new ListObjectsV2Command({ Bucket: cluster.s3.bucket, ContinuationToken: token }),
    );
    for (const { Key } of page.Contents ?? []) if (Key) keys.push(Key);
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  client.destroy();
  return {
    files: keys.filter((key) => key.startsWith('files/')).length,
    temp: keys.filter((key) => key.startsWith('tmp/')).length,
  };
}

/**
 * Scenario 5 (issue 34): the object store is down for `outageMs` (30 s in the bench). Meanwhile uploads
 * and downloads answer 503 with a German message; no document row and no stored temp object of a refused
 * upload stays; afterwards uploads and downloads work again, the earlier files intact.
 */
export async function objectStoreOutage(
  cluster: Cluster,
  load: BackgroundLoad,
  options: { outageMs?: number; fileBytes?: number } = {},
): Promise<ScenarioResult> {
  const outageMs = options.outageMs ?? 30_000;
  const size = options.fileBytes ?? 64 * 1024;
  const customer = await signIn(cluster.url, demoLogins.max);
  const persons = (await customer.call('GET', '/api/persons')).body as {
    persons: { id: number; is_main: boolean }[];
  };
  const personId = persons.persons.find((person) => person.is_main)?.id ?? (persons.persons[0]?.id as number);
  const list = async () => ((await customer.call('GET', '/api/documents')).body as Listed).documents;

  const before = pdfBytes(size, 'vor dem Ausfall');
  const first = await uploadDocument(cluster.url, customer, personId, 'Vor dem Ausfall.pdf', before);
  const documentsBefore = await list();
  const keysBefore = await storeKeys(cluster);
  const window = loadWindow(load);

  await cluster.s3.stop();
  const stoppedAt = performance.now();
  const uploads: number[] = [];
  const downloads: number[] = [];
  const messages = new Set<string>();
  for (let i = 0; performance.now() - stoppedAt < outageMs; i += 1) {
    const up = await uploadDocument(
      cluster.url,
      customer,
      personId,
      `Im Ausfall ${i + 1}.pdf`,
      pdfBytes(size, `ausfall ${i}`),
    );
    uploads.push(up.status);
    const message = (up.body as { message?: string } | null)?.message;
    if (message) messages.add(message);
    const doc = documentsBefore[0];
    if (doc) {
      const down = await download(cluster.url, customer, doc);
      downloads.push(down.status);
      if (down.message) messages.add(down.message);
    }
    await sleep(Math.min(1000, outageMs / 5));
  }
  await cluster.s3.start();
  const backAt = performance.now();
  const during = window();

  // All works again: the first upload answered 201 after the store is back (tried every 200 ms, 30 s).
  const after = pdfBytes(size, 'nach dem Ausfall');
  let again = await uploadDocument(cluster.url, customer, personId, 'Nach dem Ausfall.pdf', after);
  while (again.status !== 201 && performance.now() - backAt < 30_000) {
    await sleep(200);
    again = await uploadDocument(cluster.url, customer, personId, 'Nach dem Ausfall.pdf', after);
  }
  const firstSuccessMs = Math.round(performance.now() - backAt);
  const documentsAfter = await list();
  const newest = documentsAfter.find((doc) => !documentsBefore.some((old) => old.filename === doc.filename));
  const earlier = documentsBefore.find((doc) => doc.filename.length > 0);
  const downAfter = newest ? await download(cluster.url, customer, newest) : undefined;
  const earlierAfter = earlier ? await download(cluster.url, customer, earlier) : undefined;
  // A temp object whose removal failed during the outage goes once the store answers (the portals retry
  // with pauses of up to 10 s): looked at every 500 ms for 30 s.
  let keysAfter = await storeKeys(cluster);
  while (keysAfter.temp > keysBefore.temp && performance.now() - backAt < 30_000) {
    await sleep(500);
    keysAfter = await storeKeys(cluster);
  }
  const tempClearedMs = Math.round(performance.now() - backAt);

  const refusedClearly = [...uploads, ...downloads].every((status) => status === 503);
  return result(
    'Objektspeicher-Ausfall',
    {
      'outage ms': outageMs,
      'uploads meanwhile': uploads.length,
      'downloads meanwhile': downloads.length,
      '503 answers meanwhile': [...uploads, ...downloads].filter((status) => status === 503).length,
      'upload answers': [...new Set(uploads)].join(' '),
      'download answers': [...new Set(downloads)].join(' '),
      message: [...messages].join(' | '),
      'documents before/after': `${documentsBefore.length}/${documentsAfter.length}`,
      'stored temp objects after': keysAfter.temp,
      'temp objects gone after ms': keysAfter.temp > keysBefore.temp ? -1 : tempClearedMs,
      'load failed meanwhile': during.failed,
      'upload after': again.status,
      'first success after ms': again.status === 201 ? firstSuccessMs : -1,
      'download after': downAfter?.status ?? 0,
    },
    [
      first.status !== 201 && `Upload vor dem Ausfall: ${first.status}`,
      !refusedClearly &&
        `Im Ausfall antworteten Uploads ${uploads.join(',')} und Downloads ${downloads.join(',')} statt 503`,
      [...messages].some((text) => !/[äöüß]|Dokument|Datei|erreichbar/i.test(text)) &&
        `Keine deutsche Meldung: ${[...messages].join(' | ')}`,
      documentsAfter.length !== documentsBefore.length + 1 &&
        `${documentsAfter.length - documentsBefore.length - 1} Dokumente aus dem Ausfall blieben halb geschrieben`,
      keysAfter.temp > keysBefore.temp &&
        `${keysAfter.temp - keysBefore.temp} Zwischendateien blieben im Speicher`,
      again.status !== 201 && `Upload danach: ${again.status}`,
      downAfter?.bytes.equals(after) !== true && 'Download des neuen Dokuments danach misslang',
      earlierAfter?.status !== 200 && 'Das frühere Dokument ist danach nicht mehr lesbar',
    ],
  );
}
