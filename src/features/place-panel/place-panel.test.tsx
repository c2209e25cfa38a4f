import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { SpatialDataAnswer } from '../../lib/api/spatial';
import { toLngLat } from '../../lib/geo/lng-lat';
import type { PlaceLookup } from './model';
import { PlacePanel } from './place-panel';

afterEach(cleanup);

const POINT = toLngLat(-79.3832, 43.6532);

function answer(overrides: Partial<SpatialDataAnswer> = {}): SpatialDataAnswer {
  return {
    zone: {
      base_zone: 'RD',
      zone_code: 'RD (f12.0; a370; d0.6) (x42)',
      zone_label: 'Residential Detached',
      zone_type: 'Residential',
      gen_zone: 0,
      status: 0,
      holding: false,
      exception: 42,
      exception_section: '900.3.10(42)',
      bylaw_chapter: 10,
      bylaw_section: '10.20',
      bylaw_url: 'https://www.toronto.ca/zoning/bylaw_amendments/ZBL_NewProvision_Chapter10_20.htm',
      is_former_city_area: false,
      former_bylaw: null,
      demo: true,
    },
    parcel: { parceli2: '1234567', address_full: '100 Queen St W', lot_area_ft2: 4521.4, lot_area_m2: 420.05 },
    overlays: { height: { HT_STRING: 'HT 10.0, ST 3', HT_HEIGHT: 10, HT_STORIES: 3 }, coverage: { PRCNT_CVER: 35 } },
    former_bylaw_area: false,
    location: { lat: POINT[1], lng: POINT[0] },
    dataset: { id: 'demo-v1', name: 'Demo', version: '2025-07-14', source: 'demo', demo: true, attribution: 'Demo data' },
    ...overrides,
  };
}

function renderPanel(lookup: PlaceLookup) {
  return render(
    <MemoryRouter>
      <PlacePanel lookup={lookup} />
    </MemoryRouter>,
  );
}

/** The <dd> that follows the <dt> with this exact text. */
function valueOf(term: string): string {
  const dt = screen.getAllByText(term, { selector: 'dt' })[0];
  return dt?.nextElementSibling?.textContent ?? '';
}

describe('PlacePanel, Property tab', () => {
  it('shows the empty state before any look-up', () => {
    renderPanel({ status: 'idle' });
    expect(screen.getByText('Click on the map or search for an address to view zoning information')).toBeTruthy();
  });

  it('shows the zoning card values from the spatial answer', () => {
    renderPanel({ status: 'ready', point: POINT, source: 'Map Click', answer: answer() });
    const card = screen.getByRole('region', { name: 'Zoning Information' });
    expect(within(card).getByText('Demo data')).toBeTruthy();
    expect(valueOf('Zone Code')).toBe('RD');
    expect(valueOf('Zone Type')).toBe('Residential Detached (Residential)');
    expect(valueOf('Zone Label')).toBe('RD (f12.0; a370; d0.6) (x42)');
    expect(valueOf('Parcel Area')).toBe('4,521 ft²');
    expect(valueOf('Exception')).toBe('x42 (900.3.10(42))');
    expect(valueOf('Overlay')).toBe('HT 10.0, ST 3 / 35% coverage');
    const link = screen.getByRole('link', { name: /View Zoning Bylaw/ });
    expect(link.getAttribute('href')).toBe(answer().zone.bylaw_url);
  });

  it('shows the location card with six decimals and the source', () => {
    renderPanel({ status: 'ready', point: POINT, source: 'Map Click', answer: answer() });
    expect(screen.getByRole('region', { name: 'Location' })).toBeTruthy();
    expect(valueOf('Latitude')).toBe('43.653200');
    expect(valueOf('Longitude')).toBe('-79.383200');
    expect(valueOf('Source')).toBe('Map Click');
  });

  it('switches the parcel area to square metres', () => {
    renderPanel({ status: 'ready', point: POINT, source: 'Map Click', answer: answer() });
    fireEvent.click(screen.getByRole('button', { name: 'Show parcel area in m²' }));
    expect(valueOf('Parcel Area')).toBe('420 m²');
  });

  it('says the parcel area is not available when there is no parcel', () => {
    renderPanel({ status: 'ready', point: POINT, source: 'Map Click', answer: answer({ parcel: null }) });
    expect(valueOf('Parcel Area')).toBe('Not available');
  });

  it('shows the grey former-city card for a former by-law area', () => {
    renderPanel({ status: 'ready', point: POINT, source: 'Map Click', answer: answer({ former_bylaw_area: true }) });
    const card = screen.getByText('Former City By-law Area:').closest('p');
    expect(card?.textContent).toBe(
      'Former City By-law Area: This area follows Former City of Toronto by-laws. Contact City Planning for specific requirements.',
    );
  });

  it('shows no former-city card elsewhere', () => {
    renderPanel({ status: 'ready', point: POINT, source: 'Map Click', answer: answer() });
    expect(screen.queryByText('Former City By-law Area:')).toBeNull();
  });

  it('explains an outside-Toronto answer', () => {
    const error = { code: 'outside_toronto', message: 'The point is outside the City of Toronto' };
    renderPanel({ status: 'failed', point: toLngLat(-79.9, 43.3), source: 'Map Click', error });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Outside Toronto');
    expect(alert.textContent).toContain('outside the City of Toronto');
  });

  it('shows the server message for other failures', () => {
    const error = { code: 'network_error', message: 'Could not reach the server.' };
    renderPanel({ status: 'failed', point: POINT, source: 'Map Click', error });
    expect(screen.getByRole('alert').textContent).toContain('Could not reach the server.');
  });

  it('shows a loading line while the look-up runs', () => {
    renderPanel({ status: 'loading', point: POINT, source: 'Map Click' });
    expect(screen.getByRole('status').textContent).toBe('Loading zoning information…');
  });
});

describe('PlacePanel, Analysis tab', () => {
  it('loads lazily, showing a loading line first', async () => {
    renderPanel({ status: 'ready', point: POINT, source: 'Map Click', answer: answer() });
    fireEvent.click(screen.getByRole('tab', { name: 'Analysis' }));
    expect(screen.getByText('Loading analysis…')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Zoning Analysis' })).toBeTruthy();
  });
});
