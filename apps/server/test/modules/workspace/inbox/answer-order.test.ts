import { unknownFieldTexts } from '@kundenportal/domain/texts/errors';
import { workspaceTexts } from '@kundenportal/domain/texts/workspace';
import { describe, expect, it } from 'vitest';
import { expectAdviserSessionBeforeBody } from '../../../helpers/answer-order';
import {
  createTestAdviser,
  createTestCustomer,
  jsonCaller,
  loginAs,
  loginAsAdviser,
  useTestApp,
} from '../../../helpers/test-app';

const t = useTestApp();

/** A customer who sent the agency a damage report, the agency's adviser and one of another agency. */
async function setup() {
  const customer = await createTestCustomer({ config: { schaden: true } });
  const agencyId = customer.agent?.id;
  if (!agencyId) throw new Error('no agency');
  const adviser = await createTestAdviser({ agencyId });
  const stranger = await createTestAdviser();
  const asCustomer = jsonCaller(t.app, await loginAs(t.app, customer.email, customer.password));
  const call = jsonCaller(t.app, await loginAsAdviser(t.app, adviser.email, adviser.password));
  const strangerCall = jsonCaller(t.app, await loginAsAdviser(t.app, stranger.email, stranger.password));
  const report = await asCustomer('POST', '/api/schadensmeldung', {
    schaden_subject: 'Glasbruch',
    schaden_content: 'Fenster gesprungen.',
  });
  expect(report.statusCode).toBe(201);
  return { asCustomer, call, strangerCall, requestId: String(report.json().id) };
}

describe('the order of the inbox answers: 401, 403, 404, then 422 (ADR 100)', () => {
  it("answers no token with 401 and a customer's token with 403, whatever the body or query", async () => {
    const { asCustomer, requestId } = await setup();
    await expectAdviserSessionBeforeBody(t.app, asCustomer, [
      ['GET', '/api/berater/eingang?x=1', undefined],
      ['POST', '/api/berater/eingang/gelesen', { kategorie: 'chat' }],
      ['GET', '/api/berater/eingang/chat?seite=0', undefined],
      ['PUT', `/api/berater/anfragen/${requestId}/status`, { status: 'entwurf' }],
    ]);
  });

  it('answers an unknown category or another agency’s request with 404 before the query or body', async () => {
    const { call, strangerCall, requestId } = await setup();
    for (const [caller, method, url, body] of [
      [call, 'GET', '/api/berater/eingang/chat?seite=0', undefined],
      [call, 'GET', '/api/berater/eingang/Schadensmeldung?seite=x&y=1', undefined],
      [strangerCall, 'PUT', `/api/berater/anfragen/${requestId}/status`, { status: 'entwurf' }],
      [call, 'PUT', '/api/berater/anfragen/999999999/status', {}],
      [call, 'PUT', '/api/berater/anfragen/abc/status', { status: 1 }],
    ] as const) {
      const response = await caller(method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json().error).toBe('could_not_find_inbox_item');
    }
  });

  it('then answers an invalid query or body with 422 and its entries; a read mark’s item is named by its body', async () => {
    const { call, requestId } = await setup();
    const cases = [
      [
        'GET',
        '/api/berater/eingang/schadensmeldung?seite=0',
        undefined,
        [`seite=>${workspaceTexts.inbox.invalidPage}`],
      ],
      [
        'GET',
        '/api/berater/eingang/schadensmeldung?alle=1',
        undefined,
        [`alle=>${unknownFieldTexts.unknown}`],
      ],
      [
        'POST',
        '/api/berater/eingang/gelesen',
        { kategorie: 'chat', id: requestId },
        [`kategorie=>${workspaceTexts.inbox.invalidCategory}`],
      ],
      [
        'PUT',
        `/api/berater/anfragen/${requestId}/status`,
        { status: 'erledigt', x: 1 },
        [`x=>${unknownFieldTexts.unknown}`],
      ],
    ] as const;
    for (const [method, url, body, errors] of cases) {
      const response = await call(method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(422);
      expect(response.json().errors, `${method} ${url}`).toEqual(errors);
    }
    const foreignItem = await call('POST', '/api/berater/eingang/gelesen', {
      kategorie: 'schadensmeldung',
      id: '999999999',
    });
    expect(foreignItem.statusCode).toBe(404);
  });
});
