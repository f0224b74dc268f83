import { describe, expect, it } from 'vitest';
import {
  BETREUUNG_OPTIONS,
  betreuungLabel,
  betreuungOptionsFor,
  betreuungWorkspaceLabel,
  isBetreuung,
  isFremdvertrag,
  REQUEST_REFUSAL_MESSAGES,
  requestRefusal,
} from './betreuung';

describe('who looks after a contract (Betreuung)', () => {
  it('has four values with German labels for the customer and the workspace', () => {
    expect(BETREUUNG_OPTIONS).toEqual([
      { value: 'makler', label: 'Dein Berater' },
      { value: 'anderer_vermittler', label: 'Ein anderer Vermittler' },
      { value: 'versicherer', label: 'Der Versicherer direkt' },
      { value: 'unbekannt', label: 'Weiß ich nicht' },
    ]);
    expect(betreuungLabel('versicherer')).toBe('Der Versicherer direkt');
    expect(betreuungWorkspaceLabel('makler')).toBe('Ihre Agentur');
    expect(isBetreuung('makler')).toBe(true);
    expect(isBetreuung('constructor')).toBe(false);
  });

  it('offers the customer every value but this broker, unless the contract already is his', () => {
    expect(betreuungOptionsFor('unbekannt').map((option) => option.value)).toEqual([
      'anderer_vermittler',
      'versicherer',
      'unbekannt',
    ]);
    expect(betreuungOptionsFor(null)).toHaveLength(3);
    expect(betreuungOptionsFor('makler')).toEqual(BETREUUNG_OPTIONS);
  });

  it('makes every contract not looked after by this broker a Fremdvertrag', () => {
    expect(isFremdvertrag({ betreuung: 'makler' })).toBe(false);
    expect(isFremdvertrag({ betreuung: 'unbekannt' })).toBe(true);
  });
});

describe('whether a contract can be requested', () => {
  const foreign = { betreuung: 'anderer_vermittler' as const, nummer: 'KV-123' };

  it('refuses an unknown contract, one of this broker, one in a running transfer, one without a number', () => {
    expect(requestRefusal(null, [])).toBe('unknown');
    expect(requestRefusal({ betreuung: 'makler', nummer: '1' }, [])).toBe('already_ours');
    expect(requestRefusal(foreign, [{ transferStatus: 'beantragt', status: 'gesendet' }])).toBe(
      'in_transfer',
    );
    expect(requestRefusal(foreign, [{ transferStatus: 'zu_unterschreiben', status: 'beantragt' }])).toBe(
      'in_transfer',
    );
    expect(requestRefusal({ ...foreign, nummer: '  ' }, [])).toBe('number_missing');
    expect(requestRefusal({ ...foreign, nummer: null }, [])).toBe('number_missing');
    expect(REQUEST_REFUSAL_MESSAGES.already_ours).toBe('Diesen Vertrag betreut Dein Berater bereits.');
  });

  it('takes a contract again after a withdrawal, a refusal or a data answer', () => {
    expect(requestRefusal(foreign, [])).toBeNull();
    expect(requestRefusal(foreign, [{ transferStatus: 'zurueckgezogen', status: 'beantragt' }])).toBeNull();
    expect(requestRefusal(foreign, [{ transferStatus: 'beantragt', status: 'abgelehnt' }])).toBeNull();
    // A Datenauskunft confirmed leaves the Betreuung as it was: a Maklermandat may follow.
    expect(requestRefusal(foreign, [{ transferStatus: 'beantragt', status: 'bestaetigt' }])).toBeNull();
  });
});
