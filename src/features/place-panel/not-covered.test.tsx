import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { DatasetInfo, NotCoveredAnswer } from '../../lib/api/spatial';
import { POINT, spatialAnswer } from '../../../tests/dom/spatial-answer-fixture';
import { AnalysisTab } from './analysis-tab';
import { answeredLookup, type PlaceLookup } from './model';
import { PlacePanel } from './place-panel';

afterEach(cleanup);

const CITY: DatasetInfo = {
  ...spatialAnswer().dataset,
  id: 'city-2026-02-20-0badc0de',
  name: 'City of Toronto open data',
  source: 'city',
  demo: false,
  attribution: 'City of Toronto',
};

/** What GET /api/zoning/spatial-data answers in Scarborough from the City's downtown subset: policy area 2, no zoning. */
const NOT_COVERED: NotCoveredAnswer = {
  zone: null,
  coverage: 'outside-dataset',
  parcel: null,
  overlays: { height: null, coverage: null, policy_area: { POLICY_ID: 2 }, rooming_house: null, building_setback: null, priority_retail_street: null },
  location: { lat: POINT[1], lng: POINT[0] },
  dataset: CITY,
};

const GAP: PlaceLookup = {
  status: 'failed',
  point: POINT,
  source: 'Map Click',
  error: { code: 'no_zoning', message: 'There is no zoning area at this point (a gap in the zoning map, such as a rail or hydro corridor).' },
};

function renderPanel(lookup: PlaceLookup) {
  return render(
    <MemoryRouter>
      <PlacePanel lookup={lookup} />
    </MemoryRouter>,
  );
}

describe('PlacePanel, a point the dataset’s zoning does not cover', () => {
  const lookup = answeredLookup({ point: POINT, source: 'Map Click' }, NOT_COVERED);

  it('when the answer says the dataset does not cover the point, then the Property tab says so and names the dataset, not a gap in the map', () => {
    renderPanel(lookup);

    const notice = screen.getByRole('alert');
    expect(within(notice).getByText('Not covered by this dataset')).toBeTruthy();
    expect(notice.textContent).toContain(
      'This dataset’s zoning does not cover this point: City of Toronto open data (city-2026-02-20-0badc0de) holds the zoning of part of the city only.',
    );
    expect(document.body.textContent).not.toContain('There is no zoning area at this point');
    expect(screen.queryByRole('region', { name: 'Zoning Information' })).toBeNull();
  });

  it('when the answer says the dataset does not cover the point, then the Property tab still shows the overlays found there and the data line', () => {
    renderPanel(lookup);

    const card = screen.getByRole('region', { name: 'Overlays' });
    expect(within(card).getByText('Policy area').nextElementSibling?.textContent).toMatch(/^Policy area 2/i);
    expect(screen.getByRole('region', { name: 'Location' })).toBeTruthy();
    expect(screen.getByText(/^Data: City of Toronto open data, /)).toBeTruthy();
  });

  it('when the answer says the dataset does not cover the point, then the Analysis tab says why it cannot run, and offers no Analyze', () => {
    render(<AnalysisTab lookup={lookup} />);

    expect(
      screen.getByText(
        'This place cannot be analysed: this dataset’s zoning does not cover it (City of Toronto open data (city-2026-02-20-0badc0de) holds the zoning of part of the city only), so there is no zoning here for a brief.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Analyze/ })).toBeNull();
  });

  it('when the point is a gap inside what the dataset covers, then both tabs keep the gap’s words', async () => {
    renderPanel(GAP);
    expect(screen.getByRole('alert').textContent).toContain('There is no zoning area at this point (a gap in the zoning map, such as a rail or hydro corridor).');
    expect(screen.queryByText('Not covered by this dataset')).toBeNull();

    fireEvent.click(screen.getByRole('tab', { name: 'Analysis' }));
    expect(await screen.findByText('This place cannot be analysed: There is no zoning area at this point (a gap in the zoning map, such as a rail or hydro corridor).')).toBeTruthy();
  });
});
