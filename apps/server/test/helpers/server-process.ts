import { spawn } from 'node:child_process';
import { SHORT_LIVED_NODE_FLAGS } from './short-lived-node';

/**
 * The server as a real process (the production bundle or main.ts through tsx), its output collected:
 * `listening` resolves with its base URL once it printed its start banner, `exited` with the exit signal
 * or code (a banner never printed rejects `listening` with the output).
 */
export function startServerProcess(
  args: string[],
  options: {
    cwd: string;
    env: NodeJS.ProcessEnv /** Keep the production load shedding (the cluster). */;
    shedding?: boolean;
    /** A process that serves for minutes (the cluster's portals): V8's defaults, not SHORT_LIVED_NODE_FLAGS. */
    longLived?: boolean;
  },
) {
  // No load shedding unless asked for: on a busy test machine a spawned server's loop lags past the limit,
  // and a shed request really is refused (ADR 329; the shedding's tests: plugins/pressure.test.ts).
  const env = options.shedding ? options.env : { PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0', ...options.env };
  const flags = options.longLived ? [] : SHORT_LIVED_NODE_FLAGS;
  const child = spawn(process.execPath, [...flags, ...args], { cwd: options.cwd, env });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<NodeJS.Signals | number | null>((resolve) =>
    child.on('close', (code, signal) => resolve(signal ?? code)),
  );
  const listening = new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const match = /http:\/\/localhost:(\d+)\//.exec(output);
      if (match && output.includes('Datenbank:')) {
        clearInterval(timer);
        resolve(`http://127.0.0.1:${match[1]}`);
      }
    }, 25);
    void exited.then(() => {
      clearInterval(timer);
      reject(new Error(`exited early:\n${output}`));
    });
  });
  listening.catch(() => undefined);
  return { child, exited, listening, output: () => output };
}
