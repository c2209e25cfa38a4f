// The look-ups' JSON answer: the headers, ETag and 304s res.json gives, checked against res.json itself over HTTP.

import { request, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSON_CONTENT_TYPE, sendJson } from './json-answer';

const ANSWER = { zone: { base_zone: 'RD', zone_label: 'Residential Detached — Étobicoke' }, parcel: null, list: [1, 2.5, 'x'] };

let base: string;
let close: () => Promise<void>;

beforeAll(async () => {
  const app = express();
  app.get('/express', (_req, res) => void res.json(ANSWER));
  app.get('/ours', (req, res) => sendJson(req, res, ANSWER));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => new Promise((resolve) => server.close(() => resolve()));
});
afterAll(() => close());

/** A request through node:http: fetch adds Cache-Control: no-cache to every conditional request, which defeats a 304. */
function get(path: string, { method = 'GET', headers = {} }: { method?: string; headers?: Record<string, string> } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString() }));
    });
    req.on('error', reject);
    req.end();
  });
}

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

describe('sendJson', () => {
  it("when an answer is sent, then its body, Content-Type, Content-Length and weak ETag are res.json's for the same value", async () => {
    const [express, ours] = await Promise.all([get('/express'), get('/ours')]);

    expect(ours.status).toBe(200);
    expect(ours.body).toBe(express.body);
    expect(JSON.parse(ours.body)).toEqual(ANSWER);
    for (const name of ['content-type', 'content-length', 'etag']) expect(ours.headers[name]).toBe(express.headers[name]);
    expect(ours.headers['content-type']).toBe(JSON_CONTENT_TYPE);
    expect(ours.headers.etag).toMatch(/^W\/"[0-9a-f]+-[A-Za-z0-9+/]{27}"$/);
  });

  it('when the body holds non-ASCII text, then Content-Length counts its UTF-8 bytes', async () => {
    const { headers, body } = await get('/ours');

    expect(Number(headers['content-length'])).toBe(Buffer.byteLength(body));
    expect(Number(headers['content-length'])).toBeGreaterThan(body.length);
  });

  it('when If-None-Match names the ETag (alone, in a list, or as *), then the answer is a 304 without a body, as from res.json', async () => {
    const etag = (await get('/ours')).headers.etag ?? '';

    for (const ifNoneMatch of [etag, `W/"other", ${etag}`, etag.replace(/^W\//, ''), '*']) {
      const headers = { 'if-none-match': ifNoneMatch };
      const [express, ours] = await Promise.all([get('/express', { headers }), get('/ours', { headers })]);
      expect({ ifNoneMatch, status: ours.status, body: ours.body }).toEqual({ ifNoneMatch, status: 304, body: '' });
      expect(ours.status).toBe(express.status);
      expect(ours.headers.etag).toBe(etag);
    }
  });

  it('when If-None-Match names another ETag, the request says Cache-Control: no-cache, or it asks If-Modified-Since, then the whole answer is sent', async () => {
    const etag = (await get('/ours')).headers.etag ?? '';

    expect((await get('/ours', { headers: { 'if-modified-since': new Date().toUTCString() } })).status).toBe(200);
    expect((await get('/ours', { headers: { 'if-none-match': 'W/"other"' } })).status).toBe(200);
    expect((await get('/ours', { headers: { 'if-none-match': etag, 'cache-control': 'no-cache' } })).status).toBe(200);
  });

  it('when the request is a HEAD, then the headers come with the length of the body they describe and no body', async () => {
    const full = await get('/ours');
    const head = await get('/ours', { method: 'HEAD' });

    expect(head.status).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers['content-length']).toBe(full.headers['content-length']);
    expect(head.headers.etag).toBe(full.headers.etag);
  });
});
