// What an import did, layer by layer: features read, kept, repaired (by kind), rejected and skipped (by reason).
// Printed at the end of a run and written as import-summary.json beside the dataset.

import type { CityLayer } from '../../../src/lib/spatial/schema';

export interface LayerSummary {
  layer: CityLayer;
  /** The file's name (no folder). */
  file: string;
  format: 'geojson' | 'csv';
  bytes: number;
  sha256: string;
  /** Features (rows) in the file. */
  read: number;
  kept: number;
  /** Kept features that needed at least one repair. */
  repairedFeatures: number;
  /** Kept features by repair (a feature may count under several). */
  repaired: Record<string, number>;
  /** Kept features by the variant of the dictionary's fields they came in (POLICY_ID as text, _id for OBJECTID…). */
  variants: Record<string, number>;
  /** Kept features by what they leave not known, the file not carrying it (e.g. "ZN_HOLDING: not in the file"). */
  notKnown: Record<string, number>;
  /** The fields the file carries, on at least one feature with a value, in the order first met. */
  fields: string[];
  /** Features left out because they are unusable, by reason. */
  rejected: Record<string, number>;
  /** Features left out because the layer does not want them (e.g. rivers in the Centreline), by reason. */
  skipped: Record<string, number>;
  /** The first few feature (row) numbers under each rejection reason, to find them in the file. */
  rejectedExamples: Record<string, number[]>;
  seconds: number;
}

export interface ImportSummary {
  datasetId: string;
  startedAt: string;
  finishedAt: string;
  seconds: number;
  layers: Partial<Record<CityLayer, LayerSummary>>;
  notLoaded: CityLayer[];
  /** Zoning areas with ZN_STATUS 5 (not in By-law 569-2013): the map's former by-law layer. */
  formerBylawAreas: number;
  /** Peak resident memory of the import, in MB. */
  peakRssMb: number;
}

const total = (counts: Record<string, number>) => Object.values(counts).reduce((sum, n) => sum + n, 0);

function countLines(title: string, counts: Record<string, number>, examples: Record<string, number[]> = {}): string[] {
  return Object.entries(counts)
    .sort(([, a], [, b]) => b - a)
    .map(([reason, n]) => {
      const seen = examples[reason];
      return `      ${title} ${n.toLocaleString('en-CA')}: ${reason}${seen?.length ? ` (e.g. #${seen.join(', #')})` : ''}`;
    });
}

/** The summary as lines for a terminal or a log. */
export function formatSummary(summary: ImportSummary): string {
  const lines = [`Dataset ${summary.datasetId}: imported in ${summary.seconds.toFixed(1)} s, peak RSS ${summary.peakRssMb} MB`];
  for (const layer of Object.values(summary.layers)) {
    const left = total(layer.rejected) + total(layer.skipped);
    lines.push(
      `  ${layer.layer.padEnd(22)} ${layer.kept.toLocaleString('en-CA').padStart(9)} kept of ${layer.read.toLocaleString('en-CA')}` +
        `${layer.repairedFeatures ? `, ${layer.repairedFeatures.toLocaleString('en-CA')} repaired` : ''}${left ? `, ${left.toLocaleString('en-CA')} left out` : ''}` +
        `  (${layer.file}, ${layer.seconds.toFixed(1)} s)`,
      ...countLines('repaired', layer.repaired),
      ...countLines('variant ', layer.variants),
      ...countLines('not known', layer.notKnown),
      ...countLines('rejected', layer.rejected, layer.rejectedExamples),
      ...countLines('skipped ', layer.skipped),
    );
  }
  if (summary.formerBylawAreas > 0) lines.push(`  former by-law areas (ZN_STATUS 5): ${summary.formerBylawAreas}`);
  if (summary.notLoaded.length > 0) lines.push(`  not loaded in this dataset: ${summary.notLoaded.join(', ')}`);
  return `${lines.join('\n')}\n`;
}
