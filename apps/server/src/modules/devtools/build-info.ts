import { execFileSync } from 'node:child_process';
import { API_VERSION, APP_VERSION } from '@kundenportal/domain/api/client-headers';
import type { BuildInfo } from '@kundenportal/domain/devtools/devtools-api';
import { serverDir } from '../../server-dir';

/**
 * Set only in the production bundle (scripts/build-server.ts): the git commit the bundle was built from
 * (null outside a git checkout) and when. Run from source, the checkout's HEAD is asked once instead.
 */
declare const BUILD_INFO: { commit: string | null; builtAt: string } | undefined;

const bundled = typeof BUILD_INFO === 'object' ? BUILD_INFO : undefined;
let sourceCommit: string | null | undefined;

/** The checkout's HEAD at `cwd` (12 digits), or null outside a git checkout (a source archive). */
export function gitHead(cwd: string): string | null {
  try {
    return execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 2000,
    }).trim();
  } catch {
    return null;
  }
}

/** Asked once per process (run from source): a failed ask stays null. */
function sourceHead(): string | null {
  if (sourceCommit === undefined) sourceCommit = gitHead(serverDir);
  return sourceCommit;
}

/** The build and the process: version, commit, Node, start and uptime (GET /api/devtools/status). */
export function buildInfo(database: BuildInfo['database'], now: Date = new Date()): BuildInfo {
  const uptimeSeconds = Math.floor(process.uptime());
  return {
    version: APP_VERSION,
    apiVersion: API_VERSION,
    commit: bundled ? bundled.commit : sourceHead(),
    builtAt: bundled?.builtAt ?? null,
    node: process.version,
    startedAt: new Date(now.getTime() - uptimeSeconds * 1000).toISOString(),
    uptimeSeconds,
    database,
  };
}
