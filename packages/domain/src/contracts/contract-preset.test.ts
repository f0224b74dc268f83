import { describe, expect, it } from 'vitest';
import { returnTarget } from '../routing/return-to';
import { contractAddPath, contractPresetOf } from './contract-preset';

describe('a new contract’s preset in the address', () => {
  it('names the Sparte, the person, the Betreuung and the page to come back to, and reads them back', () => {
    const path = contractAddPath(
      { sparte: 'hausrat', personId: 11, betreuung: 'anderer_vermittler' },
      '/app/bedarfscheck',
    );
    expect(path).toBe(
      '/app/vertraege/add?sparte=hausrat&person=11&betreuung=anderer_vermittler&zurueck=%2Fapp%2Fbedarfscheck',
    );
    const search = path.split('?')[1] ?? '';
    expect(contractPresetOf(search)).toEqual({
      sparte: 'hausrat',
      personId: 11,
      betreuung: 'anderer_vermittler',
    });
    expect(returnTarget(search)).toEqual({ path: '/app/bedarfscheck', title: 'Bedarfscheck' });
  });

  it('leaves out what it does not know, and never presets the broker as Betreuung', () => {
    expect(contractPresetOf('sparte=raumfahrt&person=0&betreuung=makler')).toEqual({});
    expect(contractPresetOf('person=12abc&betreuung=versicherer')).toEqual({ betreuung: 'versicherer' });
    expect(contractAddPath({})).toBe('/app/vertraege/add');
  });
});
