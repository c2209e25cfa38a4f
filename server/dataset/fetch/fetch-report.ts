// What data:fetch prints: the plan of a dry run, the files it got, and the import command for a --no-import run.

import path from 'node:path';
import type { FetchLayer } from './city-catalogue';
import type { FetchCityDataResult, FetchedLayer } from './fetch-city-data';
import { formatBytes } from '../progress-adapter';

const size = (bytes: number | undefined) => (bytes === undefined ? 'size not published' : formatBytes(bytes));
const day = (iso: string | undefined) => iso?.slice(0, 10) ?? 'undated';

function table(rows: string[][]): string[] {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows.map((row) => `  ${row.map((cell, column) => (column === row.length - 1 ? cell : cell.padEnd(widths[column]!))).join('  ')}`.trimEnd());
}

/** One line per layer: its flag, status, size, the data's date and the portal's resource name. */
export function describeLayers(layers: readonly FetchedLayer[]): string[] {
  if (layers.length === 0) return ['  (nothing)'];
  return table(layers.map((layer) => [layer.layer, layer.status, size(layer.bytes), day(layer.lastModified), `${layer.packageId}: ${layer.resourceName}`]));
}

/** The dry run's answer: what would be downloaded and how much (the layers the portal lacks were logged already). */
export function describeDryRun(result: FetchCityDataResult): string {
  const toGet = result.layers.filter((layer) => layer.status === 'would download');
  const known = toGet.reduce((sum, layer) => sum + (layer.bytes ?? 0), 0);
  const unknown = toGet.some((layer) => layer.bytes === undefined) ? ' (and files whose size is not published)' : '';
  return [
    'Would download (dry run; nothing was written):',
    ...describeLayers(result.layers),
    `${toGet.length} of ${result.layers.length} files to download, ${size(known)}${unknown}.`,
  ].join('\n');
}

const shellQuote = (text: string) => (/^[\w@%+=:,./-]+$/.test(text) ? text : `'${text.replace(/'/g, `'\\''`)}'`);

/** The data:import command that imports these files, relative to `cwd` where shorter. */
export function importCommandFor(files: Partial<Record<FetchLayer, string>>, cwd: string): string {
  const args = Object.entries(files).flatMap(([layer, file]) => {
    const relative = path.relative(cwd, file!);
    return [`--${layer}`, shellQuote(relative.startsWith('..') ? file! : relative)];
  });
  return `npm run data:import -- ${args.join(' ')}`;
}
