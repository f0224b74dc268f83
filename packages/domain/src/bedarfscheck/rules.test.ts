import { describe, expect, it } from 'vitest';
import { SPARTEN } from '../contracts/sparten';
import { bedarfscheckTexts } from '../texts/bedarfscheck';
import { factsOf } from './facts';
import { type NeedContract, needsOf } from './result';
import { RULES } from './rules';

/** The person 1's result with these stored details, against these contracts. */
function needs(details: Record<string, unknown>, contracts: NeedContract[] = []) {
  return needsOf(factsOf({ details }), 1, contracts).map(({ sparte, prioritaet, status }) => ({
    sparte,
    prioritaet,
    status,
  }));
}

const contract = (id: number, sparte: string, status = 'A'): NeedContract => ({
  id,
  person_id: 1,
  sparte,
  status,
});
const everyone = { sparte: 'privathaftpflicht', prioritaet: 'existenziell', status: 'luecke' };

describe('the rules table, rule by rule (each fact on and off)', () => {
  it('everyone: Privathaftpflicht, existenziell', () => {
    expect(needs({})).toEqual([everyone]);
  });

  it.each([
    ['kfzhalter', 'kfz', 'existenziell'],
    ['hund', 'tierhalterhaftpflicht', 'existenziell'],
    ['pferd', 'tierhalterhaftpflicht', 'existenziell'],
    ['bauherr', 'bauherrenhaftpflicht', 'existenziell'],
    ['vermieter', 'haus_grundbesitzer', 'existenziell'],
    ['oeltank', 'gewaesserschaden', 'existenziell'],
    ['mieter', 'hausrat', 'wichtig'],
    ['vielreisender', 'reise', 'wichtig'],
  ])('%s: %s (%s) — only with the flag', (flag, sparte, prioritaet) => {
    expect(needs({ [flag]: '1' })).toContainEqual({ sparte, prioritaet, status: 'luecke' });
    expect(needs({ [flag]: '1' })).toHaveLength(2);
    expect(needs({ [flag]: '0' })).toEqual([everyone]);
  });

  it('wohneigentum: Wohngebäude (existenziell) and Hausrat (wichtig); a Wohngebäude contract is checked for Elementar', () => {
    expect(needs({ wohneigentum: '1' })).toEqual([
      everyone,
      { sparte: 'wohngebaeude', prioritaet: 'existenziell', status: 'luecke' },
      { sparte: 'hausrat', prioritaet: 'wichtig', status: 'luecke' },
    ]);
    expect(needs({ wohneigentum: '1' }, [contract(5, 'wohngebaeude')])).toContainEqual({
      sparte: 'wohngebaeude',
      prioritaet: 'existenziell',
      status: 'pruefen',
    });
    expect(needs({ wohneigentum: '0' }, [contract(5, 'wohngebaeude')])).toEqual([everyone]);
  });

  it('owning a flat: Hausrat only — its building is the owners’ association’s (WEG) to insure', () => {
    const hausrat = { sparte: 'hausrat', prioritaet: 'wichtig', status: 'luecke' };
    expect(needs({ wohnstatus: 'eigentum_wohnung' })).toEqual([everyone, hausrat]);
    expect(needs({ wohnstatus: 'eigentum_wohnung', wohneigentum: '1' })).toEqual([everyone, hausrat]);
    for (const house of [
      'eigentum_einfamilienhaus',
      'eigentum_zweifamilienhaus',
      'eigentum_mehrfamilienhaus',
    ]) {
      expect(needs({ wohnstatus: house }), house).toEqual([
        everyone,
        { sparte: 'wohngebaeude', prioritaet: 'existenziell', status: 'luecke' },
        hausrat,
      ]);
    }
  });

  it('katze: no Sparte of its own, but the Privathaftpflicht is to be checked', () => {
    expect(needs({ katze: '1' })).toEqual([everyone]);
    expect(needs({ katze: '1' }, [contract(3, 'privathaftpflicht')])).toEqual([
      { ...everyone, status: 'pruefen' },
    ]);
    expect(needs({ katze: '0' }, [contract(3, 'privathaftpflicht')])).toEqual([
      { ...everyone, status: 'gedeckt' },
    ]);
  });

  it('vielreisender: a travel contract is checked for its Auslandsreisekranken (a Reiserücktritt alone is none)', () => {
    const reise = { sparte: 'reise', prioritaet: 'wichtig', status: 'pruefen' };
    expect(needs({ vielreisender: '1' }, [contract(6, 'reise')])).toContainEqual(reise);
    expect(needs({ vielreisender: '1' }, [contract(6, 'reise', 'I')])).toContainEqual(reise);
    expect(needs({ vielreisender: '0' }, [contract(6, 'reise')])).toEqual([everyone]);
  });

  it('vielreisender: a Hausrat contract is checked for its Außenversicherung, none is no gap of its own', () => {
    expect(needs({ vielreisender: '1' }, [contract(4, 'hausrat')])).toContainEqual({
      sparte: 'hausrat',
      prioritaet: 'sinnvoll',
      status: 'pruefen',
    });
    expect(needs({ vielreisender: '0' }, [contract(4, 'hausrat')])).toEqual([everyone]);
    expect(needs({ vielreisender: '1', mieter: '1' })).toContainEqual({
      sparte: 'hausrat',
      prioritaet: 'wichtig',
      status: 'luecke',
    });
  });

  it('earned income: Berufsunfähigkeit, existenziell', () => {
    expect(needs({ situation: '1' })).toContainEqual({
      sparte: 'berufsunfaehigkeit',
      prioritaet: 'existenziell',
      status: 'luecke',
    });
    expect(needs({ situation: '4' })).toEqual([everyone]);
  });

  it('children or a partner who depend on the earned income: Risikoleben, existenziell', () => {
    const risk = { sparte: 'risikoleben', prioritaet: 'existenziell', status: 'luecke' };
    expect(needs({ situation: '1', kinderanzahl: 2 })).toContainEqual(risk);
    expect(needsOf(factsOf({ familienstand: 'VH', details: { situation: '1' } }), 1, [])).toHaveLength(3);
    expect(needs({ situation: '1', kinderanzahl: 0 })).not.toContainEqual(risk);
    // A retiree with grown children and a spouse: no income anyone depends on, no Risikoleben.
    const retiree = factsOf({ familienstand: 'VH', details: { situation: '4', kinderanzahl: 2 } });
    expect(needsOf(retiree, 1, []).map((need) => need.sparte)).toEqual(['privathaftpflicht']);
    expect(needs({ kinderanzahl: 2 })).toEqual([everyone]);
  });

  it('gives every rule a reason text, and every Sparte it names a product text', () => {
    for (const rule of RULES) {
      expect(bedarfscheckTexts.reasons[rule.id], rule.id).toBeTruthy();
      expect(Object.keys(bedarfscheckTexts.produkttexte), rule.id).toContain(rule.sparte);
      expect(SPARTEN.some((sparte) => sparte.key === rule.sparte)).toBe(true);
    }
    expect(new Set(RULES.map((rule) => rule.id)).size).toBe(RULES.length);
  });
});
