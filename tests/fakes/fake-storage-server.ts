// For tests: a local HTTP server that plays Supabase Storage's part (buckets, objects, lists, signed URLs) in memory, the
// way the Storage REST API answers, so the adapter is tested without the network.

import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeStorage {
  url: string;
  buckets: Map<string, Map<string, Uint8Array>>;
  requests: { method: string; path: string; headers: IncomingMessage['headers']; body: Buffer }[];
  close(): Promise<void>;
}

export interface FakeStorageOptions {
  /**
   * How a missing bucket or object is answered: 400 with statusCode '404' in the body (older Storage versions, the
   * default) or a plain 404 (newer ones).
   */
  notFoundStatus?: 400 | 404;
}

export async function startFakeStorage(serviceRoleKey: string, { notFoundStatus = 400 }: FakeStorageOptions = {}): Promise<FakeStorage> {
  const buckets = new Map<string, Map<string, Uint8Array>>();
  const requests: FakeStorage['requests'] = [];
  const server: Server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const url = new URL(req.url ?? '/', 'http://fake');
    requests.push({ method: req.method ?? '', path: url.pathname + url.search, headers: req.headers, body });
    const send = (status: number, json: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
    // Older Storage versions answer a missing bucket or object as 400 with the real status in the body.
    const notFound = (what: string) => send(notFoundStatus, { statusCode: '404', error: 'not_found', message: `${what} not found` });

    if (req.headers.authorization !== `Bearer ${serviceRoleKey}` || req.headers.apikey !== serviceRoleKey) {
      send(403, { statusCode: '403', error: 'Unauthorized', message: 'invalid signature' });
      return;
    }
    const route = url.pathname.replace(/^\/storage\/v1/, '');
    if (req.method === 'POST' && route === '/bucket') {
      const { id } = JSON.parse(body.toString()) as { id: string };
      if (buckets.has(id)) return send(400, { statusCode: '409', error: 'Duplicate', message: 'The resource already exists' });
      buckets.set(id, new Map());
      return send(200, { name: id });
    }
    const bucketRoute = /^\/bucket\/([^/]+)$/.exec(route);
    if (bucketRoute && req.method === 'DELETE') {
      const id = decodeURIComponent(bucketRoute[1]!);
      const files = buckets.get(id);
      if (!files) return notFound('Bucket');
      if (files.size > 0) return send(409, { statusCode: '409', error: 'InvalidRequest', message: 'Bucket not empty' });
      buckets.delete(id);
      return send(200, { message: 'Successfully deleted' });
    }
    const list = /^\/object\/list\/([^/]+)$/.exec(route);
    if (list && req.method === 'POST') {
      const files = buckets.get(decodeURIComponent(list[1]!));
      if (!files) return notFound('Bucket');
      const { prefix = '', limit = 100, offset = 0 } = JSON.parse(body.toString()) as { prefix?: string; limit?: number; offset?: number };
      // Flat buckets only (the adapter never makes folders); sorted by name ascending, as Storage does by default.
      const names = [...files.keys()].filter((name) => name.startsWith(prefix)).sort();
      return send(200, names.slice(offset, offset + limit).map((name) => ({ name, id: name, metadata: { size: files.get(name)!.byteLength } })));
    }
    const bulk = /^\/object\/([^/]+)$/.exec(route);
    if (bulk && req.method === 'DELETE') {
      const files = buckets.get(decodeURIComponent(bulk[1]!));
      if (!files) return notFound('Bucket');
      const { prefixes } = JSON.parse(body.toString()) as { prefixes: string[] };
      const deleted = prefixes.filter((name) => files.delete(name));
      return send(200, deleted.map((name) => ({ name })));
    }
    const sign = /^\/object\/sign\/([^/]+)\/(.+)$/.exec(route);
    if (sign && req.method === 'POST') {
      const [bucket, name] = [decodeURIComponent(sign[1]!), decodeURIComponent(sign[2]!)];
      if (!buckets.get(bucket)?.has(name)) return notFound('Object');
      const { expiresIn } = JSON.parse(body.toString()) as { expiresIn: number };
      return send(200, { signedURL: `/object/sign/${bucket}/${name}?token=fake-${expiresIn}` });
    }
    const object = /^\/object\/([^/]+)\/(.+)$/.exec(route);
    if (!object) return send(404, { message: 'route not found' });
    const [bucket, name] = [decodeURIComponent(object[1]!), decodeURIComponent(object[2]!)];
    const files = buckets.get(bucket);
    if (!files) return notFound('Bucket');
    if (req.method === 'POST') {
      if (files.has(name) && req.headers['x-upsert'] !== 'true') return send(400, { statusCode: '409', error: 'Duplicate', message: 'The resource already exists' });
      files.set(name, new Uint8Array(body));
      return send(200, { Key: `${bucket}/${name}` });
    }
    const file = files.get(name);
    if (!file) return notFound('Object');
    if (req.method === 'GET') return res.writeHead(200, { 'content-type': 'application/pdf' }).end(Buffer.from(file));
    if (req.method === 'DELETE') {
      files.delete(name);
      return send(200, { message: 'Successfully deleted' });
    }
    return send(405, { message: 'method not allowed' });
  });
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    buckets,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
