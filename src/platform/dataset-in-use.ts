// The dataset version the server answers from (GET /api/dataset), one copy for the whole page: the map versions its
// tiles by it, the footer and panels name it. An answer stamped with another version means the server has switched:
// the dataset is asked for again, everyone showing it is told, and the service worker drops what it kept of the others.
// The last answer is kept in local storage and a page starts from it while the server is asked (offline, slow, or
// simply not yet answered), so tile URLs carry the version the service worker cached them under at once.
import type { DatasetDescription } from '../lib/api/spatial';
import { DATASET_VERSION_MESSAGE, type DatasetVersionMessage } from '../lib/dataset/version-message';
import { getJson } from './api-client';
import { isRecord, readStoredJson, writeStoredJson } from './stored-json';

/** The version this browser last told its service worker about, so a page load tells it only of a change. */
const LAST_VERSION_KEY = 'zonebrief:dataset-version';
/** The last description the server gave, for a start without it. */
const KEPT_DATASET_KEY = 'zonebrief:dataset';
const DEFAULT_TIMEOUT_MS = 5_000;

type Listener = (dataset: DatasetDescription) => void;

let known: DatasetDescription | null = null;
/** `known` is the kept description, not yet confirmed by the server on this page. */
let knownIsKept = false;
let onlineAgain: AbortController | null = null;
let asking: Promise<DatasetDescription | null> | null = null;
/** The answer ids already asked about, so an answer the HTTP cache kept from before a switch asks once, not always. */
const askedAbout = new Set<string>();
const listeners = new Set<Listener>();

function ask(timeoutMs: number): Promise<DatasetDescription | null> {
  asking ??= getJson<DatasetDescription>('/api/dataset', { timeoutMs }).then((result) => {
    asking = null;
    const dataset = result.ok && typeof result.data?.id === 'string' ? result.data : null;
    if (!dataset) {
      if (knownIsKept) askWhenOnlineAgain();
      return known;
    }
    knownIsKept = false;
    onlineAgain?.abort();
    writeStoredJson(KEPT_DATASET_KEY, 'local', dataset);
    if (dataset.id !== known?.id) {
      known = dataset;
      forgetOtherVersions(dataset.id);
      for (const listener of listeners) listener(dataset);
    }
    return dataset;
  });
  return asking;
}

function readKept(): DatasetDescription | null {
  return readStoredJson(KEPT_DATASET_KEY, 'local', (value) => (isRecord(value) && typeof value.id === 'string' ? (value as unknown as DatasetDescription) : null));
}

/** Unanswered while only the kept description is known: the server is asked again when the browser is back online. */
function askWhenOnlineAgain(): void {
  if (typeof window === 'undefined' || (onlineAgain && !onlineAgain.signal.aborted)) return;
  onlineAgain = new AbortController();
  window.addEventListener('online', () => void ask(DEFAULT_TIMEOUT_MS), { once: true, signal: onlineAgain.signal });
}

/**
 * The dataset. A page that kept a description from an earlier answer starts from it at once, without waiting for the
 * server (a repeat visit draws its map from the tiles cached under that version), and the server is asked in the
 * background: a different answer goes to the onDatasetChange listeners, which remake the map as a live switch does;
 * no answer leaves the kept one standing and asks again when the browser is back online. A page with nothing kept
 * waits for the server (the first caller's timeout applies), and gets null without an answer.
 */
export function loadDatasetInUse(timeoutMs = DEFAULT_TIMEOUT_MS): Promise<DatasetDescription | null> {
  if (!known) {
    const kept = readKept();
    if (!kept) return ask(timeoutMs);
    known = kept;
    knownIsKept = true;
  }
  if (knownIsKept) void ask(timeoutMs);
  return Promise.resolve(known);
}

/** The dataset as last known, without asking. */
export function datasetInUseNow(): DatasetDescription | null {
  return known;
}

/** Called with each new version once it is known; returns the unsubscribe. */
export function onDatasetChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * An answer said which version it came from. A version other than the one known means the server switched (or the
 * answer is older than what is known): the dataset is asked for again, once per such id.
 */
export function noteAnswerVersion(id: unknown): void {
  if (typeof id !== 'string' || !known || id === known.id || askedAbout.has(id)) return;
  askedAbout.add(id);
  void ask(DEFAULT_TIMEOUT_MS);
}

/** Tells the service worker which version is current, when it differs from the one it was last told of. */
function forgetOtherVersions(id: string): void {
  if (readStoredJson(LAST_VERSION_KEY, 'local', (value) => (typeof value === 'string' ? value : null)) === id) return;
  const controller = typeof navigator !== 'undefined' ? navigator.serviceWorker?.controller : null;
  if (!controller) return;
  controller.postMessage({ type: DATASET_VERSION_MESSAGE, id } satisfies DatasetVersionMessage);
  writeStoredJson(LAST_VERSION_KEY, 'local', id);
}

/** Back to a fresh page (tests). */
export function resetDatasetInUse(): void {
  known = null;
  knownIsKept = false;
  onlineAgain?.abort();
  onlineAgain = null;
  asking = null;
  askedAbout.clear();
  listeners.clear();
}
