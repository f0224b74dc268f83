import type { FormDetailResponse } from '@kundenportal/domain/adviser-forms/form-api';
import { bestandsuebertragungTexts as texts } from '@kundenportal/domain/texts/bestandsuebertragung';
import { describe, expect, it } from 'vitest';
import { createPerson } from '../../../src/db/factories';
import { getDatabase } from '../../helpers/database';
import { createTestAdviser, jsonCaller, loginAsAdviser, useTestApp } from '../../helpers/test-app';
import { letterUrl, pdfPages } from '../workspace/bestandsuebertragungen/letters.fixtures';
import {
  MANDATE_VALUES,
  signMandate,
  type TransferTestCustomer,
  transferCustomer,
  transferOf,
  transfersOf,
} from './transfers.fixtures';

/** A transfer is one person's, the policyholder who signs (ADR 183). */
const t = useTestApp();

const MARIA = {
  firstname: 'Maria',
  lastname: 'Muster',
  geburtsdatum: '1987-09-23',
  address: { address: 'Gartenweg', addressnumber: '8', streetcode: '90402', city: 'Nürnberg' },
};

/** The customer (main person Kim Kunde, born 14.03.1985) with Maria as a second person of the household. */
async function household() {
  const c = await transferCustomer(t.app);
  const { db } = await getDatabase();
  const maria = await createPerson(db, c.user.id, MARIA);
  return { c, mariaId: maria.id };
}

/** The form `key` prefilled for the household's person `personId` (GET /api/forms/{key}?person=). */
async function prefilled(c: TransferTestCustomer, key: string, personId: number) {
  const response = await c.call('GET', `/api/forms/${key}?person=${personId}`);
  expect(response.statusCode, response.body).toBe(200);
  const { form } = response.json<FormDetailResponse>();
  // Maria signs her own Vollmacht, under her name (not the account's).
  expect(form.signer).toBe('Maria Muster');
  return form.values;
}

/** Signs `key` for `personId` with the values the form was prefilled with, as the web sends them. */
async function signFor(c: TransferTestCustomer, key: string, personId: number) {
  const values: Record<string, unknown> = {
    ...(await prefilled(c, key, personId)),
    unterschriftsort: 'Nürnberg',
  };
  // The form's day is the server's, not sent.
  const { datum: _today, ...sent } = values;
  const response = await c.call('POST', `/api/forms/${key}?person=${personId}`, {
    values: sent,
    signature: { typed: 'Maria Muster' },
    preview: false,
  });
  expect(response.statusCode, response.body).toBe(201);
}

