import type { Result } from 'autocannon';
import { benchDatabases } from './databases';
import {
  capture,
  clientHeaders,
  type LoadOptions,
  login,
  measure,
  startBareServer,
  startPortal,
} from './http';
import { table, throughputTable } from './table';

/** Issue 10: the contract list of a household with 200 contracts next to users/me and a bare server. */
const CONTRACTS = 200;
const PDF_RUNS = 10;

const auth = (token: string) => ({ ...clientHeaders, authorization: `Bearer ${token}` });

/** Adds contracts through the API until the demo household (Max, nine of his own) has `count`. */
async function fillHousehold(baseUrl: string, token: string, count: number): Promise<void> {
  const headers = { ...auth(token), 'content-type': 'application/json' };
  const list = (await (await fetch(`${baseUrl}/api/contracts`, { headers })).json()) as {
    contracts: { person_id: number }[];
  };
  const personId = list.contracts[0]?.person_id;
  if (personId === undefined) throw new Error('demo household without contracts');
  for (let index = list.contracts.length; index < count; index += 1) {
    const response = await fetch(`${baseUrl}/api/contracts`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        person_id: personId,
        sparte: ['kfz', 'hausrat', 'privathaftpflicht', 'unfall', 'rechtsschutz'][index % 5],
        gesellschaft: ['Allianz', 'HUK-COBURG', 'ERGO', 'AXA', 'Debeka'][index % 5],
        label: `Vertrag ${index + 1}`,
        nummer: `BENCH-${index}`,
        beitrag: 10 + (index % 90),
        zahlungsweise: [12, 4, 2, 1][index % 4],
        beginn: '2019-01-01',
        automatische_verlaengerung: 1,
        kf_wert: 3,
        kf_einheit: 'monate',
        kf_ende: 'laufzeitende',
      }),
    });
    if (response.status !== 201) throw new Error(`contract not created: HTTP ${response.status}`);
  }
}

const ms = (values: number[]) => [...values].sort((a, b) => a - b);

/**
 * GET /api/contracts for a household with 200 contracts (p99 next to users/me on the same server and a
 * bare node:http answering the same bytes) and the Vertragsspiegel PDF of those 200 contracts.
 */
export async function benchContracts(load: LoadOptions): Promise<void> {
  const databases = benchDatabases();
  const rows: { target: string; result: Result }[] = [];
  const pdfRows: string[][] = [];
  for (const options of databases) {
    const portal = await startPortal(options);
    try {
      const token = await login(portal.baseUrl);
      await fillHousehold(portal.baseUrl, token, CONTRACTS);
      const list = await capture(`${portal.baseUrl}/api/contracts`, auth(token));
      const count = (JSON.parse(list.body.toString()) as { contracts: unknown[] }).contracts.length;
      console.log(
        `Measuring on ${portal.databaseKind}: GET /api/contracts (${count} contracts, ${list.body.length} bytes) …`,
      );
      rows.push({
        target: `/api/contracts, ${count} contracts (${portal.databaseKind})`,
        result: await measure('contracts', `${portal.baseUrl}/api/contracts`, auth(token), load),
      });
      rows.push({
        target: `/api/users/me (${portal.databaseKind})`,
        result: await measure('me', `${portal.baseUrl}/api/users/me`, auth(token), load),
      });
      const bare = await startBareServer(list);
      try {
        rows.push({
          target: `bare node:http, the same ${list.body.length} bytes`,
          result: await measure('bare', bare.url, auth(token), load),
        });
      } finally {
        await bare.close();
      }
      const times: number[] = [];
      let size = 0;
      for (let run = 0; run < PDF_RUNS; run += 1) {
        const started = performance.now();
        const response = await fetch(`${portal.baseUrl}/api/contracts/vertragsspiegel.pdf`, {
          headers: auth(token),
        });
        const bytes = await response.arrayBuffer();
        times.push(performance.now() - started);
        if (response.status !== 200) throw new Error(`PDF: HTTP ${response.status}`);
        size = bytes.byteLength;
      }
      const sorted = ms(times);
      pdfRows.push([
        portal.databaseKind,
        String(count),
        (size / 1024).toFixed(1),
        (sorted[0] ?? 0).toFixed(0),
        (sorted[Math.floor(sorted.length / 2)] ?? 0).toFixed(0),
        (sorted.at(-1) ?? 0).toFixed(0),
      ]);
    } finally {
      await portal.close();
    }
  }
  console.log('');
  console.log(throughputTable(rows));
  console.log('');
  console.log(`Vertragsspiegel PDF (${PDF_RUNS} runs one after another, first included):`);
  console.log(table(['database', 'contracts', 'KB', 'min ms', 'median ms', 'max ms'], pdfRows, new Set([0])));
}
