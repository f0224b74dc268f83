import { describe, expect, it } from 'vitest';
import { createAgent } from '../../../../src/db/factories';
import { expectAdviserSessionBeforeBody } from '../../../helpers/answer-order';
import { getDatabase } from '../../../helpers/database';
import {
  createTestAdviser,
  createTestCustomer,
  jsonCaller,
  loginAs,
  loginAsAdviser,
  useTestApp,
} from '../../../helpers/test-app';
import { SMALL_FORM } from '../../adviser-forms/adviser-forms.fixtures';

const t = useTestApp();

const url = (key: string) => `/api/berater/formulare/${key}`;

describe('the order of the workspace form template answers: 401, 403, 404, then 422 (ADR 100)', () => {
  it("answers no token with 401 and a customer's token with 403, whatever the key or body", async () => {
    const customer = await createTestCustomer();
    const asCustomer = jsonCaller(t.app, await loginAs(t.app, customer.email, customer.password));
    await expectAdviserSessionBeforeBody(t.app, asCustomer, [
      ['GET', '/api/berater/formulare', undefined],
      ['GET', url('testvollmacht'), undefined],
      ['GET', url('Kein-Schluessel'), undefined],
      ['PUT', url('testvollmacht'), { source: 7, version: 2 }],
      ['PUT', url('Kein-Schluessel'), {}],
    ]);
  });

  it("reads only the agency's own templates (404), and checks the body before the key (422)", async () => {
    const { db } = await getDatabase();
    const adviser = await createTestAdviser({ agencyId: (await createAgent(db)).id });
    const other = await createTestAdviser({ agencyId: (await createAgent(db)).id });
    const call = jsonCaller(t.app, await loginAsAdviser(t.app, adviser.email, adviser.password));
    const otherCall = jsonCaller(t.app, await loginAsAdviser(t.app, other.email, other.password));
    expect((await otherCall('PUT', url('testvollmacht'), { source: SMALL_FORM })).statusCode).toBe(201);
    for (const key of ['testvollmacht', 'Kein-Schluessel', 'a'.repeat(65)]) {
      const missing = await call('GET', url(key));
      expect(missing.statusCode, key).toBe(404);
      expect(missing.json().error).toBe('could_not_find_form');
    }
    const both = await call('PUT', url('Kein-Schluessel'), { source: 7, version: 2 });
    expect(both.statusCode).toBe(422);
    expect(both.json().errors).toEqual([
      'source=>Bitte geben Sie die Vorlage ein.',
      expect.stringMatching(/^version=>/),
    ]);
    const key = await call('PUT', url('Kein-Schluessel'), { source: SMALL_FORM });
    expect(key.statusCode).toBe(422);
    expect(key.json().errors).toEqual([expect.stringMatching(/^key=>/)]);
  });
});
