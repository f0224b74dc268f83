import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Work a request started and left running (a data export, ADR 222): `idle()` answers once none runs,
     * so tests and the e2e server wait for it instead of sleeping, and closing the app waits for it.
     */
    backgroundJobs: BackgroundJobs;
  }
}

export type BackgroundJobs = { track(job: Promise<unknown>): void; idle(): Promise<void> };

export function createBackgroundJobs(): BackgroundJobs {
  const running = new Set<Promise<unknown>>();
  return {
    track(job) {
      const tracked = job.then(
        () => undefined,
        () => undefined,
      );
      running.add(tracked);
      void tracked.then(() => running.delete(tracked));
    },
    async idle() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}

/** The app's background jobs, decorated on the root (the modules' plugins are in the API's scope). */
export function registerBackgroundJobs(app: FastifyInstance): void {
  const jobs = createBackgroundJobs();
  app.decorate('backgroundJobs', jobs);
  app.addHook('onClose', async () => {
    // What a closing process waits for, in its log when it takes long (ADR 333).
    const slow = setTimeout(() => app.log.warn('closing: waiting for background jobs'), 1000);
    await jobs.idle();
    clearTimeout(slow);
  });
}
