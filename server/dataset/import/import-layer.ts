// Imports one of the City's files for one layer: streams its features, checks each one's geometry and fields by the
// layer's rule, keeps what can be used (repaired where it can be) and counts the rest by reason.

import { createHash } from 'node:crypto';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { Feature } from 'geojson';
import type { FieldNotes } from './field-values';
import { checkGeometry, type CheckedGeometry } from './geometry-checks';
import { ImportInputError } from './import-error';
import type { ImportProgress } from './import-progress';
import type { LayerSummary } from './import-summary';
import { layerWithFields, LAYER_RULES, type LayerRule } from './layer-rules';
import { PackedAreaFeature } from './packed-feature';
import { detectFormat, readSourceFeatures, type SourceFeature } from './source-reader';

/** How many features must have gone by, none with a field of the layer's signature, before the file is refused. */
export const IDENTIFY_WITHIN = 25;
const EXAMPLES_PER_REASON = 5;

export interface LayerImport<P, G extends CheckedGeometry> {
  features: Feature<G, P>[];
  summary: LayerSummary;
}

const titleOf = (layer: keyof typeof LAYER_RULES) => `the ${LAYER_RULES[layer].title} (--${layer})`;

/** Refuses a CSV file whose header cannot give the layer's fields or geometry. */
function columnProblem(rule: LayerRule<unknown, never>, columns: readonly string[]): string | null {
  const other = layerWithFields(columns, rule.layer);
  const looksLike = other ? `; it looks like ${titleOf(other)}` : '';
  if (rule.signature.length > 0 && !rule.signature.some((field) => columns.includes(field))) {
    return `is not ${titleOf(rule.layer)}: it has no ${rule.signature.join(' or ')} column${looksLike} (its columns: ${columns.join(', ')})`;
  }
  if (rule.signature.length === 0 && other) return `is not ${titleOf(rule.layer)}${looksLike}`;
  if (!rule.geometryColumns.some((set) => set.every((column) => columns.includes(column)))) {
    const needed = rule.geometryColumns.map((set) => set.join(' and ')).join(', or ');
    return `has no column for the geometry (needs ${needed}; its columns: ${columns.join(', ')})`;
  }
  return null;
}

/** Watches the first features of a GeoJSON file for one that belongs to the layer; refuses the file otherwise. */
class LayerIdentity {
  private identified: boolean;
  private firstFields: string[] | null = null;
  private lastLine = 0;

  constructor(
    private readonly rule: LayerRule<unknown, never>,
    private readonly file: string,
  ) {
    this.identified = rule.signature.length === 0;
  }

  see(feature: SourceFeature): void {
    const fields = Object.keys(feature.properties);
    this.lastLine = feature.line;
    const own = this.rule.signature.some((field) => feature.properties[field] !== undefined);
    if (this.firstFields === null && fields.length > 0) {
      this.firstFields = fields;
      // Another layer's own field and none of ours: the file is that layer's, no need to read on.
      const other = layerWithFields(fields, this.rule.layer);
      if (other && !own) this.refuse(feature.number, other);
    }
    if (this.identified) return;
    if (own) this.identified = true;
    else if (feature.number >= IDENTIFY_WITHIN) this.refuse(feature.number);
  }

  /** At the end of a short file: refuses it if none of its features belonged to the layer. */
  end(read: number): void {
    if (!this.identified && read > 0) this.refuse(read);
  }

  private refuse(featureNumber: number, other = layerWithFields(this.firstFields ?? [], this.rule.layer)): never {
    const { rule } = this;
    const looksLike = other ? `; it looks like ${titleOf(other)}` : '';
    const fields = this.firstFields?.length ? ` (the first feature's fields: ${this.firstFields.join(', ')})` : '';
    const fieldNames = rule.signature.join(' or ');
    const missing =
      rule.signature.length === 0 ? '' : featureNumber === 1 ? `: its first feature has no ${fieldNames}` : `: none of its first ${featureNumber} features has ${fieldNames}`;
    throw new ImportInputError(this.file, `is not ${titleOf(rule.layer)}${missing}${looksLike}${fields}`, { feature: featureNumber, line: this.lastLine });
  }
}

