import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeCkanServer, type FakeCkanServer } from '../../../tests/fakes/fake-ckan-server';
import { CkanError, packageShowUrl, parsePackageShow, showPackage } from './ckan-client';

const URL_ = 'https://portal.example/api/3/action/package_show?id=zoning-by-law';
const parse = (body: unknown) => () => parsePackageShow(typeof body === 'string' ? body : JSON.stringify(body), 'zoning-by-law', URL_);
const resource = { id: 'r1', name: 'Zoning Area - 4326.geojson', format: 'GeoJSON', url: 'https://x/z.geojson', size: 51_234_567, hash: '', last_modified: null };

describe('package_show', () => {
  it('when the portal root has a path or a trailing slash, then the action URL is built under it', () => {
    expect(packageShowUrl('https://portal.example', 'zoning-by-law')).toBe(URL_);
    expect(packageShowUrl('https://portal.example/ckan/', 'a b')).toBe('https://portal.example/ckan/api/3/action/package_show?id=a+b');
  });

  it('when the answer is a package, then its resources are read with size as a number and blanks as absent', () => {
    const pkg = parse({ success: true, result: { id: 'p', name: 'zoning-by-law', resources: [{ ...resource, size: '42' }] } })();
    expect(pkg.resources[0]).toMatchObject({ id: 'r1', size: 42, hash: undefined, last_modified: undefined });
  });

  it('when the answer is not JSON, then the error names the package, the URL and how the answer begins', () => {
    expect(parse('<html><body>Service Unavailable</body></html>')).toThrow(
      new CkanError(`package_show for "zoning-by-law" (${URL_}) did not answer JSON: it begins "<html><body>Service Unavailable</body></html>"`),
    );
  });

  it('when CKAN answers success: false, then its error type and message are given', () => {
    expect(parse({ success: false, error: { message: 'Not found', __type: 'Not Found Error' } })).toThrow(/answered an error: Not Found Error: Not found$/);
  });

  it('when fields are missing or of the wrong type, then the error lists each with its path', () => {
    expect(parse({ success: true, result: { id: 'p', name: 'zoning-by-law', resources: 'none' } })).toThrow(/is not a CKAN package: result\.resources: /);
    expect(parse({ success: true, result: { id: 'p', name: 'zoning-by-law', resources: [{ ...resource, id: '' }, { ...resource, size: -1 }] } })).toThrow(
      /result\.resources\.0\.id: must not be empty; result\.resources\.1\.size: /,
    );
  });
});

describe('showPackage against a CKAN-like server', () => {
  let server: FakeCkanServer;
  const waits: number[] = [];
  const options = () => ({ baseUrl: server.baseUrl, retry: { retries: 2, baseDelayMs: 1, maxDelayMs: 5 }, wait: async (ms: number) => void waits.push(ms) });

  beforeEach(async () => {
    waits.length = 0;
    server = await startFakeCkanServer([{ name: 'zoning-by-law', resources: [{ id: 'r1', name: 'Zoning Area - 4326.geojson', format: 'GeoJSON', body: Buffer.from('{}') }] }]);
  });
  afterEach(() => server.close());

  it('when the package exists, then its resources come back with their download URLs and sizes', async () => {
    const pkg = await showPackage('zoning-by-law', options());
    expect(pkg.resources).toMatchObject([{ id: 'r1', size: 2, url: `${server.baseUrl}/dataset/download/r1/Zoning%20Area%20-%204326.geojson` }]);
    expect(server.requests[0]!.headers['user-agent']).toMatch(/^ZoneBrief/);
  });

  it('when the package does not exist, then the portal’s own "Not found" is the error', async () => {
    await expect(showPackage('no-such-package', options())).rejects.toThrow(/package_show for "no-such-package" .* answered an error: Not Found Error: Not found/);
  });

  it('when package_show answers malformed JSON, then it fails with a CkanError and is not retried', async () => {
    server.setPackageShowAnswer('zoning-by-law', { status: 200, text: '{"success": true, "result": {"name": "zoning-by-law", "resources": [' });
    await expect(showPackage('zoning-by-law', options())).rejects.toThrow(CkanError);
    expect(server.requests).toHaveLength(1);
  });

  it('when package_show answers 503 and then recovers, then it is retried', async () => {
    server.setPackageShowAnswer('zoning-by-law', { status: 503, text: 'busy' });
    const pending = showPackage('zoning-by-law', { ...options(), wait: async () => void server.setPackageShowAnswer('zoning-by-law', undefined) });
    await expect(pending).resolves.toMatchObject({ name: 'zoning-by-law' });
    expect(server.requests).toHaveLength(2);
  });

  it('when package_show keeps answering 503, then the error names the URL, the status and the attempts', async () => {
    server.setPackageShowAnswer('zoning-by-law', { status: 503, text: 'busy' });
    await expect(showPackage('zoning-by-law', options())).rejects.toThrow(
      `package_show for "zoning-by-law" failed after 3 attempts: GET ${server.baseUrl}/api/3/action/package_show?id=zoning-by-law: HTTP 503`,
    );
  });

  it('when nothing listens at the portal address, then the error says the connection was refused', async () => {
    const baseUrl = server.baseUrl;
    await server.close();
    await expect(showPackage('zoning-by-law', { ...options(), baseUrl })).rejects.toThrow(/failed after 3 attempts: .*ECONNREFUSED/);
    server = await startFakeCkanServer([]);
  });
});
