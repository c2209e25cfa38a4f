import { describe, expect, it } from 'vitest';
import type { DatasetManifest } from '../../../src/lib/spatial/schema';
import { formatVersionList } from './format-versions';
import type { DatasetVersion } from './list-versions';

const ZONING = { file: 'Zoning Area - 4326.geojson', bytes: 1, sha256: '0'.repeat(64), features: 3, kept: 3 };

/** A City version imported on 7 December 2026 and named by the portal's newest date, 20 February. */
function cityVersion(zoning: DatasetManifest['sources']): DatasetVersion {
  const manifest: DatasetManifest = {
    id: 'city-2026-02-20-0badc0de',
    name: 'City of Toronto open data',
    version: '2026-02-20',
    source: 'city',
    createdAt: '2026-12-07T15:04:05.000Z',
    bbox: [-79.6, 43.6, -79.1, 43.9],
    counts: { zoning: 3 },
    attribution: 'Contains information licensed under the Open Government Licence – Toronto',
    ...(zoning ? { sources: zoning } : {}),
  };
  return { id: manifest.id, dir: `/data/datasets/${manifest.id}`, manifest, bytes: 2048, current: true, servedBy: [] };
}

const rowOf = (version: DatasetVersion): string | undefined =>
  formatVersionList({ datasetsDir: '/data/datasets', current: version.id, versions: [version], servers: [] }, '/data')
    .split('\n')
    .find((line) => line.includes(version.id));

describe('data:list, the dates of a version', () => {
  it('when the portal dated the zoning file, then the row gives that publication and the import day apart, not the version’s date', () => {
    const row = rowOf(cityVersion({ zoning: { ...ZONING, published: '2026-02-18' } }));

    expect(row).toMatch(/city-2026-02-20-0badc0de\s+city\s+2026-02-18\s+2026-12-07\s/);
  });

  it('when the zoning file was given by hand (an older manifest too), then its publication is not known', () => {
    expect(rowOf(cityVersion({ zoning: ZONING }))).toMatch(/\scity\s+not known\s+2026-12-07\s/);
  });
});