const bump = (counts: Record<string, number>, key: string) => {
  counts[key] = (counts[key] ?? 0) + 1;
};

/** Imports `file` for `rule`'s layer; throws ImportInputError (naming the file and where) on input it cannot take. */
export async function importLayer<P, G extends CheckedGeometry>(
  rule: LayerRule<P, G>,
  file: string,
  progress?: ImportProgress,
): Promise<LayerImport<P, G>> {
  const started = performance.now();
  const size = (await stat(file)).size;
  const format = await detectFormat(file);
  const hash = createHash('sha256');
  let bytesRead = 0;
  const summary: LayerSummary = {
    layer: rule.layer, file: path.basename(file), format, bytes: size, sha256: '', read: 0, kept: 0, repairedFeatures: 0,
    repaired: {}, variants: {}, notKnown: {}, fields: [], rejected: {}, skipped: {}, rejectedExamples: {}, seconds: 0,
  };
  const fields = new Set<string>();
  const features: Feature<G, P>[] = [];
  const identity = format === 'geojson' ? new LayerIdentity(rule as unknown as LayerRule<unknown, never>, file) : null;
  progress?.start(rule.layer, path.basename(file), size);
  const onChunk = (chunk: Buffer) => {
    hash.update(chunk);
    bytesRead += chunk.length;
    progress?.update(bytesRead, summary.read);
  };
  const checkColumns = (columns: readonly string[]) => columnProblem(rule as unknown as LayerRule<unknown, never>, columns);
  const rejectFeature = (reason: string, number: number) => {
    bump(summary.rejected, reason);
    const examples = (summary.rejectedExamples[reason] ??= []);
    if (examples.length < EXAMPLES_PER_REASON) examples.push(number);
  };
  try {
    for await (const source of readSourceFeatures(file, format, { onChunk, checkColumns })) {
      summary.read += 1;
      identity?.see(source);
      for (const [name, value] of Object.entries(source.properties)) if (value !== null && value !== undefined && value !== '') fields.add(name);
      if (source.problem) {
        rejectFeature(source.problem, source.number);
        continue;
      }
      const notes: FieldNotes = { repairs: new Set(), variants: new Set(), notKnown: new Set(), textIsNative: format === 'csv' };
      const raw = source.geometry ?? rule.geometryFromFields?.(source.properties, notes);
      const checked = checkGeometry(raw, rule.geometry, notes.repairs);
      if (!checked.ok) {
        rejectFeature(checked.reason, source.number);
        continue;
      }
      const outcome = rule.read(source.properties, notes, source.number, checked.geometry as G);
      if ('reject' in outcome) rejectFeature(outcome.reject, source.number);
      else if ('skip' in outcome) bump(summary.skipped, outcome.skip);
      else {
        features.push(
          rule.packGeometry && (checked.geometry.type === 'Polygon' || checked.geometry.type === 'MultiPolygon')
            ? (new PackedAreaFeature(checked.geometry, outcome.properties) as unknown as Feature<G, P>)
            : { type: 'Feature', geometry: checked.geometry as G, properties: outcome.properties },
        );
        summary.kept += 1;
        if (notes.repairs.size > 0) summary.repairedFeatures += 1;
        for (const kind of notes.repairs) bump(summary.repaired, kind);
        for (const kind of notes.variants) bump(summary.variants, kind);
        for (const kind of notes.notKnown) bump(summary.notKnown, kind);
      }
    }
    identity?.end(summary.read);
  } finally {
    progress?.update(bytesRead, summary.read);
    progress?.stop();
  }
  if (summary.read > 0 && summary.kept === 0 && Object.keys(summary.skipped).length === 0) {
    const reasons = Object.entries(summary.rejected).map(([reason, n]) => `${reason} (${n})`).join('; ');
    throw new ImportInputError(file, `none of its ${summary.read} features can be used for ${titleOf(rule.layer)}: ${reasons}`);
  }
  summary.fields = [...fields];
  summary.sha256 = hash.digest('hex');
  summary.seconds = Math.round(performance.now() - started) / 1000;
  return { features, summary };
}
