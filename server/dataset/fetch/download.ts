// One resource downloaded to disk: resumed with HTTP Range where the server allows it, retried with back-off, checked
// against the size and checksum the portal publishes, and renamed into place only once complete and verified.

import { open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { describeNetworkError, USER_AGENT } from './ckan-client';
import { hashFile, type PublishedHash } from './checksum';
import { formatBytes, type TransferProgress } from '../progress-adapter';
import { DEFAULT_RETRY_POLICY, isRetryableStatus, nextDelayMs, retryAfterMs, type RetryPolicy } from './retry';

export interface DownloadRequest {
  url: string;
  /** Where the finished file goes; until then the bytes are in `<file>.part`, its validators in `<file>.part.json`. */
  file: string;
  /** The size the portal publishes (resource `size`), checked before and after the transfer. */
  expectedSize?: number;
  /** The checksum the portal publishes (resource `hash`), checked after the transfer. */
  expectedHash?: PublishedHash;
  progress?: TransferProgress;
  retry?: RetryPolicy;
  /** Waits between attempts (tests shorten them). */
  wait?: (ms: number) => Promise<unknown>;
  /** An attempt that receives nothing for this long is abandoned and retried. */
  idleTimeoutMs?: number;
}

export interface DownloadResult {
  file: string;
  bytes: number;
  sha256: string;
  /** Requests made, the first included. */
  attempts: number;
  /** Bytes that were already on disk from an earlier attempt or run when the last request started. */
  resumedFrom: number;
}

/** A download that could not be completed or verified; nothing is left at `file`, and a bad `.part` is removed. */
export class DownloadError extends Error {
  override readonly name = 'DownloadError';
  constructor(
    readonly url: string,
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

/** What identifies the bytes of a `.part` file, so that a later request resumes only the same file (If-Range). */
interface PartState {
  url: string;
  etag?: string;
  lastModified?: string;
}

const partFile = (file: string) => `${file}.part`;
const stateFile = (file: string) => `${file}.part.json`;

async function sizeOf(file: string): Promise<number | undefined> {
  try {
    return (await stat(file)).size;
  } catch {
    return undefined;
  }
}

async function readPartState(file: string, url: string): Promise<PartState | undefined> {
  try {
    const state = JSON.parse(await readFile(stateFile(file), 'utf8')) as PartState;
    return state.url === url ? state : undefined;
  } catch {
    return undefined;
  }
}

async function discardPart(file: string): Promise<void> {
  await rm(partFile(file), { force: true });
  await rm(stateFile(file), { force: true });
}

/** The validator If-Range may carry: a strong ETag, else Last-Modified (a weak ETag never matches a range). */
function ifRangeValue(state: PartState): string | undefined {
  if (state.etag && !state.etag.startsWith('W/')) return state.etag;
  return state.lastModified;
}

/** "bytes 500-999/1000" → { start: 500, total: 1000 }. */
function parseContentRange(header: string | null): { start: number; total?: number } | undefined {
  const match = /^bytes\s+(\d+)-(\d+)\/(\d+|\*)$/i.exec(header?.trim() ?? '');
  if (!match) return undefined;
  return { start: Number(match[1]), ...(match[3] === '*' ? {} : { total: Number(match[3]) }) };
}

const statusText = (response: Response) => `HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`;

/** Downloads `url` to `file` (see DownloadRequest); resolves once the file is complete and verified. */
export async function downloadFile(request: DownloadRequest): Promise<DownloadResult> {
  const { url, file, expectedSize, progress } = request;
  const policy = request.retry ?? DEFAULT_RETRY_POLICY;
  const wait = request.wait ?? sleep;
  const part = partFile(file);
  let state = await readPartState(file, url);
  // A part without its validators (or from another URL) cannot be trusted to continue: start again.
  if (!state) await discardPart(file);
  let failures = 0;
  let attempts = 0;
  let resumedFrom = 0;
  try {
    for (;;) {
      const offset = (await sizeOf(part)) ?? 0;
      if (expectedSize !== undefined && offset > 0 && offset >= expectedSize) {
        if (offset === expectedSize) break; // an earlier run got every byte and stopped before verifying
        progress?.note(`the partial file is larger than the published size; starting again`);
        await discardPart(file);
        state = undefined;
        continue;
      }
      attempts += 1;
      const headers: Record<string, string> = { 'User-Agent': USER_AGENT, 'Accept-Encoding': 'identity' };
      const validator = state && offset > 0 ? ifRangeValue(state) : undefined;
      if (offset > 0) {
        headers.Range = `bytes=${offset}-`;
        if (validator) headers['If-Range'] = validator;
      }
      const idle = new IdleTimer(request.idleTimeoutMs ?? 60_000);
      let received = 0;
      let problem: string;
      let status: number | undefined;
      let retryAfter: number | undefined;
      try {
        const response = await fetch(url, { headers, signal: idle.signal, redirect: 'follow' });
        if (response.status === 416) {
          // The range starts past the end: the file on the server changed under the part. Start again.
          await response.body?.cancel();
          progress?.note('the server no longer has those bytes (HTTP 416); starting again from 0');
          await discardPart(file);
          state = undefined;
          if (++failures > policy.retries) throw new DownloadError(url, `GET ${url} failed: HTTP 416 on every attempt`, 416);
          continue;
        }
        if (response.status !== 200 && response.status !== 206) {
          await response.body?.cancel();
          if (!isRetryableStatus(response.status)) {
            throw new DownloadError(url, `GET ${url} failed: the server answered ${statusText(response)}`, response.status);
          }
          throw new RetryableAnswer(statusText(response), response.status, retryAfterMs(response.headers.get('retry-after')));
        }
        let append = false;
        let total: number | undefined;
        const length = Number(response.headers.get('content-length') ?? Number.NaN);
        if (response.status === 206) {
          const range = parseContentRange(response.headers.get('content-range'));
          if (!range || range.start !== offset) {
            await response.body?.cancel();
            progress?.note(`the server sent another range than asked (${response.headers.get('content-range') ?? 'none'}); starting again from 0`);
            await discardPart(file);
            state = undefined;
            continue;
          }
          append = true;
          total = range.total;
        } else {
          if (offset > 0) {
            progress?.note(
              validator
                ? 'the file changed on the server or it does not resume downloads (HTTP 200 to a Range request); starting again from 0'
                : 'the server does not resume downloads (HTTP 200 to a Range request); starting again from 0',
            );
          }
          total = Number.isFinite(length) ? length : undefined;
          state = {
            url,
            ...(response.headers.get('etag') ? { etag: response.headers.get('etag')! } : {}),
            ...(response.headers.get('last-modified') ? { lastModified: response.headers.get('last-modified')! } : {}),
          };
          await writeFile(stateFile(file), JSON.stringify(state));
        }
        if (expectedSize !== undefined && total !== undefined && total !== expectedSize) {
          await response.body?.cancel();
          await discardPart(file);
          throw new DownloadError(url, `GET ${url}: the server sends ${total} bytes but the portal publishes a size of ${expectedSize}; nothing was kept`);
        }
        const start = append ? offset : 0;
        resumedFrom = start;
        if (append) progress?.note(`resuming at ${formatBytes(offset)}`);
        progress?.update(start, total);
        const handle = await open(part, append ? 'a' : 'w');
        try {
          if (response.body) {
            for await (const chunk of response.body) {
              idle.touch();
              await handle.write(chunk);
              received += chunk.byteLength;
              progress?.update(start + received, total);
            }
          }
        } finally {
          await handle.close();
        }
        const expected = Number.isFinite(length) ? length : undefined;
        if (expected !== undefined && received < expected) throw new Error(`the connection ended after ${received} of ${expected} bytes`);
        break;
      } catch (error) {
        if (error instanceof DownloadError) throw error;
        if (error instanceof RetryableAnswer) {
          problem = error.message;
          status = error.status;
          retryAfter = error.retryAfter;
        } else {
          problem = idle.fired ? `no data for ${Math.round(idle.ms / 1000)} s` : describeNetworkError(error);
        }
      } finally {
        idle.clear();
      }
      // An attempt that brought bytes was worth it: only attempts in a row that bring nothing use up the retries.
      failures = received > 0 ? 1 : failures + 1;
      if (failures > policy.retries) {
        throw new DownloadError(url, `GET ${url} failed after ${attempts} attempts: ${problem}`, status);
      }
      const delay = nextDelayMs(failures, policy, retryAfter);
      progress?.note(`${problem}; retrying in ${(delay / 1000).toFixed(1)} s (attempt ${attempts + 1})`);
      await wait(delay);
    }
    return await verifyAndKeep(request, resumedFrom, attempts);
  } finally {
    progress?.stop();
  }
}

async function verifyAndKeep(request: DownloadRequest, resumedFrom: number, attempts: number): Promise<DownloadResult> {
  const { url, file, expectedSize, expectedHash } = request;
  const part = partFile(file);
  const bytes = (await sizeOf(part)) ?? 0;
  if (expectedSize !== undefined && bytes !== expectedSize) {
    await discardPart(file);
    throw new DownloadError(url, `GET ${url}: received ${bytes} bytes but the portal publishes a size of ${expectedSize}; nothing was kept`);
  }
  const hashes = await hashFile(part, expectedHash ? [expectedHash.algorithm] : []);
  if (expectedHash && hashes[expectedHash.algorithm] !== expectedHash.hex) {
    await discardPart(file);
    throw new DownloadError(
      url,
      `GET ${url}: the file's ${expectedHash.algorithm} is ${hashes[expectedHash.algorithm]} but the portal publishes ${expectedHash.hex}; nothing was kept`,
    );
  }
  await rename(part, file);
  await rm(stateFile(file), { force: true });
  return { file, bytes, sha256: hashes.sha256, attempts, resumedFrom };
}

/** A 5xx, 429 or 408: worth another attempt after a pause. */
class RetryableAnswer extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly retryAfter: number | undefined,
  ) {
    super(message);
  }
}

/** Aborts a request that receives nothing for `ms`. */
class IdleTimer {
  private readonly controller = new AbortController();
  private timer: NodeJS.Timeout;
  fired = false;

  constructor(readonly ms: number) {
    this.timer = this.arm();
  }

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  touch(): void {
    clearTimeout(this.timer);
    this.timer = this.arm();
  }

  clear(): void {
    clearTimeout(this.timer);
  }

  private arm(): NodeJS.Timeout {
    return setTimeout(() => {
      this.fired = true;
      this.controller.abort();
    }, this.ms);
  }
}
