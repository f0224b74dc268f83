import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

/**
 * A server in a process of its own, so its memory can be measured without the load generator's: started
 * with `args`, ready once its output matches `ready` (whose first group is the port).
 */
export type ChildServer = { pid: number; port: number; output(): string; stop(): Promise<void> };

export async function startChild(
  args: string[],
  env: NodeJS.ProcessEnv,
  ready: RegExp,
  timeoutMs = 120_000,
): Promise<ChildServer> {
  const child: ChildProcess = spawn(process.execPath, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setInterval(() => {
      const match = ready.exec(output);
      if (match) finish(() => resolve(Number(match[1])));
    }, 20);
    const deadline = setTimeout(
      () => finish(() => reject(new Error(`not ready in time:\n${output}`))),
      timeoutMs,
    );
    const finish = (settle: () => void) => {
      clearInterval(timer);
      clearTimeout(deadline);
      settle();
    };
    void exited.then(() => finish(() => reject(new Error(`exited early:\n${output}`))));
  });
  if (child.pid === undefined) throw new Error('child without pid');
  return {
    pid: child.pid,
    port,
    output: () => output,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(killer);
    },
  };
}

/** Resident set size of a process in bytes (Linux: /proc/<pid>/status). */
export function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = /^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1];
  if (!kb) throw new Error(`no VmRSS for process ${pid}`);
  return Number(kb) * 1024;
}

/** Samples a process's RSS every `intervalMs` until stopped: the value at start and the highest seen. */
export function sampleRss(pid: number, intervalMs = 5) {
  const baseline = rssOf(pid);
  let peak = baseline;
  const timer = setInterval(() => {
    peak = Math.max(peak, rssOf(pid));
  }, intervalMs);
  return {
    stop() {
      clearInterval(timer);
      peak = Math.max(peak, rssOf(pid));
      return { baseline, peak, growth: peak - baseline };
    },
  };
}
