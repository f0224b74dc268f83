import { describe, expect, it } from 'vitest';
import { buildNotfallkarte } from './notfallkarte';

const people = [
  { id: 1, firstname: 'Max', lastname: 'Mustermann' },
  { id: 2, firstname: 'Lena', lastname: 'Mustermann' },
];
const adviser = { vorname: 'Anna', name: 'Beraterin', phone: '030 1234567', mobile: '' };

describe('buildNotfallkarte', () => {
  it("lists each person's active contracts of the card's lines in the card's order, with the hotline", () => {
    const card = buildNotfallkarte(
      people,
      [
        { person_id: 1, sparte: 'hausrat', status: 'A', gesellschaft: 'Allianz', nummer: 'HR-1' },
        { person_id: 1, sparte: 'kfz', status: 'A', gesellschaft: 'HUK-COBURG', nummer: 'KFZ-1' },
        { person_id: 1, sparte: 'private_rente', status: 'A', gesellschaft: 'Allianz', nummer: 'RV-1' },
        { person_id: 1, sparte: 'unfall', status: 'I', gesellschaft: 'AXA', nummer: 'U-1' },
        { person_id: 2, sparte: 'zahnzusatz', gesellschaft: ' ', nummer: null },
      ],
      adviser,
    );
    expect(card).toEqual({
      personen: [
        {
          personId: 1,
          name: 'Max Mustermann',
          vertraege: [
            { sparte: 'Kfz', versicherer: 'HUK-COBURG', nummer: 'KFZ-1', schadenhotline: '0800 2 485 445' },
            { sparte: 'Hausrat', versicherer: 'Allianz', nummer: 'HR-1', schadenhotline: null },
          ],
        },
        {
          personId: 2,
          name: 'Lena Mustermann',
          vertraege: [{ sparte: 'Kranken', versicherer: null, nummer: null, schadenhotline: null }],
        },
      ],
      berater: { name: 'Anna Beraterin', telefon: '030 1234567', mobil: null },
    });
  });

  it("takes the agency's number over the table's, and has no adviser without one", () => {
    const card = buildNotfallkarte(
      people.slice(0, 1),
      [{ person_id: 1, sparte: 'kfz', gesellschaft: 'Allianz', nummer: 'K' }],
      null,
      (versicherer) => (versicherer === 'Allianz' ? '0800 111' : null),
    );
    expect(card.personen[0]?.vertraege[0]?.schadenhotline).toBe('0800 111');
    expect(card.berater).toBeNull();
  });
});
