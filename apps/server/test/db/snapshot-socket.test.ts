import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { backupPglite } from '../../src/admin/backup/pglite-copy';
import {
  claimDatabase,
  DatabaseHeldError,
  requestSnapshot,
  serveSnapshots,
  snapshotSocketPath,
  socketAnswers,
} from '../../src/db/snapshot-socket';
import { removalHolds } from '../../src/lib/blob-store/removal-gate';
import { tempDir } from '../helpers/temp-dir';

/** A stand-in for PGlite's copy: writes one file into the folder it is given. */
const copying = async (target: string) => {
  mkdirSync(target);
  writeFileSync(path.join(target, 'PG_VERSION'), '17\n');
};

describe('DATA_DIR/admin.sock: the PGlite holder answers snapshots (ADR 308)', () => {
  it('copies into the folder asked for, owner-only, and tells a second holder the database is held', async () => {
    const dataDir = tempDir('kp-sock');
    expect(await requestSnapshot(dataDir, path.join(dataDir, 'none'))).toBeNull();
    const holds = removalHolds();
    const holder = await serveSnapshots(dataDir, copying, holds);
    expect(holder.served).toBe(true);
    expect(statSync(snapshotSocketPath(dataDir)).mode & 0o777).toBe(0o600);

    const target = path.join(tempDir('kp-sock-out'), 'database');
    const snapshot = await requestSnapshot(dataDir, target);
    expect(readFileSync(path.join(target, 'PG_VERSION'), 'utf8')).toBe('17\n');
    // The holder's removals stay held until the backup hangs up (ADR 335).
    expect(snapshot?.held()).toBe(true);
    expect(holds.held).toBe(true);
    await snapshot?.release();
    await vi.waitFor(() => expect(holds.held).toBe(false));
    // The holder's failure reaches the asker (here: the folder is there already).
    await expect(requestSnapshot(dataDir, target)).rejects.toThrow(/EEXIST/);
    await expect(requestSnapshot(dataDir, 'relativ')).rejects.toThrow('bad request');
    // A failed snapshot holds nothing.
    await vi.waitFor(() => expect(holds.held).toBe(false));

    // A holder that stops (its process ends) while a backup copies: the backup learns it.
    const copyingStill = await requestSnapshot(dataDir, path.join(tempDir('kp-sock-out'), 'database'));
    expect(holds.held).toBe(true);
    await holder.stop();
    await vi.waitFor(() => expect(copyingStill?.held()).toBe(false));
    expect(holds.held).toBe(false);
    await copyingStill?.release();

    const second = await serveSnapshots(dataDir, copying);
    await expect(serveSnapshots(dataDir, copying)).rejects.toBeInstanceOf(DatabaseHeldError);
    await second.stop();
    expect(existsSync(snapshotSocketPath(dataDir))).toBe(false);
    expect(await socketAnswers(snapshotSocketPath(dataDir))).toBe(false);
  });

  it('takes over the socket file a killed holder left, and serves nothing where the path is too long', async () => {
    const dataDir = tempDir('kp-sock-stale');
    // A file at the socket's place that nobody listens on (what kill -9 leaves).
    writeFileSync(snapshotSocketPath(dataDir), '');
    const holder = await serveSnapshots(dataDir, copying);
    expect(holder.served).toBe(true);
    await holder.stop();

    const deep = path.join(tempDir('kp-sock-long'), 'x'.repeat(120));
    mkdirSync(deep);
    const none = await serveSnapshots(deep, copying);
    expect(none.served).toBe(false);
    expect(await socketAnswers(snapshotSocketPath(deep))).toBe(false);
  });

  it('claims DATA_DIR before opening: a second claim (a portal, a backup) is refused until released', async () => {
    const parent = tempDir('kp-sock-claim');
    const dataDir = path.join(parent, 'data');
    // Claimed before the folder exists (a portal's first start), the same folder once it does.
    const first = await claimDatabase(dataDir);
    mkdirSync(dataDir);
    await expect(claimDatabase(dataDir)).rejects.toBeInstanceOf(DatabaseHeldError);
    await expect(claimDatabase(path.join(parent, '.', 'data', '..', 'data'))).rejects.toBeInstanceOf(
      DatabaseHeldError,
    );
    // The backup, finding no portal answering, does not open the database a starting portal holds.
    const target = path.join(tempDir('kp-sock-claim-out'), 'database');
    await expect(backupPglite(dataDir, target, () => undefined)).rejects.toThrow(
      `Die Datenbank ${dataDir}/db wird gerade von einem anderen Prozess geöffnet (ein startendes Portal oder eine andere Sicherung): bitte in einer Minute erneut versuchen.`,
    );
    await first.release();
    // Released: nobody holds it, and a DATA_DIR without a database is refused, not created.
    await expect(backupPglite(dataDir, target, () => undefined)).rejects.toThrow(
      `In ${dataDir}/db ist keine Datenbank: bitte DATA_DIR prüfen (das Verzeichnis, in dem das Portal läuft). Nichts gesichert.`,
    );
    expect(existsSync(path.join(dataDir, 'db'))).toBe(false);
    expect(existsSync(target)).toBe(false);
    const again = await claimDatabase(dataDir);
    await again.release();
  });
});
