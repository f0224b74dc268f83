import { describe, expect, it } from 'vitest';
import { contracts } from '../../../../src/db/schema';
import { createPortfolioImportRepository } from '../../../../src/modules/workspace/portfolio-import/repository';
import { getDatabase } from '../../../helpers/database';
import { useTestApp } from '../../../helpers/test-app';
import { agencyWithMax } from './import.fixtures';

const t = useTestApp();

/** The agency's stored contracts are read page by page, the event loop turning between (issue 31 review). */
describe('reading the agency’s contracts for an import', () => {
  it('reads all of them, more than a page, and lets the event loop turn meanwhile', async () => {
    const { max, agency } = await agencyWithMax(t.app);
    const { db } = await getDatabase();
    const personId = max.persons[0]?.id ?? 0;
    const many = Array.from({ length: 5001 }, (_, index) => ({
      userId: max.user.id,
      personId,
      sparte: 'kfz',
      gesellschaft: 'HUK-COBURG',
      nummer: `P-${index}`,
    }));
    for (let from = 0; from < many.length; from += 1000)
      await db.insert(contracts).values(many.slice(from, from + 1000));
    let turns = 0;
    let running = true;
    const tick = () => {
      if (!running) return;
      turns += 1;
      setImmediate(tick);
    };
    setImmediate(tick);
    const read = await createPortfolioImportRepository(db).contracts(agency.id);
    running = false;
    expect(read).toHaveLength(5001);
    expect(new Set(read.map((row) => row.nummer)).size).toBe(5001);
    expect(turns).toBeGreaterThan(0);
  });
});
