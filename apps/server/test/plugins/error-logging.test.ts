import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { safeError } from '../../src/lib/logger';
import { getDatabase } from '../helpers/database';
import { testConfig } from '../helpers/test-app';

describe('an unexpected error is logged without SQL, parameters or row values', () => {
  it('answers 500 in German and logs the SQLSTATE and the call stack only', async () => {
    const database = await getDatabase();
    const logs: string[] = [];
    const logStream = new Writable({
      write(chunk, _encoding, callback) {
        logs.push(String(chunk));
        callback();
      },
    });
    const app = await buildApp(testConfig(), database, { logStream });
    const secret = `geheim-${randomUUID()}`;
    // A bug that makes a query fail on a customer's value (here: a cast PostgreSQL refuses, quoting it).
    app.get('/api/test-failing-query', { config: { clientCheck: false } }, async () => {
      await database.db.execute(sql`select id from users where email = ${secret} or id = ${secret}::int`);
      return { unreachable: true };
    });
    await app.ready();
    try {
      const response = await app.inject({ method: 'GET', url: '/api/test-failing-query' });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        error: 'internal_error',
        message: expect.stringMatching(/\S/),
      });
      expect(response.body).not.toContain(secret);
      const output = logs.join('');
      expect(output).toContain('unhandled error');
      expect(output).toContain('database error 22P02');
      expect(output).toContain('failed query (SQL and parameters not logged)');
      expect(output).not.toContain(secret);
      expect(output).not.toMatch(/select id from/i);
    } finally {
      await app.close();
    }
  });

  it('keeps type, message, code, constraint names and frames of other errors, and drops their properties', () => {
    const duplicate = Object.assign(
      new Error('duplicate key value violates unique constraint "users_email_key"'),
      {
        name: 'error',
        severity: 'ERROR',
        code: '23505',
        constraint: 'users_email_key',
        table: 'users',
        detail: 'Key (email)=(kim@example.com) already exists.',
      },
    );
    const logged = safeError(new Error('saving the person failed', { cause: duplicate }));
    expect(logged).toMatchObject({
      type: 'Error',
      message: 'saving the person failed',
      cause: {
        code: '23505',
        message: 'database error 23505',
        where: 'constraint users_email_key, table users',
      },
    });
    expect(logged.stack).toMatch(/^\s+at /);
    expect(JSON.stringify(logged)).not.toContain('kim@example.com');
    expect(safeError('a string')).toEqual({ type: 'string', message: 'non-error thrown' });
  });
});
