// Report files in Supabase Storage (hosted mode): one private bucket per user, named after the user id (spec §3),
// reached with the service-role key over the Storage REST API; the bucket is created on first use.

import { areaOf, MISSING_FILE, parsePdfPath, pdfPathOf, StorageError, type ReportStorage } from './storage';

/** Spec §9: Storage's list answers at most 100 entries a call, sorted by name ascending. */
const LIST_PAGE = 100;

export interface SupabaseStorageOptions {
  /** SUPABASE_URL, e.g. https://<project>.supabase.co */
  url: string;
  serviceRoleKey: string;
  /** Per call; default 15 s. */
  timeoutMs?: number;
}

export function createSupabaseReportStorage({ url, serviceRoleKey, timeoutMs = 15_000 }: SupabaseStorageOptions): ReportStorage {
  const base = `${url.replace(/\/+$/, '')}/storage/v1`;
  const knownBuckets = new Set<string>();

  const call = (method: string, route: string, body?: Uint8Array | object, headers: Record<string, string> = {}): Promise<Response> =>
    fetch(`${base}${route}`, {
      method,
      headers: {
        authorization: `Bearer ${serviceRoleKey}`,
        apikey: serviceRoleKey,
        ...(body instanceof Uint8Array ? { 'content-type': 'application/pdf' } : body ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      // A copy on its own ArrayBuffer: what fetch's BodyInit type accepts under both the Node and the DOM typings.
      ...(body instanceof Uint8Array ? { body: new Uint8Array(body) } : body ? { body: JSON.stringify(body) } : {}),
      signal: AbortSignal.timeout(timeoutMs),
    });
  const objectRoute = (pdfPath: string): string => {
    const { area, file } = parsePdfPath(pdfPath);
    return `/object/${encodeURIComponent(area)}/${encodeURIComponent(file)}`;
  };

  async function createBucket(bucket: string): Promise<void> {
    const res = await call('POST', '/bucket', { id: bucket, name: bucket, public: false });
    // Another replica may have created it a moment ago: that is as good as creating it.
    if (!res.ok && !(await saysAlreadyExists(res))) throw await storageFailure('create bucket', res);
  }

  async function upload(pdfPath: string, pdf: Uint8Array): Promise<Response> {
    return call('POST', objectRoute(pdfPath), pdf, { 'x-upsert': 'true', 'cache-control': 'max-age=3600' });
  }

  /** Every object name in the bucket; null when the bucket does not exist. */
  async function listAll(bucket: string): Promise<string[] | null> {
    const names: string[] = [];
    for (let offset = 0; ; offset += LIST_PAGE) {
      const res = await call('POST', `/object/list/${encodeURIComponent(bucket)}`, {
        prefix: '',
        limit: LIST_PAGE,
        offset,
        sortBy: { column: 'name', order: 'asc' },
      });
      if (!res.ok) {
        if (await saysNotFound(res)) return null;
        throw await storageFailure('list', res);
      }
      const page = (await res.json()) as { name: string }[];
      names.push(...page.map((entry) => entry.name));
      if (page.length < LIST_PAGE) return names;
    }
  }

  return {
    kind: 'supabase',

    async save(userId, reportId, pdf) {
      const pdfPath = pdfPathOf(userId, reportId);
      const bucket = parsePdfPath(pdfPath).area;
      let res = await upload(pdfPath, pdf);
      if (!res.ok && !knownBuckets.has(bucket) && (await saysNotFound(res))) {
        await res.body?.cancel().catch(() => undefined);
        await createBucket(bucket);
        res = await upload(pdfPath, pdf);
      }
      if (!res.ok) throw await storageFailure('upload', res);
      await res.body?.cancel();
      knownBuckets.add(bucket);
      return pdfPath;
    },

    async read(pdfPath) {
      const res = await call('GET', objectRoute(pdfPath));
      if (res.ok) return new Uint8Array(await res.arrayBuffer());
      if (await saysNotFound(res)) return null;
      throw await storageFailure('download', res);
    },

    async remove(pdfPath) {
      const res = await call('DELETE', objectRoute(pdfPath));
      if (res.ok || (await saysNotFound(res))) {
        await res.body?.cancel().catch(() => undefined);
        return;
      }
      throw await storageFailure('delete', res);
    },

    async signedUrl(pdfPath, expiresInSeconds, downloadName) {
      const { area, file } = parsePdfPath(pdfPath);
      const res = await call('POST', `/object/sign/${encodeURIComponent(area)}/${encodeURIComponent(file)}`, { expiresIn: expiresInSeconds });
      // A row whose file (or bucket) is gone: not a storage failure, the caller decides what it means.
      if (!res.ok && (await saysNotFound(res))) return MISSING_FILE;
      if (!res.ok) throw await storageFailure('sign', res);
      const { signedURL } = (await res.json()) as { signedURL?: string };
      if (!signedURL) throw new StorageError('Supabase Storage sign: the answer has no signedURL');
      // download=<name> makes Storage answer with Content-Disposition: attachment under that name.
      const signed = new URL(`${base}${signedURL.startsWith('/') ? '' : '/'}${signedURL}`);
      signed.searchParams.set('download', downloadName);
      return signed.toString();
    },

    async removeArea(userId) {
      const bucket = areaOf(userId);
      // Listed in full before deleting, so that deletions do not shift the pages still to be read.
      const names = await listAll(bucket);
      if (!names) return 0;
      for (let start = 0; start < names.length; start += LIST_PAGE) {
        const res = await call('DELETE', `/object/${encodeURIComponent(bucket)}`, { prefixes: names.slice(start, start + LIST_PAGE) });
        if (!res.ok) throw await storageFailure('delete objects', res);
        await res.body?.cancel();
      }
      // Storage refuses to delete a bucket that still holds objects, so this comes last.
      const res = await call('DELETE', `/bucket/${encodeURIComponent(bucket)}`);
      if (!res.ok && !(await saysNotFound(res))) throw await storageFailure('delete bucket', res);
      await res.body?.cancel().catch(() => undefined);
      knownBuckets.delete(bucket);
      return names.length;
    },

    async removeStaleTemporaries() {
      // An upload is one request: Storage keeps the whole file or nothing, and leaves no temporary object.
      return 0;
    },
  };
}

/** Storage answers a missing bucket or object as 404, or (older versions) 400 with statusCode '404' in the body. */
async function saysNotFound(res: Response): Promise<boolean> {
  if (res.status === 404) return true;
  if (res.status !== 400) return false;
  const body = await bodyOf(res.clone());
  return body.statusCode === '404' || /not found/i.test(`${body.error ?? ''} ${body.message ?? ''}`);
}

async function saysAlreadyExists(res: Response): Promise<boolean> {
  if (res.status === 409) return true;
  const body = await bodyOf(res.clone());
  return body.statusCode === '409' || /already exists/i.test(`${body.error ?? ''} ${body.message ?? ''}`);
}

async function bodyOf(res: Response): Promise<{ statusCode?: string; error?: string; message?: string }> {
  try {
    return (await res.json()) as { statusCode?: string; error?: string; message?: string };
  } catch {
    return {};
  }
}

async function storageFailure(what: string, res: Response): Promise<StorageError> {
  const body = await bodyOf(res);
  return new StorageError(`Supabase Storage ${what} failed: HTTP ${res.status} ${body.message ?? body.error ?? ''}`.trim());
}
