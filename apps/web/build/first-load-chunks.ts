import path from 'node:path';

/** The part of Rolldown's chunking context used here (rolldown: ChunkingContext). */
type ChunkingContext = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };
type NameFunction = (moduleId: string, context: ChunkingContext) => string | null;

export type FirstLoadModules = { entry: string; start: string; login: string; app: string[] };

/**
 * Chunks cut along the first loads instead of one file per shared module
 * (docs/decisions/047-prerendered-app-shell-and-first-load-chunks.md): a logged-in first load fetched
 * 18 scripts and 8 stylesheets, and on a phone's connection each costs a round trip (HTTP/1.1: six at
 * a time), so the landing page painted a second after its bytes could have arrived. Now:
 * - `start`: what the app's start module needs, plus what the login page and the logged-in app share
 *   (both loads need it anyway);
 * - `app`: the rest of what the app layout and the landing page need (one script, one stylesheet);
 * - `login`: the rest of what the login page needs.
 * Modules of the small entry stay in it; everything else is split by Rolldown as before (one chunk
 * per lazily loaded page, shared chunks between them).
 */
export function firstLoadChunkGroups(webRoot: string, modules: FirstLoadModules) {
  const resolve = (file: string) => path.resolve(webRoot, file);
  let groups: Map<string, string> | undefined;

  const assign = (context: ChunkingContext) => {
    const closure = (roots: string[]) => {
      const seen = new Set<string>();
      const stack = [...roots];
      for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
        if (seen.has(id)) continue;
        seen.add(id);
        stack.push(...(context.getModuleInfo(id)?.importedIds ?? []));
      }
      return seen;
    };
    const entry = closure([resolve(modules.entry)]);
    const start = closure([resolve(modules.start)]);
    const login = closure([resolve(modules.login)]);
    const app = closure(modules.app.map(resolve));
    const result = new Map<string, string>();
    for (const id of new Set([...start, ...login, ...app])) {
      if (entry.has(id)) continue;
      if (start.has(id) || (login.has(id) && app.has(id))) result.set(id, 'start');
      else result.set(id, app.has(id) ? 'app' : 'login');
    }
    return result;
  };

  const group = (name: string, priority: number) => {
    const pick: NameFunction = (id, context) => {
      groups ??= assign(context);
      return groups.get(id) === name ? name : null;
    };
    return { name: pick, priority };
  };

  return {
    includeDependenciesRecursively: false,
    groups: [group('start', 3), group('app', 2), group('login', 1)],
  };
}
