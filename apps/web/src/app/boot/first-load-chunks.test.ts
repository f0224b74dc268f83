import { describe, expect, it } from 'vitest';
import { firstLoadChunkGroups } from '../../../build/first-load-chunks';

/** The chunk groups of apps/web/build/first-load-chunks.ts on a small module graph shaped like the app's. */
const graph: Record<string, string[]> = {
  '/web/src/main.tsx': ['/web/src/after-paint.ts'],
  '/web/src/start.tsx': ['/web/src/after-paint.ts', '/node_modules/react.js', '/web/src/router.ts'],
  '/web/src/router.ts': [],
  '/web/src/login-page.tsx': ['/web/src/api-client.ts', '/web/src/use-form.ts', '/node_modules/react.js'],
  '/web/src/app-layout.tsx': ['/web/src/api-client.ts', '/web/src/dialog.tsx'],
  '/web/src/adviser-page.tsx': ['/web/src/card.tsx'],
  '/web/src/person-page.tsx': ['/web/src/phone.ts'],
};
const context = { getModuleInfo: (id: string) => (id in graph ? { importedIds: graph[id] ?? [] } : null) };
const modules = {
  entry: 'src/main.tsx',
  start: 'src/start.tsx',
  login: 'src/login-page.tsx',
  app: ['src/app-layout.tsx', 'src/adviser-page.tsx'],
};

function chunkOf(id: string): string | null {
  const { groups } = firstLoadChunkGroups('/web', modules);
  const names = groups.map((group) => group.name(id, context)).filter((name) => name !== null);
  expect(names.length).toBeLessThanOrEqual(1);
  return names[0] ?? null;
}

describe('chunks cut along the first loads', () => {
  it('keeps what the small entry imports in the entry', () => {
    expect(chunkOf('/web/src/main.tsx')).toBeNull();
    expect(chunkOf('/web/src/after-paint.ts')).toBeNull();
  });

  it('puts the start module, its imports, and what the login page and the app share into start', () => {
    for (const id of [
      '/web/src/start.tsx',
      '/web/src/router.ts',
      '/node_modules/react.js',
      '/web/src/api-client.ts',
    ]) {
      expect(chunkOf(id)).toBe('start');
    }
  });

  it('puts the rest of the app layout and the landing page into app, the rest of the login page into login', () => {
    for (const id of [
      '/web/src/app-layout.tsx',
      '/web/src/dialog.tsx',
      '/web/src/adviser-page.tsx',
      '/web/src/card.tsx',
    ]) {
      expect(chunkOf(id)).toBe('app');
    }
    expect(chunkOf('/web/src/login-page.tsx')).toBe('login');
    expect(chunkOf('/web/src/use-form.ts')).toBe('login');
  });

  it('leaves every other page and its imports to the automatic split', () => {
    expect(chunkOf('/web/src/person-page.tsx')).toBeNull();
    expect(chunkOf('/web/src/phone.ts')).toBeNull();
  });
});
