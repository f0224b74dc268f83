import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { issueEntries } from '../errors/unknown-fields';
import { unknownFieldTexts } from '../texts/errors';
import {
  agencyTransfersAnswerSchema,
  letterQuerySchema,
  TRANSFER_MAX_CONTRACTS,
  type Transfer,
  transferRequestSchema,
  transfersAnswerSchema,
} from './transfer-api';
import { testAgencyTransfer, testCustomerTransfer, testTransfer } from './transfer-examples';

/** The 422 entries the route schema's refusal becomes, or the parsed body. */
function entries(body: unknown) {
  const result = transferRequestSchema.safeParse(body);
  return result.success ? result.data : issueEntries(result.error.issues);
}

describe('POST /api/bestandsuebertragung’s body', () => {
  it('takes contract ids and a mandate level', () => {
    expect(entries({ contractIds: [3, 7], level: 'maklermandat' })).toEqual({
      contractIds: [3, 7],
      level: 'maklermandat',
    });
    expect(entries({ contractIds: [1], level: 'datenauskunft' })).toMatchObject({ level: 'datenauskunft' });
  });

  it('refuses an empty or missing list, a duplicate, a non-integer id, each with its German entry', () => {
    expect(entries({ contractIds: [], level: 'maklermandat' })).toEqual([
      'contractIds=>Bitte wähle mindestens einen Vertrag aus.',
    ]);
    expect(entries({ level: 'maklermandat' })).toEqual([
      'contractIds=>Bitte wähle mindestens einen Vertrag aus.',
    ]);
    expect(entries({ contractIds: [4, 5, 4], level: 'maklermandat' })).toEqual([
      'contractIds.2=>Jeder Vertrag darf nur einmal vorkommen.',
    ]);
    const notANumber = 'Bitte gib die Verträge als Liste von Nummern an.';
    expect(entries({ contractIds: [1.5, '2', -1, 0], level: 'maklermandat' })).toEqual([
      `contractIds.0=>${notANumber}`,
      `contractIds.1=>${notANumber}`,
      `contractIds.2=>${notANumber}`,
      `contractIds.3=>${notANumber}`,
    ]);
    expect(entries({ contractIds: 5, level: 'maklermandat' })).toEqual([`contractIds=>${notANumber}`]);
    // Beyond int4 is nobody's contract: refused before any query could overflow.
    expect(entries({ contractIds: [2_147_483_648], level: 'maklermandat' })).toEqual([
      `contractIds.0=>${notANumber}`,
    ]);
  });

  it(`takes at most ${TRANSFER_MAX_CONTRACTS} contracts`, () => {
    const ids = (count: number) => Array.from({ length: count }, (_, index) => index + 1);
    expect(entries({ contractIds: ids(TRANSFER_MAX_CONTRACTS), level: 'maklermandat' })).not.toBeInstanceOf(
      Array,
    );
    expect(entries({ contractIds: ids(TRANSFER_MAX_CONTRACTS + 1), level: 'maklermandat' })).toEqual([
      `contractIds=>Eine Anfrage kann höchstens ${TRANSFER_MAX_CONTRACTS} Verträge umfassen.`,
    ]);
  });

  it('refuses an unknown level and any key it does not take', () => {
    expect(entries({ contractIds: [1], level: 'voll' })).toEqual([
      'level=>Bitte wähle „Nur Datenauskunft“ oder „Maklermandat“.',
    ]);
    expect(entries({ contractIds: [1], level: 'maklermandat', status: 'bestaetigt' })).toEqual([
      `status=>${unknownFieldTexts.unknown}`,
    ]);
    expect(entries(null)).toEqual(['Bitte überprüfe deine Eingaben.']);
  });

  it('answers every generated body with the parsed body or German entries, never a throw', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.anything(),
          fc.record({ contractIds: fc.array(fc.anything(), { maxLength: 40 }), level: fc.anything() }),
          fc.dictionary(fc.string(), fc.anything()),
        ),
        (body) => {
          const answer = entries(body);
          if (Array.isArray(answer)) {
            expect(answer.length).toBeGreaterThan(0);
            for (const entry of answer) expect(entry).toMatch(/\S/);
          }
        },
      ),
    );
  });
});

describe('the answers', () => {
  const transfer: Transfer = {
    id: 4,
    status: 'beantragt',
    level: 'maklermandat',
    createdAt: '2026-11-02T09:00:00.000Z',
    beantragtAt: '2026-11-02T09:05:00.000Z',
    zurueckgezogenAt: null,
    contracts: [
      {
        contractId: 12,
        versicherer: 'HUK-COBURG Allgemeine Versicherung AG',
        nummer: 'KH-4711',
        status: 'gesendet',
        sparte: 'kfz',
        datum: '2026-11-03',
        notiz: null,
        erfasstAm: '2026-11-03',
        gesendetAm: '2026-11-03',
        verlauf: [
          { status: 'beantragt', datum: '2026-11-02', notiz: null, erfasstAm: '2026-11-02' },
          { status: 'gesendet', datum: '2026-11-03', notiz: null, erfasstAm: '2026-11-03' },
        ],
      },
    ],
  };

  it('keep the fields the issue fixes: id, status, level, createdAt and per contract contractId, versicherer, nummer, status', () => {
    const answer = transfersAnswerSchema.parse({
      transfers: [{ ...transfer, formKey: null, personId: 1 }],
      levels: ['maklermandat'],
      mandate: null,
      mandates: [],
    });
    expect(answer.transfers[0]).toMatchObject({ id: 4, status: 'beantragt', level: 'maklermandat' });
    expect(Object.keys(answer.transfers[0]?.contracts[0] ?? {})).toEqual(
      expect.arrayContaining(['contractId', 'versicherer', 'nummer', 'status']),
    );
    const agency = agencyTransfersAnswerSchema.parse({
      transfers: [
        {
          ...transfer,
          customer: { id: 9, name: 'Max Mustermann' },
          person: { id: 3, name: 'Maria Muster' },
          state: 'wartet',
          letters: [],
        },
      ],
    });
    expect(agency.transfers[0]?.state).toBe('wartet');
  });

  it('names the letter’s insurer in the query', () => {
    expect(letterQuerySchema.parse({ versicherer: ' Allianz ' })).toEqual({ versicherer: 'Allianz' });
    expect(letterQuerySchema.safeParse({ versicherer: '' }).success).toBe(false);
    expect(letterQuerySchema.safeParse({ versicherer: 'Allianz', x: '1' }).success).toBe(false);
  });
});

describe('the examples the web and server tests use', () => {
  it('are answers the schemas take', () => {
    expect(
      transfersAnswerSchema.safeParse({
        transfers: [testCustomerTransfer()],
        levels: [],
        mandate: null,
        mandates: [],
      }).success,
    ).toBe(true);
    // The customer's transfer names the form to sign (null once signed).
    expect(
      transfersAnswerSchema.safeParse({
        transfers: [testTransfer()],
        levels: [],
        mandate: null,
        mandates: [],
      }).success,
    ).toBe(false);
    expect(agencyTransfersAnswerSchema.safeParse({ transfers: [testAgencyTransfer()] }).success).toBe(true);
  });
});
