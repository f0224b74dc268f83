import { CONTRACT_LINK_DAYS } from '@kundenportal/domain/freigaben/meine-freigaben';
import { paths } from '@kundenportal/domain/routing/paths';
import { decodeJwt } from 'jose';
import { afterEach, describe, expect, it } from 'vitest';
import { hausrat } from '../../helpers/contracts';
import { useTestApp } from '../../helpers/test-app';
import { customerOf } from '../workspace/bestandsuebertragungen/transfers.fixtures';
import { auditOf, provideContract, providing } from '../workspace/vertraege/provided.fixtures';

/** The adviser's link to one provided contract and GET /api/jwtcontracts/{token} (issue 31, ADR 200). */
const t = useTestApp({ PUBLIC_URL: 'https://portal.example' });

afterEach(() => t.app.clock.set(null));

async function linked() {
  const setting = await providing(t.app);
  const { office, max, mainId } = setting;
  const contract = await provideContract(office, max.user.id, mainId);
  const response = await office.call(
    'POST',
    `/api/berater/kunden/${max.user.id}/vertraege/${contract.id}/link`,
  );
  expect(response.statusCode, response.body).toBe(201);
  const { url, gueltig_bis } = response.json<{ url: string; gueltig_bis: string }>();
  const prefix = `https://portal.example/#${paths.approvalLink.replace(':token', '')}`;
  expect(url.startsWith(prefix)).toBe(true);
  return {
    ...setting,
    contract,
    token: decodeURIComponent(url.slice(prefix.length)),
    gueltigBis: gueltig_bis,
  };
}

describe('a link to a provided contract', () => {
  it('names the contract to its customer, valid a week, and is in the agency log', async () => {
    const { office, max, contract, token, gueltigBis } = await linked();
    const days = (Date.parse(gueltigBis) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(CONTRACT_LINK_DAYS - 0.1);
    expect(days).toBeLessThanOrEqual(CONTRACT_LINK_DAYS);
    const response = await max.call('GET', `/api/jwtcontracts/${encodeURIComponent(token)}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ contract_id: contract.id });
    expect((await auditOf(office, max.user.id)).map((entry) => entry.action)).toContain(
      'contract_link_created',
    );
  });

  it('counts the contract it opened as seen by a POST of the page (the GET changes nothing)', async () => {
    const { max, mainId, contract, token } = await linked();
    const neu = async () =>
      (await max.call('GET', '/api/meinefreigaben'))
        .json<{ vertraege: { id: number; neu: boolean }[] }>()
        .vertraege.find((entry) => entry.id === contract.id)?.neu;
    await max.call('GET', `/api/jwtcontracts/${encodeURIComponent(token)}`);
    expect(await neu()).toBe(true);
    const seen = await max.call('POST', `/api/meinefreigaben/vertraege/${contract.id}/gesehen`);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(await neu()).toBe(false);
    // Their own contract is none the adviser provided: 404 as for one not theirs.
    const own = (await max.call('POST', '/api/contracts', hausrat(mainId))).json<{
      contract: { id: number };
    }>();
    for (const id of [own.contract.id, contract.id + 1000, 'abc']) {
      const refused = await max.call('POST', `/api/meinefreigaben/vertraege/${id}/gesehen`);
      expect(refused.statusCode, refused.body).toBe(404);
    }
  });

  it("is another customer's 404, even of the same agency", async () => {
    const { office, token } = await linked();
    const erika = await customerOf(t.app, office.agency.id, { config: { vertrag_bereitstellen: true } });
    const response = await erika.call('GET', `/api/jwtcontracts/${encodeURIComponent(token)}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: 'could_not_find_contract' });
  });

  it('is answered from the kept view only until the link runs out (ADR 330)', async () => {
    const { max, token } = await linked();
    // The rows made for the link reach the feed first (on PostgreSQL a moment after their commit).
    await t.app.syncChanges();
    const exp = (decodeJwt(token).exp ?? 0) * 1000;
    const url = `/api/jwtcontracts/${encodeURIComponent(token)}`;
    t.app.clock.set(new Date(exp - 2000));
    expect((await max.call('GET', url)).statusCode).toBe(200);
    const hits = t.app.viewCache.stats().hits;
    expect((await max.call('GET', url)).statusCode).toBe(200);
    expect(t.app.viewCache.stats().hits).toBe(hits + 1);
    t.app.clock.set(new Date(exp + 1000));
    expect((await max.call('GET', url)).statusCode).toBe(410);
  });

  it('is refused with a German message when expired (410) or forged (400), and a session token is no link', async () => {
    const { office, max, token } = await linked();
    t.app.clock.set(new Date(Date.now() + (CONTRACT_LINK_DAYS + 1) * 86_400_000));
    const expired = await max.call('GET', `/api/jwtcontracts/${encodeURIComponent(token)}`);
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toMatchObject({
      error: 'contract_link_expired',
      message: expect.stringContaining('abgelaufen'),
    });
    t.app.clock.set(null);

    const [head, body, signature = ''] = token.split('.');
    const forged = `${head}.${body}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    // The adviser's session token stands for any session token: it is no link.
    for (const bad of [forged, 'kein-link', office.token]) {
      const response = await max.call('GET', `/api/jwtcontracts/${encodeURIComponent(bad)}`);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json()).toMatchObject({
        error: 'contract_link_invalid',
        message: 'Der Link zum Vertrag ist ungültig.',
      });
    }
  });
});
