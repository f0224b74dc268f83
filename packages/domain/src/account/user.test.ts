import { describe, expect, it } from 'vitest';
import { agentDisplayName, agentFullName, BROKER_TYP, isBroker, mandateDocumentName } from './user';

describe('mandateDocumentName', () => {
  it("is 'Maklervollmacht' for a broker (typ 93HGB)", () => {
    expect(BROKER_TYP).toBe('93HGB');
    expect(mandateDocumentName({ typ: '93HGB' })).toBe('Maklervollmacht');
  });

  it.each(['84HGB', '34d', '', '93hgb', ' 93HGB'])(
    "is 'Betreuungsauftrag und Vollmacht' for typ %j",
    (typ) => {
      expect(mandateDocumentName({ typ })).toBe('Betreuungsauftrag und Vollmacht');
    },
  );

  it("is 'Betreuungsauftrag und Vollmacht' without an agent", () => {
    expect(mandateDocumentName(null)).toBe('Betreuungsauftrag und Vollmacht');
  });
});

describe('isBroker', () => {
  it('is true only for 93HGB', () => {
    expect(isBroker({ typ: '93HGB' })).toBe(true);
    expect(isBroker({ typ: '84HGB' })).toBe(false);
    expect(isBroker(null)).toBe(false);
  });
});

describe('agentDisplayName', () => {
  it('joins first and last name, skipping empty parts', () => {
    expect(agentDisplayName({ anrede: 'Frau', vorname: 'Anna', name: 'Berater' })).toBe('Anna Berater');
    expect(agentDisplayName({ anrede: 'Herr', vorname: '', name: 'Berater' })).toBe('Berater');
  });
});

describe('agentFullName', () => {
  it("puts the salutation before the name: 'Frau' for a female adviser, else 'Herr'", () => {
    expect(agentFullName({ anrede: 'Frau', vorname: 'Petra', name: 'Berger' })).toBe('Frau Petra Berger');
    expect(agentFullName({ anrede: 'Herr', vorname: 'Thomas', name: 'Berger' })).toBe('Herr Thomas Berger');
    expect(agentFullName({ anrede: '', vorname: 'Thomas', name: 'Berger' })).toBe('Herr Thomas Berger');
  });
});
