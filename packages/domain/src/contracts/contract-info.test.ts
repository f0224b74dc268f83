import { describe, expect, it } from 'vitest';
import { contractInfo } from './contract-info';
import { SPARTEN } from './sparten';

describe('contract info (Gut zu wissen)', () => {
  it('has notes for every Sparte and names the Kfz deadline', () => {
    for (const { key } of SPARTEN) expect(contractInfo(key).length).toBeGreaterThan(0);
    expect(contractInfo('kfz')[0]).toContain('30. November');
    expect(contractInfo('private_kranken').join(' ')).toContain('§ 205 VVG');
    expect(contractInfo('hausrat').join(' ')).toContain('§ 40 VVG');
    expect(contractInfo('strom').join(' ')).not.toContain('VVG');
    expect(contractInfo('unbekannt').length).toBeGreaterThan(0);
  });
});
