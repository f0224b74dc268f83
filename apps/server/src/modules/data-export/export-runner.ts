import type { FastifyBaseLogger } from 'fastify';
import type { BackgroundJobs } from '../../lib/background-jobs';
import { type BuildDeps, buildExport } from './build-export';

/** A running export touches its row this often; one untouched for HEARTBEAT_LOST_MS lost its process. */
const HEARTBEAT_MS = 15_000;
export const HEARTBEAT_LOST_MS = 60_000;

/**
 * Runs an export in this process, in the background of the request that asked (ADR 222), tracked by the
 * app's background jobs (tests wait for them; closing the app waits for them).
 */
export function createExportRunner(deps: BuildDeps, jobs: BackgroundJobs, log: FastifyBaseLogger) {
  return {
    start(row: { id: string; userId: number }): void {
      const heartbeat = setInterval(() => {
        void deps.repository.touch(row.id, deps.now()).catch(() => undefined);
      }, HEARTBEAT_MS);
      heartbeat.unref();
      jobs.track(
        buildExport(deps, row)
          .catch((error: unknown) => log.error({ err: error, exportId: row.id }, 'data export failed'))
          .finally(() => clearInterval(heartbeat)),
      );
    },
  };
}

export type ExportRunner = ReturnType<typeof createExportRunner>;
