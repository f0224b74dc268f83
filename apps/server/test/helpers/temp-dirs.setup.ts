import { afterAll } from 'vitest';
import { removeTempDirs } from './temp-dir';

// Registered before the file's own hooks, so it runs after them (hooks run as a stack): its apps and
// servers are closed first.
afterAll(removeTempDirs);
