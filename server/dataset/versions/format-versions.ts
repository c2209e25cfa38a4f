// The text data:list, data:use and data:prune print: plain lines and a table, no colour, readable in a log as well.

import path from 'node:path';
import type { DatasetManifest } from '../../../src/lib/spatial/schema';
import { datasetInfoOf } from '../../../src/lib/spatial/dataset-description';
import { formatBytes } from '../progress-adapter';
import type { DatasetVersions } from './list-versions';
import type { PruneResult } from './prune-versions';
import type { RunningServer } from './running-servers';
import type { MadeCurrent, ServersAfterSwitch } from './use-version';

/** The counts shown per version; the manifest has more (every layer), data:list --json prints them all. */
const COUNTED = [
  ['zoning', 'ZONING'],
  ['parcels', 'PARCELS'],
  ['addresses', 'ADDRESSES'],
] as const;

const count = (value: number | undefined) => (value === undefined ? '–' : value.toLocaleString('en-CA'));

function table(rows: readonly (readonly string[])[], rightAligned: ReadonlySet<number>): string[] {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows.map((row) =>
    row
      .map((cell, column) => (rightAligned.has(column) ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!)))
      .join('  ')
      .trimEnd(),
  );
}

/**
 * A version's two dates apart, as the panel and the briefs give them: its zoning file's publication on the portal ("not
 * known" for a file given by hand) and the day it was imported. The demo is generated: never published, and dated by
 * its id.
 */
function versionDates(manifest: DatasetManifest | null): [published: string, imported: string] {
  if (!manifest) return ['?', '?'];
  if (manifest.source === 'demo') return ['generated', '–'];
  const info = datasetInfoOf(manifest);
  return [info.zoningPublished ?? 'not known', info.imported ?? '?'];
}

function describeServer(server: RunningServer): string {
  return `server ${server.pid} serves ${server.datasetId}${server.pinned ? ` (pinned by DATASET_DIR=${server.datasetDir})` : ' (follows CURRENT)'}`;
}

export function formatVersionList(listing: DatasetVersions, cwd = process.cwd()): string {
  const where = path.relative(cwd, listing.datasetsDir);
  const lines = [`Dataset versions in ${where && !where.startsWith('..') ? where : listing.datasetsDir}:`];
  if (listing.versions.length === 0) {
    lines.push('  none yet (a server writes the demo at its first start; npm run data:import or data:fetch adds the City\'s)');
  } else {
    const header = ['', 'ID', 'SOURCE', 'ZONING PUBLISHED', 'IMPORTED', 'SIZE', ...COUNTED.map(([, title]) => title), 'IN USE'];
    const rows = listing.versions.map((version) => {
      const uses = [version.current ? 'current' : '', ...version.servedBy.map((pid) => `served by ${pid}`)].filter(Boolean);
      const manifest = version.manifest;
      return [
        version.current ? '*' : '',
        version.id,
        manifest?.source ?? '?',
        ...versionDates(manifest),
        formatBytes(version.bytes),
        ...COUNTED.map(([key]) => count(manifest?.counts[key])),
        manifest ? uses.join(', ') : `unreadable: ${version.problem ?? ''}`,
      ];
    });
    lines.push(...table([header, ...rows], new Set([5, 6, 7, 8])).map((line) => `  ${line}`));
  }
  if (listing.currentProblem) lines.push(`CURRENT cannot be read: ${listing.currentProblem}`);
  else if (listing.current === null) lines.push('No CURRENT pointer: a server without DATASET_DIR serves the demo (npm run data:use ID picks one).');
  else if (!listing.versions.some((version) => version.current)) lines.push(`CURRENT names ${listing.current}, which is not here: a server without DATASET_DIR serves the demo.`);
  lines.push(listing.servers.length === 0 ? 'No server is running on this DATA_DIR.' : `Running: ${listing.servers.map(describeServer).join('; ')}.`);
  return `${lines.join('\n')}\n`;
}

export function formatServersAfterSwitch(id: string, servers: ServersAfterSwitch, timeoutSeconds: number): string {
  const lines: string[] = [];
  for (const server of servers.switched) lines.push(`Server ${server.pid} now serves ${id}.`);
  for (const server of servers.pinned) lines.push(`Server ${server.pid} is pinned by DATASET_DIR (${server.datasetDir}) and keeps serving ${server.datasetId}.`);
  for (const server of servers.pending) {
    lines.push(`Server ${server.pid} still serves ${server.datasetId} after ${timeoutSeconds} s: its log says why (or send it SIGHUP to try again).`);
  }
  if (lines.length === 0) lines.push(`No server is running on this DATA_DIR; the next start serves ${id}.`);
  return `${lines.join('\n')}\n`;
}

/** What data:use (or an import with --use) did: the pointer, then each running server, unless it did not wait. */
export function formatMadeCurrent({ result, servers }: MadeCurrent, waitSeconds: number): string {
  const was = result.previous && result.previous !== result.id ? ` (it named ${result.previous})` : '';
  const pointer = `CURRENT now names ${result.id}${was}.\n`;
  return waitSeconds > 0 ? pointer + formatServersAfterSwitch(result.id, servers, waitSeconds) : pointer;
}

export function formatPruneResult(result: PruneResult, dryRun: boolean): string {
  const lines: string[] = [];
  const verb = dryRun ? 'Would remove' : 'Removed';
  for (const { id, bytes } of result.removed) lines.push(`${verb} ${id} (${formatBytes(bytes)})`);
  const reasons = { current: 'current', served: 'a running server answers from it', newest: 'among the newest kept', unreadable: 'not a readable version; left alone' };
  for (const { id, reason } of result.kept) lines.push(`Kept ${id} (${reasons[reason]})`);
  for (const leftover of result.leftovers) lines.push(`Removed ${leftover} (left by a stopped writer, or the cache of a version that is gone)`);
  const freed = result.removed.reduce((sum, { bytes }) => sum + bytes, 0);
  lines.push(result.removed.length === 0 ? 'Nothing to remove.' : `${dryRun ? 'Would free' : 'Freed'} ${formatBytes(freed)}.`);
  return `${lines.join('\n')}\n`;
}
