import { unknownFieldTexts } from '@kundenportal/domain/texts/errors';
import { describe, expect, it } from 'vitest';
import { createHousehold, defined, householdFingerprint } from '../../helpers/household';
import { useTestApp } from '../../helpers/test-app';

const t = useTestApp();

const UNKNOWN = unknownFieldTexts.unknown;
const ODD_KEYS = { 'a/b': 1, '': 2, 'x.': 3 };

/** An issue's path would turn 'a/b' into 'a.b', '' into an entry without a field and 'x.' into 'x'. */
describe('the persons’ partial updates name a refused key exactly as it was sent', () => {
  it('PUT mail, PUT vcheck and POST setfreigabe: a slash, a dot at its end or empty, with a valid field', async () => {
    const h = await createHousehold(t.app);
    const id = defined(h.persons[0]).id;
    const before = await householdFingerprint(h.user.id);
    const expected = [`a/b=>${UNKNOWN}`, `=>${UNKNOWN}`, `x.=>${UNKNOWN}`];
    for (const response of [
      await h.api.mail(id, { email: 'max@example.com', ...ODD_KEYS }),
      await h.api.vcheck(id, { hund: '1', ...ODD_KEYS }),
      await h.api.setRelease(id, { mvp_freigabe: 1, ...ODD_KEYS }),
    ]) {
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json().errors).toEqual(expected);
    }
    expect(await householdFingerprint(h.user.id)).toBe(before);
  });
});
