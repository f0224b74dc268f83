import { describe, expect, it } from 'vitest';
import { factsOf, NO_FACTS } from './facts';

describe('factsOf', () => {
  it('reads no fact of an empty person', () => {
    expect(factsOf({ details: {} })).toEqual(NO_FACTS);
  });

  it('reads each vcheck flag as stored ("1", 1 or true), anything else as no', () => {
    expect(factsOf({ details: { kfzhalter: '1', hund: 1, katze: true } })).toMatchObject({
      kfzhalter: true,
      hund: true,
      katze: true,
    });
    expect(factsOf({ details: { kfzhalter: '0', hund: 0, katze: '', pferd: null } })).toEqual(NO_FACTS);
  });

  it('takes renting, owning and letting from the wohnstatus and immobilien_vermieter as well as the flags', () => {
    expect(factsOf({ details: { wohnstatus: 'miete_wohnung' } })).toMatchObject({
      mieter: true,
      wohneigentum: false,
    });
    expect(factsOf({ details: { wohnstatus: 'eigentum_einfamilienhaus' } })).toMatchObject({
      mieter: false,
      wohneigentum: true,
    });
    expect(factsOf({ details: { wohnstatus: 'unentgeltlich' } })).toMatchObject({
      mieter: false,
      wohneigentum: false,
    });
    expect(factsOf({ details: { immobilien_vermieter: '1' } }).vermieter).toBe(true);
  });

  it('has a house of its own from an owned house in the wohnstatus or the flag, never from an owned flat', () => {
    expect(factsOf({ details: { wohnstatus: 'eigentum_einfamilienhaus' } }).hauseigentum).toBe(true);
    expect(factsOf({ details: { wohneigentum: '1' } }).hauseigentum).toBe(true);
    expect(factsOf({ details: { wohneigentum: '1', wohnstatus: 'miete_wohnung' } }).hauseigentum).toBe(true);
    expect(factsOf({ details: { wohnstatus: 'eigentum_wohnung' } })).toMatchObject({
      wohneigentum: true,
      hauseigentum: false,
    });
    expect(factsOf({ details: { wohneigentum: '1', wohnstatus: 'eigentum_wohnung' } }).hauseigentum).toBe(
      false,
    );
  });

  it('has earned income for employees, the self-employed, freelancers and civil servants, and trainees with an income', () => {
    for (const situation of ['1', '12', '101', '3', 1]) {
      expect(factsOf({ details: { situation } }).erwerbseinkommen, String(situation)).toBe(true);
    }
    for (const situation of ['4', '10', '5', '102', '108']) {
      expect(factsOf({ details: { situation } }).erwerbseinkommen, situation).toBe(false);
    }
    expect(
      factsOf({ details: { situation: '108', einkuenfte_gesamt_netto_mtl: 850 } }).erwerbseinkommen,
    ).toBe(true);
    expect(
      factsOf({ details: { situation: '108', einkuenfte_gesamt_netto_mtl: '0' } }).erwerbseinkommen,
    ).toBe(false);
  });

  it('has dependants with a child, or when married or in a registered partnership, only with earned income', () => {
    const earning = { situation: '1' };
    expect(factsOf({ details: { ...earning, kinderanzahl: 1 } }).angehoerige).toBe(true);
    expect(factsOf({ details: { ...earning, kinderanzahl: '2' } }).angehoerige).toBe(true);
    expect(factsOf({ details: { ...earning, kinderanzahl: 0 } }).angehoerige).toBe(false);
    expect(factsOf({ familienstand: 'VH', details: earning }).angehoerige).toBe(true);
    expect(factsOf({ familienstand: 'LP', details: earning }).angehoerige).toBe(true);
    for (const status of ['LD', 'GS', 'VW', 'GT', null]) {
      expect(factsOf({ familienstand: status, details: earning }).angehoerige, String(status)).toBe(false);
    }
    // A retiree (situation 4) with grown children and a spouse: nobody lives on an earned income.
    expect(factsOf({ familienstand: 'VH', details: { situation: '4', kinderanzahl: 2 } }).angehoerige).toBe(
      false,
    );
    expect(factsOf({ familienstand: 'VH', details: { kinderanzahl: 1 } }).angehoerige).toBe(false);
  });
});
