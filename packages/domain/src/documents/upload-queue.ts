/**
 * The upload queue of spec section 4 ("Upload item"): a chosen file is queued and waits for the
 * rename/directory modal; confirm starts its upload, cancel removes it; an upload ends uploaded,
 * cancelled or with an error. When every item has ended the queue clears, and `finished` tells what
 * happened to the run (the web app shows the toast or the errors from it). Pure: the web app keeps the
 * files and the requests, this keeps the states.
 */
export type UploadState = 'queued' | 'uploading' | 'uploaded' | 'cancelled' | 'error';

export type UploadItem = {
  id: string;
  /** The file's name as chosen; `name` is what the modal confirmed. */
  fileName: string;
  name: string;
  directory: string | null;
  size: number;
  state: UploadState;
  /** Bytes sent so far (0 … size), only growing. */
  sent: number;
  error: string | null;
};

export type UploadRun = { uploaded: number; cancelled: number; failed: { name: string; error: string }[] };

export type UploadQueue = { items: UploadItem[]; finished: UploadRun | null };

export type UploadAction =
  | { type: 'add'; files: { id: string; name: string; size: number }[] }
  | { type: 'confirm'; id: string; name: string; directory: string | null }
  | { type: 'cancel'; id: string }
  | { type: 'progress'; id: string; sent: number }
  | { type: 'done'; id: string }
  | { type: 'fail'; id: string; error: string };

export const emptyUploadQueue: UploadQueue = { items: [], finished: null };

const ENDED: readonly UploadState[] = ['uploaded', 'cancelled', 'error'];

export function isEnded(item: UploadItem): boolean {
  return ENDED.includes(item.state);
}

export function uploadQueueReducer(queue: UploadQueue, action: UploadAction): UploadQueue {
  const items = step(queue.items, action);
  if (items === queue.items) return queue;
  if (items.length > 0 && items.every(isEnded)) return { items: [], finished: summary(items) };
  return { items, finished: action.type === 'add' ? null : queue.finished };
}

function step(items: UploadItem[], action: UploadAction): UploadItem[] {
  if (action.type === 'add') {
    const known = new Set(items.map((item) => item.id));
    const added = action.files
      // A file chosen twice (also twice in one batch) is queued once.
      .filter((file) => !known.has(file.id) && known.add(file.id))
      .map<UploadItem>((file) => ({
        id: file.id,
        fileName: file.name,
        name: file.name,
        directory: null,
        size: Math.max(0, file.size),
        state: 'queued',
        sent: 0,
        error: null,
      }));
    return added.length ? [...items, ...added] : items;
  }
  const item = items.find((candidate) => candidate.id === action.id);
  if (!item) return items;
  const next = transition(item, action);
  if (next === item) return items;
  if (next === null) return items.filter((candidate) => candidate !== item);
  return items.map((candidate) => (candidate === item ? next : candidate));
}

/** The item after the action; the same item when the action does not apply; null when it is removed. */
function transition(item: UploadItem, action: Exclude<UploadAction, { type: 'add' }>): UploadItem | null {
  switch (action.type) {
    case 'confirm':
      if (item.state !== 'queued' || action.name.trim() === '') return item;
      return { ...item, state: 'uploading', name: action.name.trim(), directory: action.directory };
    case 'cancel':
      if (item.state === 'queued') return null;
      return item.state === 'uploading' ? { ...item, state: 'cancelled' } : item;
    case 'progress': {
      if (item.state !== 'uploading') return item;
      const sent = Math.min(item.size, Math.max(item.sent, action.sent));
      return sent === item.sent ? item : { ...item, sent };
    }
    case 'done':
      return item.state === 'uploading' ? { ...item, state: 'uploaded', sent: item.size } : item;
    case 'fail':
      return item.state === 'uploading' ? { ...item, state: 'error', error: action.error } : item;
  }
}

function summary(items: UploadItem[]): UploadRun {
  return {
    uploaded: items.filter((item) => item.state === 'uploaded').length,
    cancelled: items.filter((item) => item.state === 'cancelled').length,
    failed: items
      .filter((item) => item.state === 'error')
      .map((item) => ({ name: item.name, error: item.error ?? '' })),
  };
}
