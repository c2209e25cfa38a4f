import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { DatasetDescription, DatasetInfo } from '../../lib/api/spatial';
import type { SavedSource } from '../../lib/offline/saved-answer';
import { POINT, spatialAnswer } from '../../../tests/dom/spatial-answer-fixture';
import type { PlaceLookup } from './model';
import { PlacePanel } from './place-panel';

afterEach(cleanup);

const DEMO: DatasetInfo = { ...spatialAnswer().dataset, id: 'demo-v6-2025-07-14', version: '2025-07-14' };
const CITY: DatasetDescription = {
  id: 'city-2026-02-20-1a2b3c4d',
  name: 'City of Toronto open data',
  version: '2026-02-20',
  source: 'city',
  demo: false,
  attribution: 'City of Toronto',
  imported: '2026-12-07',
  zoningPublished: '2026-02-18',
  sources: [{ title: 'Zoning By-law 569-2013: Zoning Area', file: 'Zoning Area - 4326.geojson', published: '2026-02-18', imported: '2026-12-07', features: 11_719 }],
};
const SAVED: SavedSource = { areaName: 'King and Bay', savedAt: '2026-11-20T15:00:00.000Z', datasetId: DEMO.id, datasetVersion: DEMO.version };
const OFFLINE_LINE = /^Offline: from data saved on .* \(dataset demo-v6-2025-07-14 of 14 July 2025, area “King and Bay”\)\.$/;

/** An answer given offline from the saved area King and Bay, cut from the demo, on a map of `mapDataset`. */
function renderOfflineAnswer(mapDataset: DatasetDescription | DatasetInfo) {
  const lookup: PlaceLookup = { status: 'ready', point: POINT, source: 'Map Click', answer: spatialAnswer({ dataset: DEMO }), saved: SAVED };
  return render(
    <MemoryRouter>
      <PlacePanel lookup={lookup} mapDataset={mapDataset} {...('sources' in mapDataset ? { sources: mapDataset.sources } : {})} />
    </MemoryRouter>,
  );
}

describe('PlacePanel, an answer from a saved area', () => {
  it('when the area is of the version the map shows, then the offline line names the area, its dataset version and date, with no warning', () => {
    renderOfflineAnswer(DEMO);
    const line = screen.getByText(OFFLINE_LINE);
    expect(line.closest('[role="status"]')?.className).not.toContain('notice--warning');
    expect(screen.queryByText(/^This answer is from /)).toBeNull();
  });

  it('when the map shows City data and the area was saved from the demo, then the answer warns that its data is the demo’s, not the map’s', () => {
    renderOfflineAnswer(CITY);
    const warning = screen.getByText(
      'This answer is from the demo data (demo-v6-2025-07-14), not City data (city-2026-02-20-1a2b3c4d), which the map shows. Refresh the saved area when online.',
    );
    expect(warning.closest('[role="status"]')?.className).toContain('notice--warning');
    expect(screen.getByText(OFFLINE_LINE)).toBeTruthy();
  });

  it('when the map shows City data and the area was saved from the demo, then the data line is the demo’s, without the City’s files', () => {
    renderOfflineAnswer(CITY);
    expect(screen.getByText(`Data: ${DEMO.name}, version 14 July 2025. Generated demo data, not City of Toronto data.`)).toBeTruthy();
    expect(screen.queryByText(/^City datasets:/)).toBeNull();
  });
});
