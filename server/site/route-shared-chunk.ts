// One chunk for the small modules a route's lazy chunks share with other pages' chunks. Left to itself the bundler
// gives each such set of sharers a chunk of its own: /map's first view waited on a dozen of a few hundred bytes
// each, and on a slow link each costs a round trip on one of a browser's six HTTP/1.1 connections (issue 13, point 5).
// What the entry already loads stays in the entry's chunks, what one chunk alone uses stays in it, and so does a
// module loaded with import().

import type { Plugin } from 'vite';

export interface RouteSharedChunk {
  /** Finds the chunk's modules once the module graph is known. */
  plugin: Plugin;
  /** The code-splitting group that gathers them (build.rolldownOptions.output.codeSplitting.groups). */
  group: { name: string; test: (id: string) => boolean; minShareCount: number; includeDependenciesRecursively: false };
}

/**
 * `roots` are the route's lazily loaded modules, as paths from the project's root (src/…). Another page that needs
 * one of the gathered modules loads the whole chunk: a few KB, against a dozen round trips on the route's first view.
 */
export function routeSharedChunk(name: string, roots: readonly string[]): RouteSharedChunk {
  const members = new Set<string>();
  return {
    plugin: {
      name: `zonebrief:${name}-shared-chunk`,
      apply: 'build',
      buildEnd() {
        members.clear();
        const ids = [...this.getModuleIds()];
        const staticallyReached = (starts: readonly string[]) => {
          const seen = new Set<string>();
          const visit = (id: string) => {
            if (seen.has(id)) return;
            seen.add(id);
            for (const imported of this.getModuleInfo(id)?.importedIds ?? []) visit(imported);
          };
          starts.forEach(visit);
          return seen;
        };
        const inEntry = staticallyReached(ids.filter((id) => this.getModuleInfo(id)?.isEntry));
        const rootIds = ids.filter((id) => roots.some((root) => id.endsWith(`/${root}`)));
        for (const id of staticallyReached(rootIds)) {
          // A module something loads with import() keeps its chunk: inside another, the bundler would build its
          // namespace with a runtime of its own, one more file on every page.
          const loadedLazily = (this.getModuleInfo(id)?.dynamicImporters.length ?? 0) > 0;
          if (!inEntry.has(id) && !rootIds.includes(id) && !loadedLazily && id.includes('/src/')) members.add(id);
        }
      },
    },
    // Gathered alone, not with their imports: those the entry has must stay in the entry's chunks.
    group: { name, test: (id) => members.has(id), minShareCount: 2, includeDependenciesRecursively: false },
  };
}