describe('a transfer for one person of the household (ADR 183)', () => {
  it('refuses contracts of different persons at the other person’s index and stores nothing', async () => {
    const { c, mariaId } = await household();
    const kims = await c.addContract();
    const marias = await c.addContract({ person_id: mariaId });
    const response = await c.api.request({ contractIds: [kims, marias], level: 'maklermandat' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([`contractIds.1=>${texts.contractOtherPerson}`]);
    expect((await transfersOf(c)).transfers).toEqual([]);
  });

  it('is the contracts’ person’s: the form is prefilled with that person, the signature requests only their transfer', async () => {
    const { c, mariaId } = await household();
    const kims = transferOf(
      await c.api.request({ contractIds: [await c.addContract()], level: 'maklermandat' }),
    );
    const marias = transferOf(
      await c.api.request({
        contractIds: [await c.addContract({ person_id: mariaId })],
        level: 'maklermandat',
      }),
    );
    expect(kims.personId).toBe(c.mainPersonId);
    expect(marias).toMatchObject({ personId: mariaId, status: 'zu_unterschreiben' });

    expect(await prefilled(c, 'maklervollmacht', mariaId)).toMatchObject({
      firstname: 'Maria',
      lastname: 'Muster',
      geburtsdatum: '1987-09-23',
      address: 'Gartenweg',
      city: 'Nürnberg',
    });
    await signFor(c, 'maklervollmacht', mariaId);
    const after = await transfersOf(c);
    expect(after.transfers.find((transfer) => transfer.id === marias.id)?.status).toBe('beantragt');
    // Maria's Vollmacht is not Kim's: Kim's transfer still waits for Kim's signature.
    expect(after.transfers.find((transfer) => transfer.id === kims.id)?.status).toBe('zu_unterschreiben');
    expect(after.mandates).toEqual([
      { personId: mariaId, level: 'maklermandat', signedAt: expect.any(String) },
    ]);

    // Reused for Maria's next contract only.
    const again = await c.api.request({
      contractIds: [await c.addContract({ person_id: mariaId })],
      level: 'maklermandat',
    });
    expect(transferOf(again).status).toBe('beantragt');
    const kimsNext = await c.api.request({ contractIds: [await c.addContract()], level: 'maklermandat' });
    expect(transferOf(kimsNext).status).toBe('zu_unterschreiben');
  });

  it('reuses a Maklervollmacht signed on the forms page (no transfer waiting) for the main person’s contracts', async () => {
    const { c, mariaId } = await household();
    expect((await signMandate(c, 'maklervollmacht')).statusCode).toBe(201);
    expect((await transfersOf(c)).mandates).toEqual([
      { personId: c.mainPersonId, level: 'maklermandat', signedAt: expect.any(String) },
    ]);
    const kims = await c.api.request({ contractIds: [await c.addContract()], level: 'maklermandat' });
    expect(transferOf(kims).status).toBe('beantragt');
    const marias = await c.api.request({
      contractIds: [await c.addContract({ person_id: mariaId })],
      level: 'maklermandat',
    });
    expect(transferOf(marias).status).toBe('zu_unterschreiben');
  });

  it('answers ?person= of another household with 404 and a malformed one with 422', async () => {
    const { c } = await household();
    const other = await household();
    expect((await c.call('GET', `/api/forms/maklervollmacht?person=${other.mariaId}`)).statusCode).toBe(404);
    const signed = await c.call('POST', `/api/forms/maklervollmacht?person=${other.mariaId}`, {
      values: MANDATE_VALUES,
      signature: { typed: 'Kim Kunde' },
      preview: false,
    });
    expect(signed.statusCode).toBe(404);
    expect((await c.call('GET', '/api/forms/maklervollmacht?person=abc')).statusCode).toBe(422);
    expect((await c.call('GET', '/api/forms/maklervollmacht?x=1')).statusCode).toBe(422);
  });

  it('names in the letter the policyholder of the signed Vollmacht, not the main person', async () => {
    const { c, mariaId } = await household();
    const contract = await c.addContract({ person_id: mariaId, gesellschaft: 'ERGO', nummer: 'RS-889' });
    const transfer = transferOf(await c.api.request({ contractIds: [contract], level: 'maklermandat' }));
    await signFor(c, 'maklervollmacht', mariaId);

    const agencyId = c.agent?.id ?? 0;
    const adviser = await createTestAdviser({ agencyId });
    const call = jsonCaller(t.app, await loginAsAdviser(t.app, adviser.email, adviser.password));
    const response = await call('GET', letterUrl(transfer.id, 'ERGO'));
    expect(response.statusCode, response.body).toBe(200);
    const [letter = '', ...vollmacht] = await pdfPages(response.rawPayload);
    expect(letter).toContain('Maria Muster');
    expect(letter).toContain('23.09.1987');
    expect(letter).toContain('Gartenweg 8');
    expect(letter).not.toContain('Kim Kunde');
    expect(letter).not.toContain('14.03.1985');
    // The Vollmacht appended names the same person, who signed it under her name.
    expect(vollmacht.join('\n')).toMatch(/Unterschrieben von\s+Maria Muster/);
    expect(vollmacht.join('\n')).not.toContain('Kim Kunde');
  });
});
