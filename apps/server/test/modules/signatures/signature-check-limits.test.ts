import { describe, expect, it } from 'vitest';
import { samples } from '../../helpers/documents';
import { createTestAdviser, loginAsAdviser, uniqueIp, useTestApp } from '../../helpers/test-app';
import { formCustomer } from '../adviser-forms/adviser-forms.fixtures';
import { ADVISER_CHECK_URL, check, fileParts, signForm } from './signature-check.fixtures';

/**
 * The signature check's limit per client address (and per adviser in the workspace), and what another
 * agency's adviser learns: the same as anyone, what the PDF prints (issue 27, ADR 039).
 */
const MAX = 3;
const t = useTestApp({ SIGNATURE_CHECKS_MAX_PER_IP: String(MAX), PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0' });

describe('the signature check’s limits and reach', () => {
  it(`answers ${MAX} checks of one client address, refuses the next with 429 and Retry-After; another address goes on`, async () => {
    const ip = uniqueIp();
    for (let n = 1; n <= MAX; n += 1) {
      const response = await check(t.app, fileParts(samples.pdf()), { ip });
      expect(response.statusCode, `check ${n}`).toBe(200);
    }
    const refused = await check(t.app, fileParts(samples.pdf()), { ip });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: 'too_many_requests', message: expect.any(String) });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(t.config.rateLimits.windowSeconds);
    expect((await check(t.app, fileParts(samples.pdf()), { ip: uniqueIp() })).statusCode).toBe(200);
  });

  it('lets an adviser of another agency check a signed PDF in the workspace and learn only what it prints', async () => {
    const c = await formCustomer(t.app);
    const { pdf, signedAt } = await signForm(t.app, c);
    const other = await createTestAdviser();
    const token = await loginAsAdviser(t.app, other.email, other.password);

    const publicAnswer = await check(t.app, fileParts(pdf), { ip: uniqueIp() });
    const workspaceAnswer = await check(t.app, fileParts(pdf), { token, url: ADVISER_CHECK_URL });
    expect(workspaceAnswer.statusCode, workspaceAnswer.body).toBe(200);
    expect(workspaceAnswer.json()).toEqual(publicAnswer.json());
    expect(workspaceAnswer.json()).toEqual({
      status: 'unveraendert',
      dokument: {
        formular: 'Testvollmacht',
        version: 1,
        unterschrieben_am: signedAt,
        unterschrieben_von: 'Kim Kunde',
      },
    });
    for (const secret of [c.email, c.adviserEmail, String(c.user.id)].filter(Boolean))
      expect(workspaceAnswer.body).not.toContain(`"${secret}"`);
  });

  it('counts the workspace’s checks per adviser, not per address', async () => {
    const adviser = await createTestAdviser();
    const token = await loginAsAdviser(t.app, adviser.email, adviser.password);
    for (let n = 1; n <= MAX; n += 1)
      expect(
        (await check(t.app, fileParts(samples.pdf()), { token, url: ADVISER_CHECK_URL })).statusCode,
      ).toBe(200);
    const refused = await check(t.app, fileParts(samples.pdf()), { token, url: ADVISER_CHECK_URL });
    expect(refused.statusCode).toBe(429);
    // Without a session the workspace's check is closed.
    expect(
      (await check(t.app, fileParts(samples.pdf()), { url: ADVISER_CHECK_URL, client: true })).statusCode,
    ).toBe(401);
  });
});
