// `data:fetch`'s download side: asks the portal for the packages' current resources, picks each layer's file, and
// downloads the ones not already on disk in their current version to DATA_DIR/downloads/<package>/<resource id>-<name>.

import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parsePublishedHash, type PublishedHash } from './checksum';
import { showPackage, type CkanPackage } from './ckan-client';
import {
  packagesFor,
  planDownloads,
  selectedSources,
  type DownloadPlan,
  type FetchLayer,
  type LayerSelection,
  type PlannedDownload,
} from './city-catalogue';
import { downloadFile } from './download';
import type { TransferProgressFactory } from '../progress-adapter';
import type { RetryPolicy } from './retry';

export interface FetchCityDataOptions {
  /** The portal's root (config CKAN_BASE_URL). */
  baseUrl: string;
  /** Downloads go under <dataDir>/downloads. */
  dataDir: string;
  selection: LayerSelection;
  /** Only say what would be downloaded. */
  dryRun?: boolean;
  /** Download again even when the file on disk is the portal's current version. */
  force?: boolean;
  progress?: TransferProgressFactory;
  log?: (line: string) => void;
  retry?: RetryPolicy;
  wait?: (ms: number) => Promise<unknown>;
  idleTimeoutMs?: number;
}

export type FetchStatus = 'downloaded' | 'up to date' | 'would download';

export interface FetchedLayer {
  layer: FetchLayer;
  packageId: string;
  resourceId: string;
  resourceName: string;
  url: string;
  file: string;
  /** Bytes on disk, or the published size for a dry run (undefined when the portal publishes none). */
  bytes: number | undefined;
  /** Of the file on disk; undefined for a dry run. */
  sha256: string | undefined;
  /** The resource's last_modified on the portal: the date of the data. */
  lastModified: string | undefined;
  status: FetchStatus;
}

export interface FetchCityDataResult {
  layers: FetchedLayer[];
  /** Layers the portal does not publish now (optional ones; a missing required one throws). */
  missing: DownloadPlan['missing'];
  /** The files by import flag, for importCityData. */
  files: Partial<Record<FetchLayer, string>>;
}

/** What a finished download was: beside the file as `<file>.source.json`, so a later fetch knows it is current. */
interface SourceRecord {
  url: string;
  resourceId: string;
  resourceName: string;
  packageId: string;
  lastModified?: string;
  publishedSize?: number;
  publishedHash?: string;
  bytes: number;
  sha256: string;
  downloadedAt: string;
}

export const downloadsDir = (dataDir: string) => path.join(dataDir, 'downloads');
const recordFile = (file: string) => `${file}.source.json`;

/** The record of the file on disk when it is the portal's current version of the resource. */
async function currentCopy(planned: PlannedDownload, file: string): Promise<SourceRecord | undefined> {
  let record: SourceRecord;
  try {
    record = JSON.parse(await readFile(recordFile(file), 'utf8')) as SourceRecord;
  } catch {
    return undefined;
  }
  const size = await stat(file).then(
    (s) => s.size,
    () => undefined,
  );
  const { resource } = planned;
  const same =
    size === record.bytes &&
    record.url === planned.url &&
    record.lastModified === resource.last_modified &&
    (resource.size === undefined || resource.size === size) &&
    (resource.hash ?? undefined) === record.publishedHash;
  return same ? record : undefined;
}

function expectedHashOf(planned: PlannedDownload, log: (line: string) => void): PublishedHash | undefined {
  const parsed = parsePublishedHash(planned.resource.hash);
  if (parsed && 'unreadable' in parsed) {
    log(`  ${planned.layer}: the portal's hash "${parsed.unreadable}" is not a checksum this client reads; the size is checked only`);
    return undefined;
  }
  return parsed;
}

/** Asks the portal for each package once and plans the selected layers' downloads. */
export async function planCityDownloads(options: Pick<FetchCityDataOptions, 'baseUrl' | 'selection' | 'retry' | 'wait'>): Promise<DownloadPlan> {
  const sources = selectedSources(options.selection);
  const packages = new Map<string, CkanPackage>();
  for (const packageId of packagesFor(sources)) {
    packages.set(packageId, await showPackage(packageId, { baseUrl: options.baseUrl, ...(options.retry ? { retry: options.retry } : {}), ...(options.wait ? { wait: options.wait } : {}) }));
  }
  return planDownloads(packages, sources, options.baseUrl);
}

/** Plans, then downloads each layer's file unless the copy on disk is current (or only says what it would do). */
export async function fetchCityData(options: FetchCityDataOptions): Promise<FetchCityDataResult> {
  const log = options.log ?? (() => {});
  const plan = await planCityDownloads(options);
  for (const gap of plan.missing) log(`  ${gap.layer}: the portal publishes no ${gap.title} in package "${gap.packageId}" now; skipped`);
  const layers: FetchedLayer[] = [];
  for (const planned of plan.downloads) {
    const dir = path.join(downloadsDir(options.dataDir), planned.packageId);
    const file = path.join(dir, planned.fileName);
    const { resource } = planned;
    const base = {
      layer: planned.layer,
      packageId: planned.packageId,
      resourceId: resource.id,
      resourceName: resource.name ?? planned.fileName,
      url: planned.url,
      file,
      lastModified: resource.last_modified,
    };
    const current = options.force ? undefined : await currentCopy(planned, file);
    if (current) {
      layers.push({ ...base, bytes: current.bytes, sha256: current.sha256, status: 'up to date' });
      continue;
    }
    if (options.dryRun) {
      layers.push({ ...base, bytes: resource.size, sha256: undefined, status: 'would download' });
      continue;
    }
    await mkdir(dir, { recursive: true });
    const expectedHash = expectedHashOf(planned, log);
    const result = await downloadFile({
      url: planned.url,
      file,
      ...(resource.size !== undefined ? { expectedSize: resource.size } : {}),
      ...(expectedHash ? { expectedHash } : {}),
      ...(options.progress ? { progress: options.progress(planned.layer) } : {}),
      ...(options.retry ? { retry: options.retry } : {}),
      ...(options.wait ? { wait: options.wait } : {}),
      ...(options.idleTimeoutMs ? { idleTimeoutMs: options.idleTimeoutMs } : {}),
    });
    const record: SourceRecord = {
      url: planned.url,
      resourceId: resource.id,
      resourceName: base.resourceName,
      packageId: planned.packageId,
      ...(resource.last_modified ? { lastModified: resource.last_modified } : {}),
      ...(resource.size !== undefined ? { publishedSize: resource.size } : {}),
      ...(resource.hash ? { publishedHash: resource.hash } : {}),
      bytes: result.bytes,
      sha256: result.sha256,
      downloadedAt: new Date().toISOString(),
    };
    await writeFile(recordFile(file), `${JSON.stringify(record, null, 2)}\n`);
    layers.push({ ...base, bytes: result.bytes, sha256: result.sha256, status: 'downloaded' });
  }
  const files = Object.fromEntries(layers.filter((l) => l.status !== 'would download').map((l) => [l.layer, l.file])) as Partial<Record<FetchLayer, string>>;
  return { layers, missing: plan.missing, files };
}
