import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import { errorCatalogue } from '@kundenportal/domain/errors/error-codes';
import { RETRY_AFTER_SECONDS } from '../../apps/server/src/lib/service-unavailable';

const HAPROXY = '/usr/sbin/haproxy';

export type Balancer = {
  url: string;
  child: ChildProcess;
  /** One line of the runtime API (`show stat`, `set server portals/p1 state drain`); its answer. */
  command(line: string): Promise<string>;
  server(
    index: number,
  ): Promise<{ status: string; currentSessions: number; totalSessions: number; check: string }>;
  output(): string;
  stop(): Promise<void>;
};

/**
 * HAProxy's configuration (ADR 291): HTTP mode; `GET /api/ready` every 400 ms, two failures take a process
 * out (a draining one answers 503), two passes bring it back; a request whose connection failed goes to
 * another process, and one that got no answer or a 503 too if it is a GET or HEAD, which change nothing; long
 * client and server timeouts for the chat's event streams (the server's heartbeat keeps them busy).
 * When no process is ready (the database is down) HAProxy answers the API's own German 503.
 * A process back up gets its share over `slowstart` (10 s): with `leastconn` a fresh process, holding no
 * event streams, drew every new request at once and shed them cold (530 answered 503 in the full-size
 * rolling restart; the retried reads went to it too).
 * X-Forwarded-For holds the client's address alone (ADR 293).
 */
export function balancerConfig(options: {
  port: number;
  servers: { index: number; port: number }[];
  socket: string;
  errorFile: string;
}): string {
  return [
    'global',
    '  maxconn 4096',
    `  stats socket ${options.socket} mode 600 level admin`,
    '',
    'defaults',
    '  mode http',
    '  option http-keep-alive',
    '  timeout connect 2s',
    '  timeout client 15m',
    '  timeout server 15m',
    '  timeout http-request 30s',
    '  timeout queue 10s',
    '  retries 2',
    '  option redispatch 1',
    '  retry-on conn-failure empty-response 503',
    '',
    'frontend portal',
    `  bind 127.0.0.1:${options.port}`,
    // The client's own X-Forwarded-For is replaced, never appended to: the portals trust one hop
    // (TRUST_PROXY=1), so an address a client wrote there would otherwise count as its own (ADR 293).
    '  http-request set-header X-Forwarded-For %[src]',
    '  http-request set-header X-Forwarded-Proto http',
    // Which process answered (p1, p2, …): the scenarios find the process an event stream is on.
    '  http-response set-header X-Portal-Server %s',
    // A request sent to a process and lost with it may have been done: only reads are sent again.
    '  http-request disable-l7-retry unless METH_GET || METH_HEAD',
    '  default_backend portals',
    '',
    'backend portals',
    '  balance leastconn',
    '  option httpchk GET /api/ready',
    '  http-check expect status 200',
    `  errorfile 503 ${options.errorFile}`,
    // A check may take up to 5 s. A process that answers slowly still serves: taking it out moves its load to
    // the others. With the default (the 400 ms interval) two slow checks took both remaining processes out
    // (ADR 329); with 2 s, the serving processes of a full-size rolling restart answered some checks in 2 s
    // while the third started, went DOWN in turn, and HAProxy answered 503 itself (ADR 333). A process that is
    // gone is still out at once: its refused connection fails the check without a timeout.
    '  timeout check 5s',
    '  default-server inter 400 fall 2 rise 2 slowstart 10s',
    ...options.servers.map(({ index, port }) => `  server p${index} 127.0.0.1:${port} check`),
    '',
  ].join('\n');
}

/** The API's 503 (errorCatalogue.service_unavailable) as HAProxy's raw answer file. */
function unavailableFile(): string {
  const body = JSON.stringify({
    error: 'service_unavailable',
    message: errorCatalogue.service_unavailable.message,
  });
  return [
    'HTTP/1.1 503 Service Unavailable',
    'content-type: application/json; charset=utf-8',
    `retry-after: ${RETRY_AFTER_SECONDS}`,
    'cache-control: no-store',
    // As the processes' answers say which one answered (X-Portal-Server p1, p2 …): this one is HAProxy's.
    'x-portal-server: balancer',
    'connection: close',
    `content-length: ${Buffer.byteLength(body)}`,
    '',
    body,
  ].join('\r\n');
}

export async function startBalancer(options: {
  dir: string;
  port: number;
  servers: { index: number; port: number }[];
  verbose?: boolean;
}): Promise<Balancer> {
  if (!existsSync(HAPROXY)) {
    throw new Error(
      'Der Cluster braucht HAProxy als Load Balancer (/usr/sbin/haproxy). Installieren: apt-get install -y haproxy',
    );
  }
  const socket = path.join(options.dir, 'haproxy.sock');
  const errorFile = path.join(options.dir, 'haproxy-503.http');
  const configFile = path.join(options.dir, 'haproxy.cfg');
  writeFileSync(errorFile, unavailableFile());
  writeFileSync(
    configFile,
    balancerConfig({ port: options.port, servers: options.servers, socket, errorFile }),
  );
  // -db: in the foreground, not as a daemon, so it ends with this process's kill.
  const child = spawn(HAPROXY, ['-db', '-f', configFile], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk;
    if (options.verbose) process.stderr.write(`[haproxy] ${chunk}`);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<void>((resolve) => child.once('close', () => resolve()));

  const command = (line: string) =>
    new Promise<string>((resolve, reject) => {
      const connection = connect(socket);
      let answer = '';
      connection.on('data', (chunk) => {
        answer += chunk;
      });
      connection.on('error', reject);
      connection.on('end', () => resolve(answer));
      connection.write(`${line}\n`);
    });

  const balancer: Balancer = {
    url: `http://127.0.0.1:${options.port}`,
    child,
    command,
    async server(index) {
      const lines = (await command('show stat')).trim().split('\n');
      const header = (lines[0] ?? '').replace(/^# /, '').split(',');
      const row = lines
        .slice(1)
        .map((line) => line.split(','))
        .find((fields) => fields[0] === 'portals' && fields[1] === `p${index}`);
      if (!row) throw new Error(`HAProxy kennt den Prozess p${index} nicht`);
      const field = (name: string) => row[header.indexOf(name)] ?? '';
      // The last health check: e.g. "L7OK 200 3 ms", "L7TOUT 2001 ms", "L7STS 503 4 ms".
      const check = [
        field('check_status'),
        field('check_code'),
        field('check_duration') && `${field('check_duration')} ms`,
      ]
        .filter(Boolean)
        .join(' ');
      return {
        status: field('status'),
        currentSessions: Number(field('scur')),
        totalSessions: Number(field('stot')),
        check,
      };
    },
    output: () => output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };

  const deadline = Date.now() + 10_000;
  while (!existsSync(socket) || !(await command('show info').catch(() => ''))) {
    if (child.exitCode !== null) throw new Error(`HAProxy startete nicht:\n${output}`);
    if (Date.now() > deadline) throw new Error(`HAProxy antwortete nicht:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return balancer;
}
