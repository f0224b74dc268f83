import type { MeineFreigaben } from '@kundenportal/domain/freigaben/meine-freigaben';
import { describe, expect, it } from 'vitest';
import { hausrat } from '../../helpers/contracts';
import { useTestApp } from '../../helpers/test-app';
import { customerOf } from '../workspace/bestandsuebertragungen/transfers.fixtures';
import { attachDocument, provideContract, providing } from '../workspace/vertraege/provided.fixtures';

/** GET /api/meinefreigaben and POST /api/meinefreigaben/gesehen (issue 31). */
const t = useTestApp();

const freigaben = async (
  call: (method: 'GET', url: string) => Promise<{ statusCode: number; json(): unknown }>,
) => {
  const response = await call('GET', '/api/meinefreigaben');
  expect(response.statusCode).toBe(200);
  return response.json() as MeineFreigaben;
};

describe('Meine Freigaben', () => {
  it('is refused (403) without vertrag_bereitstellen, the list and its seen mark alike', async () => {
    const { office } = await providing(t.app);
    const without = await customerOf(t.app, office.agency.id, { config: { vertrag_bereitstellen: false } });
    for (const [method, url] of [
      ['GET', '/api/meinefreigaben'],
      ['POST', '/api/meinefreigaben/gesehen'],
    ] as const) {
      const response = await without.call(method, url);
      expect(response.statusCode, url).toBe(403);
    }
  });

  it('lists the provided contracts and documents newest first, new until seen by a POST (a GET changes nothing)', async () => {
    const { office, max, mainId } = await providing(t.app);
    const own = await max.call('POST', '/api/contracts', hausrat(mainId));
    expect(own.statusCode).toBe(201);
    const first = await provideContract(office, max.user.id, mainId, { nummer: 'A-1' });
    const second = await provideContract(office, max.user.id, mainId, { nummer: 'B-2' });
    expect((await attachDocument(t.app, office.token, max.user.id, second.id)).statusCode).toBe(201);

    const listed = await freigaben(max.call);
    expect(listed.vertraege.map((entry) => [entry.id, entry.nummer, entry.neu])).toEqual([
      [second.id, 'B-2', true],
      [first.id, 'A-1', true],
    ]);
    expect(listed.dokumente.map((entry) => entry.neu)).toEqual([true]);
    expect((await freigaben(max.call)).vertraege.every((entry) => entry.neu)).toBe(true);

    const seen = await max.call('POST', '/api/meinefreigaben/gesehen');
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toEqual({ success: true });
    const after = await freigaben(max.call);
    expect([...after.vertraege, ...after.dokumente].some((entry) => entry.neu)).toBe(false);
  });

  it("shows a customer nothing of another customer's, and documents only with show_freigaben", async () => {
    const { office, max, mainId } = await providing(t.app);
    const contract = await provideContract(office, max.user.id, mainId);
    await attachDocument(t.app, office.token, max.user.id, contract.id);
    const erika = await customerOf(t.app, office.agency.id, {
      config: { vertrag_bereitstellen: true, show_freigaben: true },
    });
    expect(await freigaben(erika.call)).toEqual({ vertraege: [], dokumente: [] });
    const quiet = await customerOf(t.app, office.agency.id, {
      config: { vertrag_bereitstellen: true, show_freigaben: false },
    });
    const theirs = await provideContract(office, quiet.user.id, quiet.persons[0]?.id as number);
    await attachDocument(t.app, office.token, quiet.user.id, theirs.id);
    const listed = await freigaben(quiet.call);
    expect([listed.vertraege.length, listed.dokumente.length]).toEqual([1, 0]);
  });
});
