import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  emptyUploadQueue,
  isEnded,
  type UploadAction,
  type UploadQueue,
  uploadQueueReducer,
} from './upload-queue';

const run = (actions: UploadAction[], from: UploadQueue = emptyUploadQueue) =>
  actions.reduce(uploadQueueReducer, from);

const two: UploadAction = {
  type: 'add',
  files: [
    { id: 'a', name: 'Police.pdf', size: 1000 },
    { id: 'b', name: 'Foto.jpg', size: 500 },
  ],
};

describe('upload queue', () => {
  it('queues chosen files; confirm starts one with its name and directory', () => {
    const queue = run([
      two,
      { type: 'confirm', id: 'a', name: ' Kfz-Police.pdf ', directory: 'Versicherungen/Kfz' },
    ]);
    expect(queue.items.map((item) => [item.id, item.state, item.name, item.directory])).toEqual([
      ['a', 'uploading', 'Kfz-Police.pdf', 'Versicherungen/Kfz'],
      ['b', 'queued', 'Foto.jpg', null],
    ]);
  });

  it('does not start with an empty name', () => {
    const queue = run([two, { type: 'confirm', id: 'a', name: '  ', directory: null }]);
    expect(queue.items[0]?.state).toBe('queued');
  });

  it('cancel removes a queued item and stops a running one as cancelled', () => {
    const queue = run([
      two,
      { type: 'confirm', id: 'a', name: 'Police.pdf', directory: null },
      { type: 'cancel', id: 'b' },
    ]);
    expect(queue.items.map((item) => item.id)).toEqual(['a']);
    const cancelled = run([{ type: 'cancel', id: 'a' }], queue);
    expect(cancelled).toEqual({ items: [], finished: { uploaded: 0, cancelled: 1, failed: [] } });
  });

  it('progress only grows and never passes the size', () => {
    const start = run([two, { type: 'confirm', id: 'a', name: 'Police.pdf', directory: null }]);
    const sent = (actions: UploadAction[]) => run(actions, start).items[0]?.sent;
    expect(sent([{ type: 'progress', id: 'a', sent: 400 }])).toBe(400);
    expect(
      sent([
        { type: 'progress', id: 'a', sent: 400 },
        { type: 'progress', id: 'a', sent: 100 },
      ]),
    ).toBe(400);
    expect(sent([{ type: 'progress', id: 'a', sent: 5000 }])).toBe(1000);
  });

  it('clears when every item has ended and says what happened', () => {
    const queue = run([
      two,
      { type: 'confirm', id: 'a', name: 'Police.pdf', directory: null },
      { type: 'confirm', id: 'b', name: 'Foto.jpg', directory: null },
      { type: 'done', id: 'a' },
    ]);
    expect(queue.items).toHaveLength(2);
    expect(
      run([{ type: 'fail', id: 'b', error: 'Dateityp wird nicht unterstützt (Foto.jpg)' }], queue),
    ).toEqual({
      items: [],
      finished: {
        uploaded: 1,
        cancelled: 0,
        failed: [{ name: 'Foto.jpg', error: 'Dateityp wird nicht unterstützt (Foto.jpg)' }],
      },
    });
  });

  it('ignores actions for unknown items, ended items and a file added twice', () => {
    const queue = run([two]);
    expect(run([{ type: 'done', id: 'x' }, { type: 'done', id: 'b' }, two], queue)).toBe(queue);
  });

  it('keeps any sequence of actions consistent, and clears once all have ended (property)', () => {
    const id = fc.constantFrom('a', 'b', 'c', 'd');
    const action: fc.Arbitrary<UploadAction> = fc.oneof(
      fc.record({
        type: fc.constant('add' as const),
        files: fc.array(fc.record({ id, name: fc.constantFrom('x.pdf', 'y.jpg'), size: fc.nat(5000) }), {
          maxLength: 3,
        }),
      }),
      fc.record({
        type: fc.constant('confirm' as const),
        id,
        name: fc.constantFrom('', ' ', 'Neu.pdf'),
        directory: fc.constantFrom(null, 'Haus'),
      }),
      fc.record({ type: fc.constant('cancel' as const), id }),
      fc.record({ type: fc.constant('progress' as const), id, sent: fc.integer({ min: -10, max: 6000 }) }),
      fc.record({ type: fc.constant('done' as const), id }),
      fc.record({ type: fc.constant('fail' as const), id, error: fc.constant('Fehler') }),
    );
    fc.assert(
      fc.property(fc.array(action, { maxLength: 40 }), (actions) => {
        let queue = emptyUploadQueue;
        for (const next of actions) {
          const before = new Map(queue.items.map((item) => [item.id, item]));
          queue = uploadQueueReducer(queue, next);
          const ids = queue.items.map((item) => item.id);
          expect(new Set(ids).size).toBe(ids.length);
          if (queue.items.length > 0) expect(queue.items.every(isEnded)).toBe(false);
          for (const item of queue.items) {
            expect(item.sent).toBeGreaterThanOrEqual(0);
            expect(item.sent).toBeLessThanOrEqual(item.size);
            if (item.state === 'queued') expect(item.sent).toBe(0);
            const old = before.get(item.id);
            if (old) {
              expect(item.sent).toBeGreaterThanOrEqual(old.sent);
              if (isEnded(old)) expect(item).toBe(old);
            }
            if (item.state !== 'queued') expect(item.name.trim()).not.toBe('');
          }
        }
      }),
      { numRuns: 2000 },
    );
  });
});
