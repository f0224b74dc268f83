import type { Db } from '../db/client';
import type { DemoProfile } from './customers';

const DAY = 24 * 60 * 60 * 1000;

/** The time `days` days before `now`: when a demo entry was made. */
export const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY);

/** A demo household's entries of one kind (seed.ts), written for the customer and their agency as of `now`. */
export type DemoEntries = (
  db: Db,
  owner: { userId: number; agentId: number },
  profile: DemoProfile,
  now: Date,
) => Promise<void>;
