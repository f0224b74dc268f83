import { describe, expect, it } from 'vitest';
import { contractKey, emailKey, personKey } from './match-keys';

describe('the portfolio import’s match keys', () => {
  it('folds an e-mail address’s case and spaces; none is null', () => {
    expect(emailKey(' Max.Mustermann@Example.COM ')).toBe('max.mustermann@example.com');
    expect(emailKey('  ')).toBeNull();
    expect(emailKey(null)).toBeNull();
  });

  it('matches a person by name and birth day whatever the case, spaces and Unicode form', () => {
    const composed = personKey('Jürgen', 'Müller', '1970-01-02');
    expect(personKey(' JU\u0308RGEN ', 'müller', '1970-01-02')).toBe(composed);
    expect(personKey('Jürgen', 'Müller', '1970-01-03')).not.toBe(composed);
    expect(personKey('Jürgen', 'Müller', null)).toBeNull();
    expect(personKey('', 'Müller', '1970-01-02')).toBeNull();
  });

  it('matches a contract by the insurer under either of its names and the number without separators', () => {
    expect(contractKey('HUK-COBURG', 'ab 12-34/5.6', 'kfz')).toBe(
      contractKey(' huk-coburg ', 'AB1234 56', 'kfz'),
    );
    expect(contractKey('Allianz', '4711', 'kfz')).not.toBe(contractKey('HUK-COBURG', '4711', 'kfz'));
    expect(contractKey('Allianz', '4711', 'hausrat')).not.toBe(contractKey('Allianz', '4711', 'haftpflicht'));
    expect(contractKey('Allianz', ' ', 'kfz')).toBeNull();
  });
});
