import { describe, expect, it } from 'vitest';
import { createViewCache } from '../../src/cache/view-cache';

function counter(value = 'v') {
  let builds = 0;
  const build = async () => {
    builds += 1;
    return { value: `${value}${builds}`, agentId: 7 };
  };
  return { build, count: () => builds };
}

const liveCache = (options: Parameters<typeof createViewCache>[0] = {}) => {
  const cache = createViewCache(options);
  cache.setLive(true);
  return cache;
};

describe('view cache', () => {
  it('builds once and serves the stored view until the user changes', async () => {
    const cache = liveCache();
    const me = counter();
    expect(await cache.get(1, 'me', me.build)).toBe('v1');
    expect(await cache.get(1, 'me', me.build)).toBe('v1');
    cache.apply('u:1');
    expect(await cache.get(1, 'me', me.build)).toBe('v2');
    expect(me.count()).toBe(2);
    expect(cache.stats()).toMatchObject({ hits: 1, misses: 2 });
  });

  it("keeps other users' views when one user changes", async () => {
    const cache = liveCache();
    const one = counter('a');
    const two = counter('b');
    await cache.get(1, 'me', one.build);
    await cache.get(2, 'me', two.build);
    cache.apply('u:1');
    cache.dropUser(1);
    await cache.get(1, 'me', one.build);
    await cache.get(2, 'me', two.build);
    expect([one.count(), two.count()]).toEqual([2, 1]);
  });

  it('drops only the views that show the changed adviser', async () => {
    const cache = liveCache();
    let builds = 0;
    const withAgent = (agentId: number | null) => async () => {
      builds += 1;
      return { value: String(builds), agentId };
    };
    await cache.get(1, 'me', withAgent(7));
    await cache.get(1, 'persons', withAgent(null));
    await cache.get(2, 'me', withAgent(8));
    cache.apply('a:7');
    expect(await cache.get(1, 'me', withAgent(7))).toBe('4');
    expect(await cache.get(1, 'persons', withAgent(null))).toBe('2');
    expect(await cache.get(2, 'me', withAgent(8))).toBe('3');
  });

  it.each(['*', '', 'u:', 'u:x', 'x:1', 'u:12345678901'])(
    'drops everything for the payload %j',
    async (payload) => {
      const cache = liveCache();
      const me = counter();
      await cache.get(1, 'me', me.build);
      cache.apply(payload);
      await cache.get(1, 'me', me.build);
      expect(me.count()).toBe(2);
    },
  );

  it('does not store a view built while a change arrived (it may show the old rows)', async () => {
    const cache = liveCache();
    let release: () => void = () => {};
    const slow = async () => {
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return { value: 'old', agentId: null };
    };
    const pending = cache.get(1, 'me', slow);
    cache.apply('u:2');
    release();
    expect(await pending).toBe('old');
    expect(await cache.get(1, 'me', async () => ({ value: 'new', agentId: null }))).toBe('new');
  });

  it('stores nothing and serves nothing while the change feed is not live', async () => {
    const cache = createViewCache();
    const me = counter();
    await cache.get(1, 'me', me.build);
    await cache.get(1, 'me', me.build);
    expect(me.count()).toBe(2);
    cache.setLive(true);
    await cache.get(1, 'me', me.build);
    await cache.get(1, 'me', me.build);
    expect(me.count()).toBe(3);
    cache.setLive(false);
    await cache.get(1, 'me', me.build);
    expect(me.count()).toBe(4);
    expect(cache.stats().users).toBe(0);
  });

  it('forgets a view after its time to live', async () => {
    let clock = 0;
    const cache = liveCache({ ttlMs: 1000, now: () => clock });
    const me = counter();
    await cache.get(1, 'me', me.build);
    clock = 1000;
    await cache.get(1, 'me', me.build);
    expect(me.count()).toBe(1);
    clock = 1001;
    await cache.get(1, 'me', me.build);
    expect(me.count()).toBe(2);
  });

  it('holds at most maxUsers users, dropping the oldest', async () => {
    const cache = liveCache({ maxUsers: 2 });
    const me = counter();
    await cache.get(1, 'me', me.build);
    await cache.get(2, 'me', me.build);
    await cache.get(3, 'me', me.build);
    expect(cache.stats().users).toBe(2);
    await cache.get(2, 'me', me.build);
    await cache.get(3, 'me', me.build);
    expect(me.count()).toBe(3);
    await cache.get(1, 'me', me.build);
    expect(me.count()).toBe(4);
  });

  it('does not cache a failed build', async () => {
    const cache = liveCache();
    await expect(
      cache.get(1, 'me', async () => {
        throw new Error('database down');
      }),
    ).rejects.toThrow('database down');
    expect(await cache.get(1, 'me', async () => ({ value: 'ok', agentId: null }))).toBe('ok');
  });
});
