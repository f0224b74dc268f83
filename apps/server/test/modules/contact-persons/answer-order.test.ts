import { describe, it } from 'vitest';
import { expectSessionBeforeBody } from '../../helpers/answer-order';
import { useTestApp } from '../../helpers/test-app';
import {
  CONTRACT_REQUIRED,
  contactCustomer,
  createContact,
  expectError,
  expectInvalid,
  link,
  one,
  UNKNOWN,
} from './contact-persons.fixtures';

const t = useTestApp();

describe('the order of answers (ADR 100): 401, 403, 404, then the route schema 422', () => {
  it('refuses an invalid body without token with 401 and with an adviser token with 403', async () => {
    await expectSessionBeforeBody(t.app, 'PUT', link(1), { vertrag_id: 'x', extra: 1 });
    await expectSessionBeforeBody(t.app, 'PUT', one(1), { extra: 1 });
  });

  it("answers another customer's contact person with 404, before its invalid body's 422", async () => {
    const owner = await contactCustomer(t.app);
    const other = await contactCustomer(t.app);
    const person = await createContact(owner);
    expectError(await other.call('PUT', link(person.id), { extra: 1 }), 404, 'could_not_find_contact_person');
    expectError(await other.call('PUT', one(person.id), { extra: 1 }), 404, 'could_not_find_contact_person');
    expectError(await other.call('PUT', link('abc'), { extra: 1 }), 404, 'could_not_find_contact_person');
    expectInvalid(await owner.call('PUT', link(person.id), { extra: 1 }), [
      `vertrag_id=>${CONTRACT_REQUIRED}`,
      `extra=>${UNKNOWN}`,
    ]);
  });
});
