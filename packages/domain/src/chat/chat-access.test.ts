import { describe, expect, it } from 'vitest';
import { resolveConfig } from '../account/config-flags';
import { fullUser } from '../routing/route-rules.fixtures';
import { mayChat, unreadFigure } from './chat-access';

describe('mayChat: whether the app shows anything of the chat (issue 27 item 11)', () => {
  it('is true with an adviser and nachrichten on', () => {
    expect(mayChat(fullUser({ config: resolveConfig({ nachrichten: true }) }))).toBe(true);
  });

  it('is false with nachrichten off, without an adviser, or without a profile yet', () => {
    expect(mayChat(fullUser({ config: resolveConfig({ nachrichten: false }) }))).toBe(false);
    expect(
      mayChat(fullUser({ agent: null, hasMakler: false, config: resolveConfig({ nachrichten: true }) })),
    ).toBe(false);
    expect(mayChat(null)).toBe(false);
  });
});

describe('unreadFigure', () => {
  it('counts up to 99, then says 99+', () => {
    expect(unreadFigure(1)).toBe('1');
    expect(unreadFigure(99)).toBe('99');
    expect(unreadFigure(100)).toBe('99+');
  });
});
