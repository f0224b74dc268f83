import { describe, expect, it } from 'vitest';
import { createViewCache, type ViewOwner } from '../../src/cache/view-cache';

const customer = (userId: number, agentId: number | null): ViewOwner => ({
  userId,
  agentId,
  workspace: false,
});
const adviser = (userId: number, agentId: number): ViewOwner => ({ userId, agentId, workspace: true });

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

  it("drops the views of the changed agency's customers only", async () => {
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
    expect(await cache.get(1, 'persons', withAgent(null))).toBe('5');
    expect(await cache.get(2, 'me', withAgent(8))).toBe('3');
  });

  it("stores a view built while another user's change arrived", async () => {
    const cache = liveCache();
    let release: () => void = () => {};
    const slow = async () => {
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return 'kept';
    };
    const pending = cache.view(customer(1, 7), 'me', slow);
    cache.apply('u:2');
    cache.apply('a:8');
    cache.apply('w:7');
    release();
    expect(await pending).toBe('kept');
    expect(await cache.view(customer(1, 7), 'me', async () => 'rebuilt')).toBe('kept');
  });

  it("an agency's change ('a:') drops its customers' and advisers' views, a customer's ('w:') only its advisers'", async () => {
    const cache = liveCache();
    const keep = async (owner: ViewOwner) => {
      await cache.view(owner, 'page', async () => `built for ${owner.userId}`);
    };
    const cached = async (owner: ViewOwner) =>
      (await cache.view(owner, 'page', async () => 'rebuilt')) !== 'rebuilt';
    const owners = [customer(1, 7), customer(2, 8), adviser(3, 7), adviser(4, 8), customer(5, null)];
    for (const owner of owners) await keep(owner);
    cache.apply('w:7');
    expect(await Promise.all(owners.map(cached))).toEqual([true, true, false, true, true]);
    for (const owner of owners) await keep(owner);
    cache.apply('a:7');
    expect(await Promise.all(owners.map(cached))).toEqual([false, true, false, true, true]);
  });

  it("marks a build stale when its agency changes meanwhile, a workspace build on its customers' changes", async () => {
    const cache = liveCache();
    for (const [owner, payload, kept] of [
      [customer(1, 7), 'a:7', false],
      [customer(1, 7), 'w:7', true],
      [adviser(3, 7), 'w:7', false],
      [adviser(3, 7), 'w:8', true],
    ] as const) {
      cache.apply(`u:${owner.userId}`);
      let release: () => void = () => {};
      const pending = cache.view(owner, 'page', async () => {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return 'first';
      });
      cache.apply(payload);
      release();
      await pending;
      expect(await cache.view(owner, 'page', async () => 'second')).toBe(kept ? 'first' : 'second');
    }
  });

  it('holds at most maxBytes characters, dropping the longest unused users first', async () => {
    const cache = liveCache({ maxBytes: 25 });
    const ten = 'x'.repeat(10);
    await cache.view(customer(1, 7), 'a', async () => ten);
    await cache.view(customer(2, 7), 'a', async () => ten);
    await cache.view(customer(1, 7), 'a', async () => 'rebuilt'); // 1 used last
    await cache.view(customer(3, 7), 'a', async () => ten);
    expect(cache.stats()).toMatchObject({ users: 2, bytes: 20 });
    expect(await cache.view(customer(2, 7), 'a', async () => 'rebuilt')).toBe('rebuilt');
    expect(cache.stats().bytes).toBeLessThanOrEqual(25);
  });

  it('holds at most maxViewsPerUser views of one user, dropping its oldest', async () => {
    const cache = liveCache({ maxViewsPerUser: 2 });
    for (const name of ['a', 'b', 'c']) await cache.view(customer(1, 7), name, async () => name);
    expect(await cache.view(customer(1, 7), 'a', async () => 'rebuilt')).toBe('rebuilt');
    expect(await cache.view(customer(1, 7), 'c', async () => 'rebuilt')).toBe('c');
    expect(cache.stats().bytes).toBe(8);
  });

  it('serves a view kept until a moment only before it, on the clock the caller reads by', async () => {
    const cache = liveCache();
    const owner = customer(1, 7);
    const build = cache.begin(owner);
    cache.keep(build, 'link', 'valid', { until: 5000 });
    expect(cache.lookup(1, 'link', 4999)).toBe('valid');
    expect(cache.lookup(1, 'link', 5000)).toBeUndefined();
    expect(cache.lookup(1, 'link', 4999)).toBeUndefined();
    expect(cache.stats().bytes).toBe(0);
  });

  it("keeps a view's gzip while the view is the same, and drops it with the view", async () => {
    const cache = liveCache();
    const owner = customer(1, 7);
    await cache.view(owner, 'list', async () => 'a'.repeat(100));
    const zipped = Buffer.from('gz');
    cache.keepGzip(1, 'list', 'b'.repeat(100), zipped);
    expect(cache.gzipOf(1, 'list', 'a'.repeat(100))).toBeUndefined();
    cache.keepGzip(1, 'list', 'a'.repeat(100), zipped);
    expect(cache.gzipOf(1, 'list', 'a'.repeat(100))).toBe(zipped);
    expect(cache.stats().bytes).toBe(102);
    cache.apply('u:1');
    expect(cache.gzipOf(1, 'list', 'a'.repeat(100))).toBeUndefined();
    expect(cache.stats().bytes).toBe(0);
  });

  it("keeps a user's views that show no agency beside those that show the user's", async () => {
    const cache = liveCache();
    await cache.view(customer(1, 7), 'page', async () => 'page');
    await cache.get(1, 'persons', async () => ({ value: 'persons', agentId: null }));
    await cache.view(customer(1, null), 'other', async () => 'other');
    for (const [name, value] of [
      ['page', 'page'],
      ['persons', 'persons'],
      ['other', 'other'],
    ])
      expect(await cache.view(customer(1, 7), name as string, async () => 'rebuilt')).toBe(value);
    cache.apply('a:7');
    expect(cache.stats().users).toBe(0);
  });

  it('keeps nothing a build declines (undefined: not a 200)', async () => {
    const cache = liveCache();
    expect(await cache.view(customer(1, 7), 'a', async () => undefined)).toBeUndefined();
    expect(await cache.view(customer(1, 7), 'a', async () => 'built')).toBe('built');
    expect(cache.stats()).toMatchObject({ hits: 0, misses: 2 });
  });

  it.each(['*', '', 'u:', 'u:x', 'x:1', 'w:', 'u:12345678901'])(
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
    cache.apply('u:1');
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
