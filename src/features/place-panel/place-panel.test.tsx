import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toLngLat } from '../../lib/geo/lng-lat';
import type { PlaceLookup } from './model';
import { PlacePanel } from './place-panel';
import { POINT, spatialAnswer } from '../../../tests/dom/spatial-answer-fixture';

afterEach(cleanup);

/** What the demo dataset maps at 389 Elm St: no height or coverage overlay, four others. */
const DOWNTOWN_OVERLAYS = {
  height: null,
  coverage: null,
  policy_area: { POLICY_ID: 1 },
  rooming_house: { RMH_AREA: 'A', RMG_HS_NO: 1, RMG_STRING: 'A1' },
  building_setback: { ZN_STRING: 'Downtown Tall Building Setback' },
  priority_retail_street: { LINEAR_NAME_FULL_LEGAL: 'Bay Street', distance_m: 10, measured_from: 'parcel' as const },
};

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

describe('PlacePanel, Property tab, a failed look-up', () => {
  const failed = (code: string, message: string): PlaceLookup => ({ status: 'failed', point: POINT, source: 'Map Click', error: { code, message } });

  it('when the look-up failed offline, then the tab says so and Try again looks the place up again', () => {
    const retry = vi.fn();
    render(
      <MemoryRouter>
        <PlacePanel lookup={failed('offline', 'You are offline. This needs a connection.')} onRetry={retry} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('alert').textContent).toContain('You are offline. This needs a connection.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('when there is no zone at the point, then no Try again is offered (asking again gives the same answer)', () => {
    render(
      <MemoryRouter>
        <PlacePanel lookup={failed('no_zone', 'No zoning information was found at this location.')} onRetry={() => undefined} />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});

describe('PlacePanel, Property tab', () => {
  it('shows the empty state before any look-up', () => {
    renderPanel({ status: 'idle' });
    expect(screen.getByText('Click on the map or search for an address to view zoning information')).toBeTruthy();
  });

  it('shows the zoning card values from the spatial answer', () => {
    renderPanel({ status: 'ready', point: POINT, source: 'Map Click', answer: spatialAnswer() });
    const card = screen.getByRole('region', { name: 'Zoning Information' });
    expect(within(card).getByText('Demo data')).toBeTruthy();
    expect(valueOf('Zone Code')).toBe('RD');
    expect(valueOf('Zone Type')).toBe('Residential Detached (Residential)');
    expect(valueOf('Zone Label')).toBe('RD (f12.0; a370; d0.6) (x42)');
    expect(valueOf('Parcel Area')).toBe('4,521 ft²');
    expect(valueOf('Exception')).toBe('x42 (900.3.10(42))');
    expect(valueOf('Overlay')).toBe('height (HT 10.0, ST 3), lot coverage (35%)');
    const link = screen.getByRole('link', { name: /View Zoning Bylaw/ });
    expect(link.getAttribute('href')).toBe(spatialAnswer().zone.bylaw_url);
  });

  it('when the dataset has no zone label, then the card says it is not in this dataset and decodes no standards', () => {
    const answer = spatialAnswer();
    renderPanel({ status: 'ready', point: POINT, source: 'Map Click', answer: { ...answer, zone: { ...answer.zone, zone_code: null } } });
    expect(valueOf('Zone Label')).toBe('Not in this dataset');
    expect(screen.queryByRole('region', { name: 'Zoning standards' })).toBeNull();
    expect(document.body.textContent).not.toMatch(/undefined|null/);
  });

  it('shows the location card with six decimals and the source', () => {
    renderPanel({ status: 'ready', point: POINT, source: 'Map Click', answer: spatialAnswer() });
    expect(screen.getByRole('region', { name: 'Location' })).toBeTruthy();
    expect(valueOf('Latitude')).toBe('43.653200');
    expect(valueOf('Longitude')).toBe('-79.383200');
    expect(valueOf('Source')).toBe('Map Click');
  });

  it('switches the parcel area to square metres', () => {
    renderPanel({ status: 'ready', point: POINT, source: 'Map Click', answer: spatialAnswer() });
    fireEvent.click(screen.getByRole('button', { name: 'Show parcel area in m²' }));
    expect(valueOf('Parcel Area')).toBe('420 m²');
  });

  it('says the parcel area is not available when there is no parcel', () => {
    renderPanel({ status: 'ready', point: POINT, source: 'Map Click', answer: spatialAnswer({ parcel: null }) });
    expect(valueOf('Parcel Area')).toBe('Not available');
  });

  it('shows the grey former-city card for a former by-law area', () => {
    renderPanel({ status: 'ready', point: POINT, source: 'Map Click', answer: spatialAnswer({ former_bylaw_area: true }) });
    const card = screen.getByText('Former City By-law Area:').closest('p');
    expect(card?.textContent).toBe(
      'Former City By-law Area: This area follows Former City of Toronto by-laws. Contact City Planning for specific requirements.',
    );
  });

  it('shows no former-city card elsewhere', () => {
    renderPanel({ status: 'ready', point: POINT, source: 'Map Click', answer: spatialAnswer() });
    expect(screen.queryByText('Former City By-law Area:')).toBeNull();
  });

  it('shows the source as Address Search when the place came from the search box', () => {
    renderPanel({ status: 'ready', point: POINT, source: 'Address Search', answer: spatialAnswer() });
    expect(valueOf('Source')).toBe('Address Search');
  });

  it('decodes the zone label into standards, each naming its by-law section', () => {
    renderPanel({ status: 'ready', point: POINT, source: 'Map Click', answer: spatialAnswer() });
    const card = screen.getByRole('region', { name: 'Zoning standards' });
    const rows = [...card.querySelectorAll('.description-list__row')].map((row) => [
      row.querySelector('dt')?.textContent,
      row.querySelector('dd')?.firstChild?.textContent,
      row.querySelector('.place-panel__section')?.textContent,
    ]);
    expect(rows.slice(0, 3)).toEqual([
      ['Minimum lot frontage', '12.0 m', 'Section 10.20'],
      ['Minimum lot area', '370 m²', 'Section 10.20'],
      ['Maximum density', '0.6 × lot area', 'Section 10.20'],
    ]);
  });

  it('links the site-specific exception to its Chapter 900 section page', () => {
    renderPanel({ status: 'ready', point: POINT, source: 'Map Click', answer: spatialAnswer() });
    const card = screen.getByRole('region', { name: 'Zoning standards' });
    const link = within(card).getByRole('link', { name: /^Site-specific exception 42/ });
    expect(link.getAttribute('href')).toBe('https://www.toronto.ca/zoning/bylaw_amendments/ZBL_NewProvision_Chapter900_3.htm');
  });

  it('shows the holding provision and the standard set of a CR label', () => {
    const zone = { ...spatialAnswer().zone, base_zone: 'CR', zone_code: '(H) CR 3.0 (c2.0; r2.5) SS2 (x345)', exception: 345 };
    renderPanel({ status: 'ready', point: POINT, source: 'Map Click', answer: spatialAnswer({ zone }) });
    const card = screen.getByRole('region', { name: 'Zoning standards' });
    expect(within(card).getByText('Holding provision (H)')).toBeTruthy();
    expect(within(card).getByText('Development limited until the holding symbol is lifted')).toBeTruthy();
    expect(within(card).getByText('Maximum total density')).toBeTruthy();
    expect(within(card).getByText('SS2')).toBeTruthy();
    expect(within(card).getByRole('link', { name: /^Site-specific exception 345/ }).getAttribute('href')).toMatch(/Chapter900_11\.htm$/);
  });

  it('shows the height and lot-coverage overlays as the brief words them', () => {
    renderPanel({ status: 'ready', point: POINT, source: 'Map Click', answer: spatialAnswer() });
    const card = screen.getByRole('region', { name: 'Overlays' });
    expect(within(card).getByText('Maximum height').nextElementSibling?.textContent).toContain('10 m, 3 storeys');
    expect(within(card).getByText('Maximum lot coverage').nextElementSibling?.textContent).toContain('35% of the lot area');
  });

  it('when policy, rooming-house, setback and retail-street overlays are mapped, then the Overlay row and the card show each', () => {
    renderPanel({ status: 'ready', point: POINT, source: 'Map Click', answer: spatialAnswer({ overlays: DOWNTOWN_OVERLAYS }) });
    const card = screen.getByRole('region', { name: 'Overlays' });
    expect(valueOf('Overlay')).toBe('policy area 1, rooming house (A1), building setback, priority retail street (Bay Street)');
    expect(within(card).getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Policy area',
      'Rooming house area',
      'Building setback overlay',
      'Priority retail street within 30 m',
    ]);
    expect(within(card).getByText('Priority retail street within 30 m').nextElementSibling?.textContent).toContain('Bay Street, 10 m from the parcel');
  });

  it('says when no overlay applies', () => {
    renderPanel({ status: 'ready', point: POINT, source: 'Map Click', answer: spatialAnswer({
      overlays: { height: null, coverage: null, policy_area: null, rooming_house: null, building_setback: null, priority_retail_street: null },
    }) });
    const card = screen.getByRole('region', { name: 'Overlays' });
    expect(within(card).getByText('No overlay is mapped at this point')).toBeTruthy();
    expect(valueOf('Overlay')).toBe('None');
  });

  it('when there is no parcel at the point, then it says "No parcel here" and still shows the zoning', () => {
    renderPanel({ status: 'ready', point: POINT, source: 'Map Click', answer: spatialAnswer({ parcel: null }) });
    expect(screen.getByText('No parcel here')).toBeTruthy();
    expect(valueOf('Zone Code')).toBe('RD');
    expect(screen.queryByText('Address', { selector: 'dt' })).toBeNull();
  });

  it('when the parcel has several addresses, then the Location card lists them all', () => {
    const answer = spatialAnswer();
    renderPanel({ status: 'ready', point: POINT, source: 'Map Click', answer: { ...answer, parcel: answer.parcel && { ...answer.parcel, addresses: ['100 Queen St W', '2 Bay St'] } } });
    expect(valueOf('Address')).toBe('100 Queen St W / 2 Bay St');
  });

  it('when the dataset has no height, coverage or parcels, then the panel says not loaded, never "None" or "No parcel here"', () => {
    const base = spatialAnswer();
    const answer = spatialAnswer({
      parcel: null,
      overlays: { ...base.overlays, height: null, coverage: null },
      dataset: { ...base.dataset, layers: { ...base.dataset.layers!, height: 'not-loaded', coverage: 'not-loaded', parcels: 'not-loaded' } },
    });
    renderPanel({ status: 'ready', point: POINT, source: 'Map Click', answer });

    expect(valueOf('Overlay')).toBe('None mapped; not loaded in this dataset: height overlay, lot coverage overlay');
    expect(valueOf('Parcel Area')).toBe('Not loaded in this dataset');
    expect(valueOf('Maximum height')).toMatch(/^Not loaded in this dataset/);
    expect(valueOf('Maximum lot coverage')).toMatch(/^Not loaded in this dataset/);
    expect(screen.getByText('None of the overlays in this dataset is mapped at this point')).toBeTruthy();
    expect(screen.getByText('Parcels not loaded')).toBeTruthy();
    expect(screen.queryByText('No parcel here')).toBeNull();
    expect(screen.getByText('Not loaded in this dataset: height overlay, lot coverage overlay and property boundaries (parcels).')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/undefined|null/);
  });

  it('when one overlay is mapped and another is not loaded, then the card lists the one found and the one unknown', () => {
    const base = spatialAnswer();
    const answer = spatialAnswer({ dataset: { ...base.dataset, layers: { ...base.dataset.layers!, rooming_house: 'not-loaded' } } });
    renderPanel({ status: 'ready', point: POINT, source: 'Map Click', answer });

    expect(valueOf('Overlay')).toBe('height (HT 10.0, ST 3), lot coverage (35%); not loaded in this dataset: rooming house overlay');
    expect(valueOf('Rooming house area')).toMatch(/^Not loaded in this dataset/);
    expect(screen.queryByText('None of the overlays in this dataset is mapped at this point')).toBeNull();
  });

  it('says the data is generated demo data, with its name and its generator’s version date', () => {
    renderPanel({ status: 'ready', point: POINT, source: 'Map Click', answer: spatialAnswer() });
    expect(screen.getByText(`Data: ${spatialAnswer().dataset.name}, version 14 July 2025. Generated demo data, not City of Toronto data.`)).toBeTruthy();
  });

  it("names the City's dataset, the day it was imported and the OGL–Toronto attribution for City data, with no 'Demo data' mark", () => {
    const dataset = { id: 'city-2025-07-01-0badc0de', name: 'City of Toronto open data', version: '2025-07-01', imported: '2025-12-07', zoningPublished: '2025-06-30', source: 'city' as const, demo: false, attribution: 'City of Toronto' };
    const zone = { ...spatialAnswer().zone, demo: false };
    renderPanel({ status: 'ready', point: POINT, source: 'Map Click', answer: spatialAnswer({ dataset, zone }) });
    expect(
      screen.getByText('Data: City of Toronto open data, imported 7 December 2025. Contains information licensed under the Open Government Licence – Toronto.'),
    ).toBeTruthy();
    expect(screen.queryByText('Demo data')).toBeNull();
  });

  it("names each of the City's files the dataset was made from with its publication date, or says it is not known", () => {
    const dataset = { id: 'city-2025-07-01-0badc0de', name: 'City of Toronto open data', version: '2025-07-01', imported: '2025-12-07', zoningPublished: '2025-06-30', source: 'city' as const, demo: false, attribution: 'City of Toronto' };
    const sources = [
      { title: 'Zoning By-law 569-2013: Zoning Area', file: 'Zoning Area - 4326.geojson', published: '2025-06-30', imported: '2025-12-07', features: 11_719 },
      { title: 'Property Boundaries', file: 'Property Boundaries - 4326.csv', published: null, imported: '2025-12-07', features: 486_000 },
    ];
    render(
      <MemoryRouter>
        <PlacePanel lookup={{ status: 'ready', point: POINT, source: 'Map Click', answer: spatialAnswer({ dataset }) }} sources={sources} />
      </MemoryRouter>,
    );
    expect(screen.getByText('City datasets: Zoning By-law 569-2013: Zoning Area, published 30 June 2025; Property Boundaries, publication date not known.')).toBeTruthy();
    expect(screen.getByText(/^Data: City of Toronto open data, imported 7 December 2025\./)).toBeTruthy();
  });

  it('shows the former by-law by name and no 569-2013 standards for a former-city area', () => {
    const zone = {
      ...spatialAnswer().zone,
      base_zone: 'Former',
      zone_code: 'Former City of Toronto By-law 438-86',
      exception: 'none' as const,
      exception_section: null,
      former_bylaw: null,
    };
    renderPanel({ status: 'ready', point: POINT, source: 'Map Click', answer: spatialAnswer({ zone }) });
    expect(screen.getByText('Former City By-law Area:')).toBeTruthy();
    expect(screen.getByText('Former City of Toronto By-law 438-86', { selector: '.place-panel__former-bylaw' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Zoning standards' })).toBeNull();
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
    renderPanel({ status: 'ready', point: POINT, source: 'Map Click', answer: spatialAnswer() });
    fireEvent.click(screen.getByRole('tab', { name: 'Analysis' }));
    expect(screen.getByText('Loading analysis…')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Zoning Analysis' })).toBeTruthy();
  });
});
