import { afterAll, beforeAll } from 'vitest';

/**
 * A file's fake or spied timers must not outlive it: the server project's files share a worker
 * (`isolate: false`). A spy on `setTimeout` made under fake timers was restored by vitest after its file to
 * the fake function, and a later file's sleeps never ended (chat-reconnect timed out at 60 s, ADR 329). The
 * real functions are kept from the worker's first file. A file that starts or ends with one of them replaced
 * fails with that message, and the real ones are put back so the files after it run as usual.
 */
const marker = '__kpRealTimers';
const names = ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'setImmediate', 'Date'] as const;
const scope = globalThis as unknown as Record<string, unknown>;
if (scope[marker] === undefined) scope[marker] = Object.fromEntries(names.map((name) => [name, scope[name]]));
const real = scope[marker] as Record<string, unknown>;

/** Throws naming the replaced timers (and puts the real ones back); exported for its own test. */
export function checkTimers(when: string): void {
  const replaced = names.filter((name) => scope[name] !== real[name]);
  if (replaced.length === 0) return;
  for (const name of replaced) scope[name] = real[name];
  throw new Error(`${replaced.join(', ')} replaced ${when} (fake timers or a spy on them not restored)`);
}

beforeAll(() => checkTimers('when this file started: left by the file before it in this worker'));
afterAll(() => checkTimers('when this file ended'));
