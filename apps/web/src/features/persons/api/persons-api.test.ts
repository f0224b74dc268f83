import { testPerson } from '@kundenportal/domain/household/person-examples';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/storage';
import { mockFetch } from '../../../test/fetch-mock';
import { postPerson } from './create-person';
import { deletePerson } from './delete-person';
import { getPerson } from './get-person';
import { getPersons } from './get-persons';
import { postPersonRelease } from './set-person-release';
import { putPerson } from './update-person';
import { putPersonMail } from './update-person-mail';
import { putPersonVcheck } from './update-person-vcheck';

beforeEach(() => {
  setToken('jwt');
});
afterEach(() => vi.unstubAllGlobals());

describe('persons API calls (packages/domain household/person-api.ts)', () => {
  it('calls every endpoint with its method, path and body', async () => {
    const person = testPerson();
    const reply = () => ({ body: { person } });
    const { calls } = mockFetch({
      'GET /api/persons': () => ({ body: { persons: [testPerson({ id: 5 }), testPerson({ id: 2 })] } }),
      'GET /api/persons/12': reply,
      'POST /api/persons': () => ({ status: 201, body: { person } }),
      'PUT /api/persons/12': reply,
      'DELETE /api/persons/12': () => ({ body: { success: true } }),
      'POST /api/persons/12/setfreigabe': reply,
      'PUT /api/persons/mail/12': reply,
      'PUT /api/persons/vcheck/12/update/fremdvertrag': reply,
    });
    expect((await getPersons()).map((p) => p.id)).toEqual([2, 5]);
    expect(await getPerson(12)).toEqual(person);
    expect(await postPerson({ firstname: 'Erika', lastname: 'Mustermann' })).toEqual(person);
    expect(await putPerson({ id: 12, body: { firstname: 'Erika', lastname: 'Muster' } })).toEqual(person);
    expect(await deletePerson(12)).toEqual({ success: true });
    expect(await postPersonRelease({ id: 12, mvp_freigabe: 1 })).toEqual(person);
    const mail = { email: 'e@example.com', phone: null, mobil: null, kontakt_einwilligung: '1' } as const;
    expect(await putPersonMail({ id: 12, body: mail })).toEqual(person);
    expect(await putPersonVcheck({ id: 12, answers: { hund: '1' } })).toEqual(person);
    expect(calls.map((call) => [call.method, call.path, call.body])).toEqual([
      ['GET', '/api/persons', undefined],
      ['GET', '/api/persons/12', undefined],
      ['POST', '/api/persons', { firstname: 'Erika', lastname: 'Mustermann' }],
      ['PUT', '/api/persons/12', { firstname: 'Erika', lastname: 'Muster' }],
      ['DELETE', '/api/persons/12', undefined],
      ['POST', '/api/persons/12/setfreigabe', { mvp_freigabe: 1 }],
      ['PUT', '/api/persons/mail/12', mail],
      ['PUT', '/api/persons/vcheck/12/update/fremdvertrag', { hund: '1' }],
    ]);
  });
});
