import { BETREUUNG_VALUES } from '@kundenportal/domain/bestandsuebertragung/betreuung';
import type { AuditEntry } from '@kundenportal/domain/workspace/audit-log';
import type { CustomerHousehold } from '@kundenportal/domain/workspace/household';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FUZZ_RUNS } from '../../../helpers/fuzz-runs';
import { hasProtoKey } from '../../../helpers/proto-key';
import { useTestApp } from '../../../helpers/test-app';
import { agencyWithAdviser, customerOf } from '../bestandsuebertragungen/transfers.fixtures';

/** PUT /api/berater/kunden/{id}/vertraege/{contractId}/betreuung: the agency says who looks after it (issue 29). */
const t = useTestApp();

type Office = Awaited<ReturnType<typeof agencyWithAdviser>>;

const put = (office: Office, customerId: number, contractId: number, body: unknown) =>
  office.call('PUT', `/api/berater/kunden/${customerId}/vertraege/${contractId}/betreuung`, body);

async function household(office: Office, customerId: number) {
  const response = await office.call('GET', `/api/berater/kunden/${customerId}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CustomerHousehold>();
}

async function auditOf(office: Office, customerId: number) {
  const response = await office.call('GET', `/api/berater/kunden/${customerId}/protokoll`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ entries: AuditEntry[] }>().entries;
}

async function setting() {
  const office = await agencyWithAdviser(t.app);
  const max = await customerOf(t.app, office.agency.id);
  const contract = await max.contract('Zurich', 'KFZ-1');
  return { office, max, contract };
}

describe("the agency sets a contract's Betreuung", () => {
  it("sets it to the agency's own, shown in the household and the customer's contracts, with one audit entry", async () => {
    const { office, max, contract } = await setting();
    expect((await household(office, max.user.id)).contracts[0]?.betreuung).toBe('anderer_vermittler');

    const response = await put(office, max.user.id, contract.id, { betreuung: 'makler' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ contract: { id: contract.id, betreuung: 'makler' } });
    expect((await household(office, max.user.id)).contracts[0]?.betreuung).toBe('makler');
    const own = await max.call('GET', `/api/contracts/${contract.id}`);
    expect(own.json<{ contract: { betreuung: string } }>().contract.betreuung).toBe('makler');

    // The same value again changes nothing and writes no second entry.
    expect((await put(office, max.user.id, contract.id, { betreuung: 'makler' })).statusCode).toBe(200);
    const entries = await auditOf(office, max.user.id);
    expect(entries.filter((entry) => entry.action === 'contract_betreuung_changed')).toEqual([
      expect.objectContaining({
        adviserName: `${office.adviser.user.firstName} ${office.adviser.user.lastName}`,
        changes: [
          { key: 'vertrag', before: null, after: 'Zurich KFZ-1' },
          { key: 'betreuung', before: 'anderer_vermittler', after: 'makler' },
        ],
      }),
    ]);

    // Back to unknown: the customer may ask for a transfer again.
    expect((await put(office, max.user.id, contract.id, { betreuung: 'unbekannt' })).statusCode).toBe(200);
    expect((await household(office, max.user.id)).contracts[0]?.betreuung).toBe('unbekannt');
  });

  it('refuses a value that is none of the four, another key and no body at the field (422), writing nothing', async () => {
    const { office, max, contract } = await setting();
    for (const body of [
      { betreuung: 'Makler' },
      { betreuung: 'ihre_agentur' },
      { betreuung: null },
      { betreuung: 1 },
      {},
      { betreuung: 'makler', notiz: 'x' },
    ]) {
      const response = await put(office, max.user.id, contract.id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
    }
    const refused = await put(office, max.user.id, contract.id, { betreuung: 'Makler' });
    expect(refused.json<{ errors: string[] }>().errors).toEqual([
      'betreuung=>Bitte wählen Sie „Ihre Agentur“, „anderer Vermittler“, „Versicherer direkt“ oder „unbekannt“.',
    ]);
    expect((await household(office, max.user.id)).contracts[0]?.betreuung).toBe('anderer_vermittler');
    expect(await auditOf(office, max.user.id)).toEqual([]);
  });

  it("keeps agencies and customers apart: another agency's adviser and another customer's contract are 404", async () => {
    const { office, max, contract } = await setting();
    const other = await agencyWithAdviser(t.app);
    const foreign = await put(other, max.user.id, contract.id, { betreuung: 'makler' });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ error: 'could_not_find_customer' });

    const erika = await customerOf(t.app, office.agency.id, { firstName: 'Erika' });
    const hers = await erika.contract('ERGO', 'E-9');
    const crossed = await put(office, max.user.id, hers.id, { betreuung: 'makler' });
    expect(crossed.statusCode).toBe(404);
    expect(crossed.json()).toMatchObject({ error: 'could_not_find_contract' });
    expect((await put(office, max.user.id, 0, { betreuung: 'makler' })).statusCode).toBe(404);

    expect((await household(office, max.user.id)).contracts[0]?.betreuung).toBe('anderer_vermittler');
    expect((await household(office, erika.user.id)).contracts[0]?.betreuung).toBe('anderer_vermittler');
    const asCustomer = await max.call(
      'PUT',
      `/api/berater/kunden/${max.user.id}/vertraege/${contract.id}/betreuung`,
      {
        betreuung: 'makler',
      },
    );
    expect(asCustomer.statusCode).toBe(403);
  });
});

describe('generated bodies', () => {
  it(`answers ${FUZZ_RUNS} generated bodies with 200 exactly for one of the four values, else 422, never a 5xx`, async () => {
    const { office, max, contract } = await setting();
    const value = fc.oneof(fc.constantFrom(...BETREUUNG_VALUES), fc.string(), fc.anything());
    const body = fc.oneof(
      fc.record({ betreuung: value }),
      fc.record({ betreuung: value, extra: fc.anything() }),
      fc.dictionary(fc.string(), fc.anything()),
      fc.anything(),
    );
    let stored: string = 'anderer_vermittler';
    await fc.assert(
      fc.asyncProperty(body, async (sent) => {
        const payload = JSON.stringify(sent) ?? 'null';
        const response = await put(office, max.user.id, contract.id, sent);
        const context = `${response.statusCode} ${response.body.slice(0, 200)} for ${payload.slice(0, 200)}`;
        expect(response.statusCode, context).toBeLessThan(500);
        // What went over the wire (an undefined value is no key there).
        const wire: unknown = hasProtoKey(payload) ? null : JSON.parse(payload);
        const valid =
          typeof wire === 'object' &&
          wire !== null &&
          !Array.isArray(wire) &&
          Object.keys(wire).length === 1 &&
          (BETREUUNG_VALUES as readonly unknown[]).includes((wire as { betreuung?: unknown }).betreuung);
        // A '__proto__' key is refused by the JSON parser itself (400), before any schema.
        expect(response.statusCode, context).toBe(valid ? 200 : hasProtoKey(payload) ? 400 : 422);
        if (valid) stored = (wire as { betreuung: string }).betreuung;
      }),
      { numRuns: FUZZ_RUNS, examples: [[{ betreuung: 'makler' }], [{ betreuung: 'makler', x: 1 }], [null]] },
    );
    expect((await household(office, max.user.id)).contracts[0]?.betreuung).toBe(stored);
  }, 600_000);
});
