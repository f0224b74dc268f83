import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const srcDir = path.resolve(import.meta.dirname);
const serverWorkspaceDir = path.resolve(srcDir, '../../server/src/modules/workspace');

/** The workspace's folder every sub-area may import (ADR 129). */
const shared = 'shared';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(tsx?|css)$/.test(entry.name) ? [full] : [];
  });
}

/** Static and dynamic imports of a script, `composes … from` of a style sheet. */
const importPattern = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"]+)['"]/g;

const toSrc = (file: string) => path.relative(srcDir, file).split(path.sep).join('/');

/** Every relative import of a file, as a path under src/. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(importPattern)].map((match) =>
    toSrc(path.resolve(path.dirname(file), match[1] as string)),
  );
}

/** A file's feature (`features/<feature>/`); a workspace sub-area is `workspace/<sub>`, as on the server. */
function featureOf(relative: string): string | null {
  const match = /^features\/(workspace\/[^/]+(?=\/)|[^/]+)\//.exec(relative);
  return match ? (match[1] as string) : null;
}

/** Why an import breaks the layers, or null when it may be. */
function violation(importer: string, target: string): string | null {
  const targetFeature = featureOf(target);
  if (targetFeature === null) return null;
  const own = featureOf(importer);
  if (own === null) {
    return importer.startsWith('app/') || importer === 'main.tsx'
      ? null
      : `${importer.split('/')[0]}/ imports a feature`;
  }
  if (targetFeature === own) return null;
  if (own.startsWith('workspace/') && targetFeature === `workspace/${shared}`) return null;
  return `${own} imports ${targetFeature}`;
}

describe('web layers', () => {
  const found: string[] = [];
  for (const file of sourceFiles(srcDir)) {
    const importer = toSrc(file);
    for (const target of importsOf(file)) {
      const why = violation(importer, target);
      if (why) found.push(`${importer} -> ${target} (${why})`);
    }
  }

  it('features never import each other, and a workspace sub-area imports only itself and shared/', () => {
    expect(found).toEqual([]);
  });

  it('the workspace is a tree of the server’s sub-areas and shared/, with no file of its own', () => {
    const entries = readdirSync(path.join(srcDir, 'features/workspace'), { withFileTypes: true });
    expect(entries.filter((entry) => !entry.isDirectory()).map((entry) => entry.name)).toEqual([]);
    const serverAreas = readdirSync(serverWorkspaceDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    const unknown = entries
      .filter((entry) => entry.isDirectory() && entry.name !== shared && !serverAreas.includes(entry.name))
      .map((entry) => entry.name);
    expect(unknown).toEqual([]);
  });

  it('sees the imports it checks (a sub-area importing another is caught)', () => {
    expect(
      violation('features/workspace/access/apply-preset.tsx', 'features/workspace/audit/audit-log'),
    ).toBe('workspace/access imports workspace/audit');
    expect(
      violation('features/workspace/shared/section-card.tsx', 'features/workspace/agency/agency-api'),
    ).toBe('workspace/shared imports workspace/agency');
    expect(
      violation('features/workspace/inbox/inbox-page.tsx', 'features/chat/components/conversation-list'),
    ).toBe('workspace/inbox imports chat');
    expect(
      violation('features/chat/components/workspace-chat.tsx', 'features/workspace/shared/section-card'),
    ).toBe('chat imports workspace/shared');
    expect(violation('lib/api-client.ts', 'features/auth/saved-login')).toBe('lib/ imports a feature');
    expect(
      violation('features/workspace/access/apply-preset.tsx', 'features/workspace/shared/audit-change'),
    ).toBeNull();
    expect(
      violation('features/workspace/access/apply-preset.tsx', 'features/workspace/access/access-api'),
    ).toBeNull();
    expect(violation('features/workspace/access/apply-preset.tsx', 'components/ui/button')).toBeNull();
    expect(
      violation('app/pages/workspace-customer-page.tsx', 'features/workspace/audit/audit-log'),
    ).toBeNull();
    expect(
      importsOf(path.join(srcDir, 'features/workspace/agency/agency.module.css')).length +
        importsOf(path.join(srcDir, 'app/workspace-routes.ts')).length,
    ).toBeGreaterThan(0);
  });
});
