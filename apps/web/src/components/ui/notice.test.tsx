import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Notice } from './notice';

afterEach(cleanup);

describe('Notice', () => {
  it.each([
    ['info', 'note'],
    ['warning', 'note'],
    ['success', 'status'],
    ['error', 'alert'],
  ] as const)(
    '%s: named by data-variant, role %s, with an icon hidden from screen readers',
    (variant, role) => {
      render(<Notice variant={variant}>Text</Notice>);
      const notice = screen.getByRole(role);
      expect(notice.getAttribute('data-variant')).toBe(variant);
      expect(notice.textContent).toBe('Text');
      expect(notice.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    },
  );

  it('takes another role when told', () => {
    render(
      <Notice variant="info" role="status">
        Gesendet
      </Notice>,
    );
    expect(screen.getByRole('status').getAttribute('data-variant')).toBe('info');
  });
});
