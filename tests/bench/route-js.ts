// Which JavaScript each route loads, from Vite's build manifest, and its gzip size.

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  /** The chunk's name before hashing: its module's file name, or a group's name from vite.config.ts. */
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

type Manifest = Record<string, ManifestChunk>;

export function readManifest(distDir: string): Manifest {
  return JSON.parse(readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

/** The chunk files a module loads before it runs: itself and its static imports, transitively. */
export function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

export function gzipBytes(distDir: string, files: Iterable<string>): number {
  let total = 0;
  for (const file of files) {
    if (!file.endsWith('.js')) continue;
    total += gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length;
  }
  return total;
}

/** For each lazily loaded module under src/, the gzip bytes of entry + that module's closure. */
export function jsPerRoute(distDir: string): { entry: number; routes: { module: string; bytes: number }[] } {
  const manifest = readManifest(distDir);
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry && key.endsWith('index.html'));
  if (!entryKey) throw new Error('no index.html entry in the Vite manifest (is build.manifest on?)');
  const entryFiles = staticClosure(manifest, entryKey);
  const routes = Object.entries(manifest)
    .filter(([key, chunk]) => chunk.isDynamicEntry && key.startsWith('src/'))
    .map(([key]) => {
      const files = staticClosure(manifest, key, new Set(entryFiles));
      return { module: key, bytes: gzipBytes(distDir, files) };
    })
    .sort((a, b) => a.module.localeCompare(b.module));
  return { entry: gzipBytes(distDir, entryFiles), routes };
}
