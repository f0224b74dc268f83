import { describe, expect, it } from 'vitest';
import { paths } from './paths';
import { returnTarget, withReturnTo } from './return-to';

describe('returnTarget: the page a form leads back to', () => {
  it('takes a page of the route table with its title', () => {
    const address = withReturnTo('/app/berater/form/maklervollmacht', paths.portfolioTransfer);
    expect(address).toBe('/app/berater/form/maklervollmacht?zurueck=%2Fapp%2Fbestandsuebertragung');
    expect(returnTarget(address.split('?')[1] ?? '')).toEqual({
      path: '/app/bestandsuebertragung',
      title: 'Bestandsübertragung',
    });
  });

  it.each([
    ['none', ''],
    ['another site', '?zurueck=https%3A%2F%2Fexample.com%2Fapp%2Fvertraege'],
    ['a protocol-relative address', '?zurueck=%2F%2Fexample.com%2Fapp'],
    ['an intro page', '?zurueck=%2Fintro%2Flogin'],
    ['an unknown page', '?zurueck=%2Fapp%2Fnirgendwo'],
    ['a path with a query', '?zurueck=%2Fapp%2Fvertraege%3Fx%3D1'],
  ])('ignores %s', (_, search) => {
    expect(returnTarget(search)).toBeNull();
  });
});
