// A local stand-in for the City's open-data portal (CKAN) for tests: package_show answers and resource downloads with
// Range, ETag and Last-Modified like the real one, and the faults a test asks for (a cut connection, a server that
// ignores Range, 5xx answers with Retry-After, a malformed package_show). Records every request.

import { createHash } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeResource {
  id: string;
  name: string;
  format: string;
  body: Buffer;
  /** What package_show publishes as `size`: by default the body's length; null to publish none. */
  size?: number | null;
  /** What package_show publishes as `hash` (CKAN's free text): by default none. */
  hash?: string;
  last_modified?: string;
  /** The published url; by default this server's download path for the resource. */
  url?: string;
}

export interface FakePackage {
  name: string;
  resources: FakeResource[];
}

export interface ResourceFaults {
  /** The next download of the resource sends this many bytes of its body, then drops the connection (once). */
  cutAfterBytes?: number;
  /** The next download sends this many bytes, then nothing more while the connection stays open (once). */
  stallAfterBytes?: number;
  /** Answer every request with the whole file (200), whatever Range says. */
  ignoreRange?: boolean;
  /** The next requests are answered with these statuses, in order, before the file is served. */
  statuses?: { status: number; retryAfter?: string }[];
  /** Send neither ETag nor Last-Modified. */
  noValidators?: boolean;
}

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** For downloads: the status answered and the body bytes sent. */
  status?: number;
  bytesSent?: number;
}

export interface FakeCkanServer {
  baseUrl: string;
  requests: RecordedRequest[];
  /** Requests for one resource's file, in order. */
  downloadsOf(resourceId: string): RecordedRequest[];
  setFaults(resourceId: string, faults: ResourceFaults): void;
  /** The file behind a resource changes (new bytes, new ETag and Last-Modified); package_show follows. */
  replaceBody(resourceId: string, body: Buffer, published?: Partial<Pick<FakeResource, 'size' | 'hash'>>): void;
  /** package_show for this package answers this raw text and status instead of the package. */
  setPackageShowAnswer(packageName: string, answer: { status: number; text: string } | undefined): void;
  close(): Promise<void>;
}

const DOWNLOAD_PREFIX = '/dataset/download/';

