// Briefs and site figures for the PDF tests and previews: a typical RD lot with an exception, and its variants.
import type { Position } from 'geojson';
import { BRIEF_DISCLAIMER, BRIEF_PRODUCT, BRIEF_TITLE, type ZoningBrief } from '../../../src/lib/report/brief-model';
import type { SiteFigure } from '../../../src/lib/report/site-figure';

const LNG = -79.4012;
const LAT = 43.6655;

export function sampleBrief(overrides: Partial<ZoningBrief> = {}): ZoningBrief {
  return {
    title: BRIEF_TITLE,
    product: BRIEF_PRODUCT,
    reportId: 'ZP-1A2B3C4D',
    generatedAt: '2026-11-23T15:30:00.000Z',
    property: {
      address: '123 Sample Street',
      parcelId: 'P-000123',
      lotAreaM2: 412.5,
      lotAreaFt2: 4440.1,
      lat: LAT,
      lng: LNG,
      source: 'Map Click',
    },
    zoning: {
      zone: 'RD',
      label: 'RD (f13.5; a510; d0.45) (x42)',
      name: 'Residential Detached',
      category: 'Residential',
      chapter: 10,
      section: '10.20',
      bylawUrl: 'https://www.toronto.ca/zoning/bylaw_amendments/ZBL_NewProvision_Chapter10.htm',
      holding: false,
      standards: [
        { label: 'Minimum lot frontage', value: '13.5 m', section: '10.20.30.20' },
        { label: 'Minimum lot area', value: '510 m²', section: '10.20.30.10' },
        { label: 'Maximum density (FSI)', value: '0.45 × lot area', section: '10.20.40.40', note: 'Floor space index ≤ 0.45 → see the derived figures.' },
        { label: 'Standard set', value: 'Not stated (no SS clause)', section: null },
      ],
    },
    exceptions: [
      { number: 42, zone: 'RD', section: '900.3.10(42)', url: 'https://www.toronto.ca/zoning/bylaw_amendments/ZBL_NewProvision_Chapter900.htm' },
    ],
    overlays: [
      { label: 'Height', value: 'HT 10.0 m, ST 3 storeys', section: '40.10.40.10' },
      { label: 'Lot coverage', value: '35 %', section: '10.20.30.40' },
      { label: 'Priority retail street within 30 m', value: 'No', section: null },
    ],
    derived: [
      { label: 'Maximum gross floor area', value: '185.6 m² (1,998.0 ft²) = 0.45 × 412.5 m²', section: '10.20.40.40' },
      { label: 'Maximum coverage footprint', value: '144.4 m² = 35 % × 412.5 m²', section: '10.20.30.40' },
      { label: 'Meets minimum lot area', value: 'No: 412.5 m² < 510 m²', section: '10.20.30.10' },
    ],
    formerBylaw: null,
    provenance: {
      dataset: 'ZoneBrief demo dataset',
      version: '2026-01-15',
      demo: false,
      attribution: 'Contains information licensed under the Open Government Licence – Toronto.',
      // One page with a recorded consolidation day (a test value) and one without, to show both wordings.
      bylawText: [
        { page: 'Chapter 10', url: 'https://www.toronto.ca/zoning/bylaw_amendments/ZBL_NewProvision_Chapter10.htm', consolidatedOn: '2025-06-30' },
        { page: 'Chapter 900', url: 'https://www.toronto.ca/zoning/bylaw_amendments/ZBL_NewProvision_Chapter900.htm', consolidatedOn: null },
      ],
    },
    narrative: {
      text: 'The lot at 123 Sample Street is in the RD (Residential Detached) zone with exception 42. It is smaller than the minimum lot area ≥ 510 m² the zone label sets, so any new lot would need a variance.',
      author: 'rules-engine',
      model: null,
    },
    disclaimer: BRIEF_DISCLAIMER,
    ...overrides,
  };
}

export function demoBrief(): ZoningBrief {
  const brief = sampleBrief();
  return { ...brief, provenance: { ...brief.provenance, demo: true } };
}

export function formerBylawBrief(): ZoningBrief {
  const brief = sampleBrief();
  return {
    ...brief,
    zoning: { ...brief.zoning, zone: 'Former', label: 'Former by-law area', name: 'Former municipal by-law area', category: 'Former by-law', chapter: null, section: null, bylawUrl: null, standards: [] },
    exceptions: [],
    derived: [],
    provenance: { ...brief.provenance, bylawText: [] },
    formerBylaw: {
      bylaw: 'Former City of Toronto By-law 438-86',
      message: 'By-law 569-2013 does not apply to this property; the former by-law does. Contact City Planning for its provisions.',
    },
  };
}

/** A closed rectangle ring from metre offsets around the sample point. */
function rect(west: number, south: number, east: number, north: number): Position[] {
  const dLng = 1 / (111_195 * Math.cos((LAT * Math.PI) / 180));
  const dLat = 1 / 111_195;
  const at = (x: number, y: number): Position => [LNG + x * dLng, LAT + y * dLat];
  return [at(west, south), at(east, south), at(east, north), at(west, north), at(west, south)];
}

export function sampleFigure(): SiteFigure {
  const frame = rect(-150, -110, 150, 110);
  const [sw, , ne] = frame as [Position, Position, Position];
  return {
    bbox: [sw[0] as number, sw[1] as number, ne[0] as number, ne[1] as number],
    centre: [LNG, LAT],
    parcel: [rect(-8, -20, 8, 20)],
    zones: [
      { zone: 'RD', label: 'RD (f13.5; a510; d0.45) (x42)', polygons: [[rect(-220, -40, 30, 160), rect(-60, 40, -20, 80)]] },
      { zone: 'CR', label: 'CR 3.0 (c2.0; r2.5) SS2 (x345)', polygons: [[rect(30, -40, 220, 160)]] },
      { zone: 'O', label: 'O', polygons: [[rect(-60, 40, -20, 80)]] },
      { zone: 'Former', label: 'Former by-law area', polygons: [[rect(-220, -200, 220, -40)]] },
    ],
  };
}

/** The sample brief for a label with '(H)': the rules engine's holding row is among the standards, and holding is set. */
export function holdingBrief(): ZoningBrief {
  const brief = sampleBrief();
  return {
    ...brief,
    zoning: {
      ...brief.zoning,
      label: '(H) RD (f13.5; a510; d0.45) (x42)',
      holding: true,
      standards: [
        { label: 'Holding provision (H)', value: 'Development limited until the holding symbol is lifted', section: 'Chapter 990', note: 'Zoning map label (Chapter 990): "(H)"' },
        ...brief.zoning.standards,
      ],
    },
  };
}
