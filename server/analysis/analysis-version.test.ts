// An analysis during a dataset switch: the brief is made from the version its place was looked up in, start to finish.

import { describe, expect, it } from 'vitest';
import type { ZoningBrief } from '../../src/lib/report/brief-model';
import { tinyDataset } from '../../tests/fixtures/tiny-dataset';
import { ON_PARCEL, useAnalysisTestApp } from '../../tests/support/analysis-test-app';
import { testDatabases } from '../../tests/support/test-databases';
import { prepareInMemory } from '../dataset/artifacts/prepared-dataset';
import type { Dataset } from '../../src/lib/spatial/schema';
import { createLiveDataset, type LiveDataset } from '../live-dataset/live-dataset';
import { datasetServing, type ServeDataset } from '../live-dataset/served-dataset';
import type { NarrativeWriter } from '../llm/narrative-writer';

// Which version a brief reads from touches no money: PGlite is enough here.
const [pglite] = testDatabases();

/** The tiny dataset as an import of the City's zoning file published on `published`. */
function cityVersion(id: string, version: string, published: string): Dataset {
  const dataset = tinyDataset();
  dataset.manifest = {
    ...dataset.manifest,
    id,
    version,
    source: 'city',
    sources: { zoning: { file: `zoning-${version}.geojson`, bytes: 1, sha256: '0'.repeat(64), features: 3, kept: 3, published } },
  };
  return dataset;
}

const older = cityVersion('city-2025-07-14', '2025-07-14', '2025-07-10');
const newer = cityVersion('city-2026-01-05', '2026-01-05', '2026-01-02');

const serve = datasetServing({ config: { GOOGLE_MAPS_API_KEY: undefined, GOOGLE_PLACES_BASE_URL: undefined }, logger: { warn: () => {} } });
/** The older version's look-ups switch the server to the newer version the moment they answer, as data:use could. */
const switchingAfterLookUp: ServeDataset = (dataset) => {
  const served = serve(dataset);
  if (dataset.manifest.id !== older.manifest.id) return served;
  const { spatial } = served;
  const lookUpSite: typeof spatial.lookUpSite = async (point) => {
    const site = await spatial.lookUpSite(point);
    live.switchTo(prepareInMemory(newer));
    return site;
  };
  return { ...served, spatial: { ...spatial, lookUpSite } };
};
const live: LiveDataset = createLiveDataset(prepareInMemory(older), switchingAfterLookUp);

// The narrative port is handed the finished facts: it keeps them, and leaves the rules engine's narrative.
const briefs: ZoningBrief[] = [];
const keepingBriefs: NarrativeWriter = {
  model: null,
  write: async (brief) => {
    briefs.push(brief);
    return null;
  },
};

describe('analysis during a dataset switch', () => {
  const app = useAnalysisTestApp(pglite!.open, { dataset: live, narrative: keepingBriefs });

  it('when the server switches versions between the look-up and the brief, then the brief cites the files and dates of the version it looked the place up in', async () => {
    const session = await app.fundedUser(1);

    const { status } = await app.analyse(session.access_token, ON_PARCEL);

    expect(status).toBe(201);
    expect(live.current().dataset.manifest.id).toBe(newer.manifest.id);
    expect(briefs).toHaveLength(1);
    const { version, sources } = briefs[0]!.provenance;
    expect({ version, sources: sources.map(({ file, published }) => ({ file, published })) }).toEqual({
      version: '2025-07-14',
      sources: [{ file: 'zoning-2025-07-14.geojson', published: '2025-07-10' }],
    });
  });
});
