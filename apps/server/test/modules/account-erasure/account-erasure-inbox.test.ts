import type { InboxItem, InboxSummary } from '@kundenportal/domain/workspace/inbox';
import { describe, expect, it } from 'vitest';
import {
  createTestAdviser,
  createTestCustomer,
  jsonCaller,
  loginAs,
  loginAsAdviser,
  useTestApp,
} from '../../helpers/test-app';

/** The agency sees its customers' pending erasures in the inbox, with their date (issue 32, ADR 239). */
const t = useTestApp();

async function adviserOf(agencyId?: number) {
  const adviser = await createTestAdviser(agencyId === undefined ? {} : { agencyId });
  return jsonCaller(t.app, await loginAsAdviser(t.app, adviser.email, adviser.password));
}

const erasuresOf = (summary: InboxSummary) =>
  summary.categories.find((category) => category.kategorie === 'loeschung');

describe('pending erasures in the inbox', () => {
  it('lists the request with its dates for the customer’s agency only; read marks work; a cancelled one is gone', async () => {
    const customer = await createTestCustomer({ firstName: 'Lena', lastName: 'Löscher' });
    if (!customer.agent) throw new Error('no agency');
    const call = jsonCaller(t.app, await loginAs(t.app, customer.email, customer.password));
    const agency = await adviserOf(customer.agent.id);
    const stranger = await adviserOf();

    const asked = await call('POST', '/api/users/loeschen', { password: customer.password });
    expect(asked.statusCode, asked.body).toBe(202);
    const due = new Date(asked.json<{ loeschung: { faellig_am: string } }>().loeschung.faellig_am);
    const day = (at: Date) =>
      at.toLocaleDateString('de-DE', {
        timeZone: 'Europe/Berlin',
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
      });

    expect(erasuresOf((await agency('GET', '/api/berater/eingang')).json())).toEqual({
      kategorie: 'loeschung',
      unread: 1,
      total: 1,
    });
    const page = (await agency('GET', '/api/berater/eingang/loeschung')).json<{ items: InboxItem[] }>();
    expect(page.items).toEqual([
      expect.objectContaining({
        category: 'loeschung',
        read: false,
        customer: { id: customer.user.id, name: 'Lena Löscher', email: customer.email },
        title: 'Kontolöschung beantragt: Lena Löscher',
        fields: [
          { label: 'Beantragt am', value: day(new Date(due.getTime() - 14 * 24 * 3600 * 1000)) },
          { label: 'Wird gelöscht am', value: day(due) },
          expect.objectContaining({ label: 'Hinweis' }),
        ],
      }),
    ]);
    expect(page.items[0]?.status).toBeUndefined();

    const read = await agency('POST', '/api/berater/eingang/gelesen', {
      kategorie: 'loeschung',
      id: page.items[0]?.id,
    });
    expect(read.statusCode, read.body).toBe(200);
    expect(erasuresOf(read.json())).toEqual({ kategorie: 'loeschung', unread: 0, total: 1 });

    expect(erasuresOf((await stranger('GET', '/api/berater/eingang')).json())).toEqual({
      kategorie: 'loeschung',
      unread: 0,
      total: 0,
    });
    const foreignRead = await stranger('POST', '/api/berater/eingang/gelesen', {
      kategorie: 'loeschung',
      id: page.items[0]?.id,
    });
    expect(foreignRead.statusCode).toBe(404);

    await call('DELETE', '/api/users/loeschen');
    const after = (await agency('GET', '/api/berater/eingang/loeschung')).json<{ items: InboxItem[] }>();
    expect(after.items).toEqual([]);
  });
});