export async function startFakeCkanServer(packages: FakePackage[]): Promise<FakeCkanServer> {
  const requests: RecordedRequest[] = [];
  const resources = new Map<string, { resource: FakeResource; version: number }>();
  for (const pkg of packages) for (const resource of pkg.resources) resources.set(resource.id, { resource, version: 1 });
  const faults = new Map<string, ResourceFaults>();
  const packageShowAnswers = new Map<string, { status: number; text: string }>();
  let baseUrl = '';

  const downloadUrl = (resource: FakeResource) => `${baseUrl}${DOWNLOAD_PREFIX}${resource.id}/${encodeURIComponent(resource.name)}`;

  const packageJson = (pkg: FakePackage) => ({
    success: true,
    result: {
      id: `pkg-${pkg.name}`,
      name: pkg.name,
      title: pkg.name,
      metadata_modified: '2026-02-20T21:25:57.000000',
      resources: pkg.resources.map((declared) => {
        const resource = resources.get(declared.id)!.resource;
        return {
          id: resource.id,
          name: resource.name,
          format: resource.format,
          url: resource.url ?? downloadUrl(resource),
          size: resource.size === undefined ? resource.body.length : resource.size,
          hash: resource.hash ?? '',
          last_modified: resource.last_modified ?? '2026-02-20T21:25:57.000000',
          datastore_active: false,
        };
      }),
    },
  });

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const record: RecordedRequest = { method: req.method ?? '', path: url.pathname + url.search, headers: req.headers };
    requests.push(record);
    if (url.pathname === '/api/3/action/package_show') {
      const id = url.searchParams.get('id') ?? '';
      const raw = packageShowAnswers.get(id);
      if (raw) return void res.writeHead(raw.status, { 'Content-Type': 'application/json' }).end(raw.text);
      const pkg = packages.find((candidate) => candidate.name === id);
      if (!pkg) {
        const body = { success: false, error: { message: 'Not found', __type: 'Not Found Error' } };
        return void res.writeHead(404, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
      }
      return void res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(packageJson(pkg)));
    }
    if (url.pathname.startsWith(DOWNLOAD_PREFIX)) {
      const id = url.pathname.slice(DOWNLOAD_PREFIX.length).split('/')[0]!;
      const entry = resources.get(id);
      if (!entry) return void res.writeHead(404).end('no such resource');
      serveFile(entry, faults.get(id) ?? {}, req.headers, res, record);
      return;
    }
    res.writeHead(404).end('not found');
  });

  function serveFile(
    entry: { resource: FakeResource; version: number },
    fault: ResourceFaults,
    headers: IncomingHttpHeaders,
    res: ServerResponse,
    record: RecordedRequest,
  ): void {
    const queued = fault.statuses?.shift();
    if (queued) {
      record.status = queued.status;
      res.writeHead(queued.status, queued.retryAfter ? { 'Retry-After': queued.retryAfter } : {}).end('unavailable');
      return;
    }
    const body = entry.resource.body;
    const etag = `"${createHash('sha1').update(body).digest('hex')}"`;
    const lastModified = new Date(Date.UTC(2026, 1, 20, 21, 25, 57) + entry.version * 86_400_000).toUTCString();
    const validators: Record<string, string> = fault.noValidators ? {} : { ETag: etag, 'Last-Modified': lastModified };
    const ifRange = headers['if-range'];
    const rangeStillValid = ifRange === undefined || ifRange === etag || ifRange === lastModified;
    const range = /^bytes=(\d+)-(\d*)$/.exec(headers.range ?? '');
    let status = 200;
    let start = 0;
    let end = body.length - 1;
    const extra: Record<string, string> = {};
    if (range && rangeStillValid && !fault.ignoreRange) {
      start = Number(range[1]);
      end = range[2] ? Math.min(Number(range[2]), body.length - 1) : body.length - 1;
      if (start >= body.length) {
        record.status = 416;
        res.writeHead(416, { 'Content-Range': `bytes */${body.length}`, ...validators }).end();
        return;
      }
      status = 206;
      extra['Content-Range'] = `bytes ${start}-${end}/${body.length}`;
    }
    const slice = body.subarray(start, end + 1);
    record.status = status;
    res.writeHead(status, {
      'Content-Type': 'application/octet-stream',
      'Content-Length': String(slice.length),
      ...(fault.ignoreRange ? {} : { 'Accept-Ranges': 'bytes' }),
      ...validators,
      ...extra,
    });
    const cut = fault.cutAfterBytes;
    if (cut !== undefined && cut < slice.length) {
      delete fault.cutAfterBytes;
      record.bytesSent = cut;
      // Half the file, then the connection drops with the rest promised by Content-Length.
      res.write(slice.subarray(0, cut), () => res.socket?.destroy());
      return;
    }
    const stall = fault.stallAfterBytes;
    if (stall !== undefined && stall < slice.length) {
      delete fault.stallAfterBytes;
      record.bytesSent = stall;
      res.write(slice.subarray(0, stall));
      return;
    }
    record.bytesSent = slice.length;
    res.end(slice);
  }

  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    baseUrl,
    requests,
    downloadsOf: (resourceId) => requests.filter((request) => request.path.startsWith(`${DOWNLOAD_PREFIX}${resourceId}/`)),
    setFaults(resourceId, next) {
      faults.set(resourceId, { ...next, ...(next.statuses ? { statuses: [...next.statuses] } : {}) });
    },
    replaceBody(resourceId, body, published = {}) {
      const entry = resources.get(resourceId);
      if (!entry) throw new Error(`no resource ${resourceId}`);
      entry.resource = { ...entry.resource, body, ...published };
      entry.version += 1;
    },
    setPackageShowAnswer(packageName, answer) {
      if (answer) packageShowAnswers.set(packageName, answer);
      else packageShowAnswers.delete(packageName);
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
