import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { chmodSync, existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { tempDir } from '../helpers/temp-dir';

/**
 * `npm run cluster` (scripts/cluster/main.ts) on SIGTERM leaves nothing running and nothing on disk: its
 * portal, HAProxy, both PostgreSQL servers (pg_ctl detaches them, so they are no children of it) and its
 * folders. One portal process and the cheap password hash keep the start short.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** Every process whose parent chain leads to `pid`, or whose command line names `dir`. */
function processesOf(pid: number, dir: string): number[] {
  const parents = new Map<number, number>();
  const named: number[] = [];
  for (const entry of readdirSync('/proc')) {
    const id = Number(entry);
    if (!Number.isInteger(id)) continue;
    try {
      parents.set(id, Number(readFileSync(`/proc/${id}/stat`, 'utf8').split(') ')[1]?.split(' ')[1]));
      if (readFileSync(`/proc/${id}/cmdline`, 'utf8').includes(dir)) named.push(id);
    } catch {
      // gone meanwhile
    }
  }
  const descends = (id: number): boolean => {
    for (let at = parents.get(id); at !== undefined && at > 1; at = parents.get(at))
      if (at === pid) return true;
    return false;
  };
  return [...new Set([...[...parents.keys()].filter(descends), ...named])];
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return !readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.startsWith('Z');
  } catch {
    return false;
  }
};

describe('npm run cluster on SIGTERM', () => {
  it('stops every process it started and removes its folders', async () => {
    const dir = tempDir('kp-cluster-signal');
    // The cluster's folders go into it (TMPDIR); initdb and PostgreSQL run as postgres and must reach them.
    chmodSync(path.dirname(dir), 0o711);
    chmodSync(dir, 0o755);
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'scripts/cluster/main.ts', '--processes', '1'],
      {
        cwd: root,
        env: { ...process.env, TMPDIR: dir, PASSWORD_SCRYPT_LOG_N: '10' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    const exited = once(child, 'exit');
    const ready = new Promise<void>((resolve, reject) => {
      const add = (chunk: Buffer) => {
        output += chunk;
        if (output.includes('Strg+C beendet alles')) resolve();
      };
      child.stdout.on('data', add);
      child.stderr.on('data', add);
      child.once('exit', () => reject(new Error(`main.ts ended: ${output}`)));
    });
    const pid = child.pid as number;
    await ready;
    const started = processesOf(pid, dir);
    const portalPid = Number(/Prozess p1: .* \(PID (\d+)\)/.exec(output)?.[1]);
    const commands = started.map((id) => readFileSync(`/proc/${id}/cmdline`, 'utf8'));
    // The portal, HAProxy, two postmasters (and their workers), npm's tsx loader's own helpers.
    expect(started).toContain(portalPid);
    expect(commands.some((command) => command.includes('haproxy'))).toBe(true);
    expect(commands.filter((command) => /postgres\0-D\0/.test(command)).length).toBe(2);

    child.kill('SIGTERM');
    const [code] = await exited;
    expect(code).toBe(0);
    expect(output).toContain('Alles beendet.');
    await vi.waitFor(() => expect(started.filter(alive)).toEqual([]), { timeout: 10_000 });
    // tsx-<uid>: tsx's own folder for its IPC, none of the cluster's.
    expect(readdirSync(dir).filter((name) => !name.startsWith('tsx-'))).toEqual([]);
    const bundles = existsSync(path.join(root, '.tmp'))
      ? readdirSync(path.join(root, '.tmp')).filter((name) => name.startsWith(`cluster-dist-${pid}-`))
      : [];
    expect(bundles).toEqual([]);
  }, 300_000);
});
