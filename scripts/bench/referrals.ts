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
import { throughputTable } from './table';

/**
 * Issue 13: the reads of the referral page (link, tiers, payments, voucher types, share text) and the
 * notification settings, for the demo's Max, next to users/me on the same server and a bare node:http
 * answering the payments' bytes — on PGlite, and on PostgreSQL when a database is given.
 */
const READS = [
  '/api/users/slug/url',
  '/api/users/referrals/tiers',
  '/api/users/referrals/payments',
  '/api/users/referrals/voucher-types',
  '/api/users/referrals/share-text',
  '/api/notifications',
] as const;

export async function benchReferrals(load: LoadOptions): Promise<void> {
  const databases = benchDatabases();
  const rows: { target: string; result: Result }[] = [];
  for (const options of databases) {
    const portal = await startPortal(options);
    try {
      const token = await login(portal.baseUrl);
      const headers = { ...clientHeaders, authorization: `Bearer ${token}` };
      console.log(`Measuring on ${portal.databaseKind}: ${READS.length} referral and notification reads …`);
      for (const read of READS) {
        rows.push({
          target: `${read} (${portal.databaseKind})`,
          result: await measure(read, `${portal.baseUrl}${read}`, headers, load),
        });
      }
      rows.push({
        target: `/api/users/me (${portal.databaseKind})`,
        result: await measure('me', `${portal.baseUrl}/api/users/me`, headers, load),
      });
      const payments = await capture(`${portal.baseUrl}/api/users/referrals/payments`, headers);
      const bare = await startBareServer(payments);
      try {
        rows.push({
          target: `bare node:http, the payments' ${payments.body.length} bytes`,
          result: await measure('bare', bare.url, headers, load),
        });
      } finally {
        await bare.close();
      }
    } finally {
      await portal.close();
    }
  }
  console.log('');
  console.log(throughputTable(rows));
}
