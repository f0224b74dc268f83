/**
 * `npm run cluster [-- --processes N]`: the cluster of scripts/cluster with the demo data on loopback
 * (README, "Deployment"). Prints its addresses and the demo logins; Ctrl-C (or SIGTERM) stops everything
 * it started. Exit code 0 after a clean stop, 1 with a German message when it could not start.
 */
import { demoAdviserLogins } from '../../apps/server/src/demo/advisers';
import { demoLogins } from '../../apps/server/src/demo/customers';
import { startCluster } from './cluster';

function processCount(args: string[]): number {
  const at = args.indexOf('--processes');
  if (at === -1) return 3;
  const value = Number(args[at + 1]);
  if (!Number.isInteger(value) || value < 1 || value > 16) {
    console.error('--processes braucht eine Zahl von 1 bis 16.');
    process.exit(1);
  }
  return value;
}

const hostOf = (url: string) => new URL(url).host;

async function main() {
  const processes = processCount(process.argv.slice(2));
  console.log(`Starte den Cluster (${processes} Portalprozesse, PostgreSQL mit Standby, S3, HAProxy) …`);
  // Installed before the start (review finding 8): Node's own SIGINT ends the process without its 'exit'
  // listeners, and PostgreSQL (pg_ctl detaches it) and the temp folders would stay. During the start,
  // process.exit runs startCluster's 'exit' listener, which kills and removes what has started so far.
  let cluster: Awaited<ReturnType<typeof startCluster>> | undefined;
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: der Cluster wird beendet …`);
    if (!cluster) process.exit(130);
    await cluster.stop();
    console.log('Alles beendet.');
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  cluster = await startCluster({ processes, seed: true, env: { LOG_LEVEL: 'warn' } });
  const login = ({ name, email, password }: { name: string; email: string; password: string }) =>
    `    ${name}: ${email} / ${password}`;
  console.log(
    [
      '',
      `Kundenportal (HAProxy): ${cluster.url}/`,
      `Beraterbereich: ${cluster.url}/#/berater/login`,
      ...cluster.processes.map((proc) => `  Prozess p${proc.index}: ${proc.url} (PID ${proc.pid})`),
      `PostgreSQL: Primary ${hostOf(cluster.db.primaryUrl)}, Standby ${hostOf(cluster.db.standbyUrl)}`,
      `S3 (s3rver): ${cluster.s3.endpoint}, Bucket ${cluster.s3.bucket}`,
      `Daten: ${cluster.dataDir}`,
      '',
      'Demo-Zugänge:',
      ...Object.values(demoLogins).map(login),
      ...Object.values(demoAdviserLogins).map(login),
      '',
      'Strg+C beendet alles und räumt auf.',
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  console.error(
    `Der Cluster konnte nicht starten: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});
