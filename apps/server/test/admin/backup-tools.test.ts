import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findPgTool, libpqConnection } from '../../src/admin/backup/pg-tools';
import { tempDir } from '../helpers/temp-dir';

/** A Debian-like /usr/lib/postgresql with stand-ins that print their version (ADR 309). */
function debianDir(majors: number[]): string {
  const dir = tempDir('kp-bk-pgbin');
  for (const major of majors) {
    const bin = path.join(dir, String(major), 'bin');
    mkdirSync(bin, { recursive: true });
    const file = path.join(bin, 'pg_dump');
    writeFileSync(file, `#!/bin/sh\necho "pg_dump (PostgreSQL) ${major}.3"\n`);
    chmodSync(file, 0o755);
  }
  return dir;
}

describe('pg_dump / pg_restore for the server (ADR 309)', () => {
  it('takes the server major’s own binary, else the lowest newer one, never an older one', async () => {
    const dir = debianDir([14, 15, 17]);
    expect(await findPgTool('pg_dump', 15, dir)).toEqual({
      file: path.join(dir, '15', 'bin', 'pg_dump'),
      version: 'pg_dump (PostgreSQL) 15.3',
    });
    expect((await findPgTool('pg_dump', 16, dir)).file).toBe(path.join(dir, '17', 'bin', 'pg_dump'));
    // Newer than every one installed (and than the one on PATH): refused in German, with the package to add.
    await expect(findPgTool('pg_dump', 99, dir)).rejects.toThrow(
      'pg_dump für PostgreSQL 99 fehlt: bitte apt-get install postgresql-client-99 (oder eine neuere Version).',
    );
  });

  it('hands the password over as PGPASSWORD, never on the command line, for one host and for several', () => {
    expect(libpqConnection('postgres://kp:ge%40heim@127.0.0.1:5432/kp')).toEqual({
      dbname: 'postgres://kp@127.0.0.1:5432/kp',
      env: { PGPASSWORD: 'ge@heim' },
    });
    expect(
      libpqConnection('postgres://kp:geheim@db1:5432,db2:5432/kp?target_session_attrs=read-write'),
    ).toEqual({
      dbname: 'postgres://kp@db1:5432,db2:5432/kp?target_session_attrs=read-write',
      env: { PGPASSWORD: 'geheim' },
    });
    // Several hosts without target_session_attrs: the server looks for the primary, so pg_dump must too.
    expect(libpqConnection('postgres://kp@db1,db2/kp')).toEqual({
      dbname: 'postgres://kp@db1,db2/kp?target_session_attrs=read-write',
      env: {},
    });
  });
});
