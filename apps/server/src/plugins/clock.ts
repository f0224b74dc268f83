import { adminTexts } from '@kundenportal/domain/texts/admin';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

export type Clock = {
  now(): Date;
  /** Tests only: from now on the clock reads `at` and runs on from there; null returns to real time. */
  set(at: Date | null): void;
  /** Work to run after the test clock moved (the reminders look for what is due at the new time). */
  afterSet(task: () => Promise<void>): void;
  /** Runs the `afterSet` tasks (the test route does, after `set`). */
  moved(): Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The time every date rule and the reminders go by (deadlines, 'from tomorrow', 08:00 Berlin). */
    clock: Clock;
  }
}

export function createClock(): Clock {
  let offsetMs = 0;
  const tasks: (() => Promise<void>)[] = [];
  return {
    now: () => new Date(Date.now() + offsetMs),
    set(at) {
      offsetMs = at === null ? 0 : at.getTime() - Date.now();
    },
    afterSet(task) {
      tasks.push(task);
    },
    async moved() {
      for (const task of tasks) await task();
    },
  };
}

const notATime = adminTexts.testClockNotATime;
const clockBody = z.strictObject(
  { now: z.iso.datetime({ offset: true, error: notATime }).nullable() },
  { error: notATime },
);

/**
 * The app's clock. With TEST_CLOCK=true (never in production, config.ts) `POST /api/test/clock
 * { now: ISO timestamp | null }` moves it — the end-to-end tests advance a day to see a reminder's
 * mail — and answers `{ now }`. The route does not exist otherwise.
 */
export const clockPlugin = fp(
  async (app: FastifyInstance, options: { testClock: boolean }) => {
    const clock = createClock();
    app.decorate('clock', clock);
    if (!options.testClock) return;
    const route = app.withTypeProvider<ZodTypeProvider>();
    route.post(
      '/api/test/clock',
      { config: { clientCheck: false }, schema: { body: clockBody } },
      async (request) => {
        const { now } = request.body;
        clock.set(now === null ? null : new Date(now));
        await clock.moved();
        return { now: clock.now().toISOString() };
      },
    );
  },
  { name: 'clock' },
);
