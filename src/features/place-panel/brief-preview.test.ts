import { describe, expect, it } from 'vitest';
import type { SpatialDataAnswer } from '../../lib/api/spatial';
import { buildBrief } from '../../lib/report/build-brief';
import { MEASURED_LOT_CONTENTS } from '../../lib/report/brief-lot';
import { briefContents } from './brief-preview';
import { formatOverlay } from './format';
import { spatialAnswer } from '../../../tests/dom/spatial-answer-fixture';

const exceptionsDetail = (answer: SpatialDataAnswer) => briefContents(answer).find((item) => item.term === 'Exceptions')?.detail;
const briefExceptions = (answer: SpatialDataAnswer) =>
  buildBrief({ reportId: 'ZP-1a2b3c4d', generatedAt: '2025-07-14T10:00:00.000Z', spatial: answer, source: 'Map Click' }).exceptions;

describe('briefContents, exceptions', () => {
  it('when the label carries (x42) but the data fields have no exception, then the preview names exception 42 as the brief does', () => {
    const answer = spatialAnswer();
    answer.zone = { ...answer.zone, exception: 'none', exception_section: null };

    expect(briefExceptions(answer).map((exception) => exception.section)).toEqual(['900.3.10(42)']);
    expect(exceptionsDetail(answer)).toBe('Exception 42: 900.3.10(42), linked to Chapter 900');
  });

  it('when the label and the data fields disagree, then the preview follows the label, as the brief does', () => {
    const answer = spatialAnswer();
    answer.zone = { ...answer.zone, exception: 7, exception_section: '900.3.10(7)' };

    expect(briefExceptions(answer).map((exception) => exception.number)).toEqual([42]);
    expect(exceptionsDetail(answer)).toBe('Exception 42: 900.3.10(42), linked to Chapter 900');
  });

  it('when neither the label nor the data has an exception, then the preview says there is none', () => {
    const answer = spatialAnswer();
    answer.zone = { ...answer.zone, zone_code: 'RD (f12.0; a370; d0.6)', exception: 'none', exception_section: null };

    expect(exceptionsDetail(answer)).toBe('No site-specific exception at this point');
  });
});

describe('briefContents, overlays', () => {
  const overlaysDetail = (answer: SpatialDataAnswer) => briefContents(answer).find((item) => item.term === 'Overlays')?.detail;

  it('when overlays are mapped, then the preview names the ones the Property tab names, in the same words', () => {
    const answer = spatialAnswer({
      overlays: {
        height: null,
        coverage: null,
        policy_area: { POLICY_ID: 1 },
        rooming_house: { RMH_AREA: 'A', RMG_HS_NO: 1, RMG_STRING: 'A1' },
        building_setback: { ZN_STRING: 'Downtown Tall Building Setback' },
        priority_retail_street: { LINEAR_NAME_FULL_LEGAL: 'Bay Street', distance_m: 10, measured_from: 'parcel' },
      },
    });

    expect(overlaysDetail(answer)).toBe(`Found: ${formatOverlay(answer.overlays)}`);
  });

  it('when a height overlay carries no figure, then neither the preview nor the brief counts it as found', () => {
    const answer = spatialAnswer({
      overlays: { ...spatialAnswer().overlays, height: { HT_STRING: '', HT_HEIGHT: -1, HT_STORIES: -1 }, coverage: null },
    });

    expect(overlaysDetail(answer)).toBe('None found at this point');
    expect(formatOverlay(answer.overlays)).toBe('None');
  });
});

describe('briefContents, what the dataset has', () => {
  const detailOf = (answer: SpatialDataAnswer, term: string) => briefContents(answer).find((item) => item.term === term)?.detail;

  it('when overlays are not loaded in this dataset, then the preview says so after what it found', () => {
    const base = spatialAnswer();
    const answer = spatialAnswer({ dataset: { ...base.dataset, layers: { ...base.dataset.layers!, policy_area: 'not-loaded', rooming_house: 'not-loaded' } } });

    expect(detailOf(answer, 'Overlays')).toBe(
      'Found: height (HT 10.0, ST 3), lot coverage (35%); not loaded in this dataset: policy area overlay, rooming house overlay',
    );
    expect(detailOf(answer, 'Data provenance')).toMatch(/, and the layers not loaded in this dataset$/);
  });

  it('when the data is the generated demo, then the provenance line says the cover says so', () => {
    expect(detailOf(spatialAnswer(), 'Data provenance')).toBe(
      'ZoneBrief demo data, 14 July 2025 (generated demo data, not for reliance; the cover says so)',
    );
  });
});

describe('briefContents, the summary page', () => {
  const summaryOf = (answer: SpatialDataAnswer) => briefContents(answer).find((item) => item.term === 'Summary');

  it('when a parcel is found, then the preview names the summary page’s parts and states the zone and the lot area as the brief will', () => {
    const answer = spatialAnswer();
    const brief = buildBrief({ reportId: 'ZP-1a2b3c4d', generatedAt: '2025-07-14T10:00:00.000Z', spatial: answer, source: 'Map Click' });

    const summary = summaryOf(answer);

    expect(briefContents(answer)[0]?.term).toBe('Summary');
    expect(summary?.detail).toBe(
      'A first page: the zone in plain words; the lot’s figures; the numbers that bound what can be built; what was not available and why; the datasets and by-law pages it rests on. For this place:',
    );
    expect(summary?.facts).toEqual([
      'Residential Detached (RD), in the Residential category, governed by section 10.20 of By-law 569-2013.',
      `Lot area: ${brief.summary.lot[0]?.value ?? ''}`,
    ]);
    expect(brief.summary.zoneInWords.startsWith(summary?.facts?.[0] ?? '-')).toBe(true);
  });

  it('when there is no parcel, then the preview says the lot area is not known, and why', () => {
    const answer = spatialAnswer({ parcel: null });

    expect(summaryOf(answer)?.facts?.[1]).toBe('Lot area: Not known (no parcel was found at this point)');
  });

  it('when the lands are a former by-law area, then the zone fact says By-law 569-2013 does not govern them, and which by-law does', () => {
    const answer = spatialAnswer();
    answer.zone = { ...answer.zone, status: 5, zone_code: 'Former City of Toronto By-law 438-86', former_bylaw: 'Former City of Toronto By-law 438-86' };

    expect(summaryOf(answer)?.facts?.[0]).toBe('Former by-law area: By-law 569-2013 does not govern these lands; former City of Toronto By-law 438-86 does.');
  });
});

describe('briefContents, the lot, the standards and the figure', () => {
  const itemOf = (answer: SpatialDataAnswer, term: string) => briefContents(answer).find((item) => item.term === term);
  const brief = (answer: SpatialDataAnswer) => buildBrief({ reportId: 'ZP-1a2b3c4d', generatedAt: '2025-07-14T10:00:00.000Z', spatial: answer, source: 'Map Click' });

  it('when the contents are listed, then they follow the brief’s order, with the lot and the standards after the summary', () => {
    expect(briefContents(spatialAnswer()).map((item) => item.term)).toEqual([
      'Summary',
      'The lot',
      'Zoning, decoded',
      'Standards and the regulations that set them',
      'Exceptions',
      'Overlays',
      'Derived figures',
      'Site figure',
      'Data provenance',
      'PDF',
    ]);
  });

  it('when a parcel is found, then "The lot" names what the brief measures and the label’s minimums it compares the lot with', () => {
    const lot = itemOf(spatialAnswer(), 'The lot');

    expect(lot?.detail).toBe(
      `Measured from the parcel, the street centrelines and the neighbouring parcels and zones: ${MEASURED_LOT_CONTENTS.join('; ')}. ` +
        'Where something cannot be measured, the brief says why. For this place:',
    );
    expect(lot?.facts).toEqual([
      'The label sets the minimum lot frontage of 12.0 m (f12.0): the brief compares the frontage it measures with it',
      'Lot area 420.1 m² against the minimum of 370 m² (a370): exceeds the minimum by 50.1 m²',
    ]);
  });

  it('when the label sets no minimum, then "The lot" states no comparison', () => {
    const answer = spatialAnswer();
    answer.zone = { ...answer.zone, zone_code: 'RD (d0.6)' };

    expect(itemOf(answer, 'The lot')?.facts).toBeUndefined();
  });

  it('when there is no parcel, then "The lot" says it cannot be measured', () => {
    expect(itemOf(spatialAnswer({ parcel: null }), 'The lot')?.detail).toBe('No parcel was found here, so the lot cannot be measured: the brief says so');
  });

  it('when the zone is RD, then the standards item lists every standard the brief’s regulations list, in their order', () => {
    const answer = spatialAnswer();

    expect(itemOf(answer, 'Standards and the regulations that set them')?.detail).toBe(
      "Each standard with the article that sets it, linked to the City's page: permitted uses, height and storeys, setbacks, lot coverage, building depth, landscaping, main walls, angular planes, parking, bicycle parking",
    );
    expect(brief(answer).regulations).toHaveLength(10);
  });

  it('when the lands are a former by-law area, then the standards item says which by-law governs, as the brief does', () => {
    const answer = spatialAnswer();
    answer.zone = { ...answer.zone, status: 5, zone_code: 'Former City of Toronto By-law 438-86', former_bylaw: 'Former City of Toronto By-law 438-86' };

    expect(itemOf(answer, 'Standards and the regulations that set them')?.detail).toBe(brief(answer).regulations[0]?.value);
    expect(brief(answer).regulations[0]?.value).toBe('By-law 569-2013 sets no standards here: Former City of Toronto By-law 438-86 governs');
  });

  it('when the site figure is described, then it names the neighbouring parcels and the streets it now draws', () => {
    expect(itemOf(spatialAnswer(), 'Site figure')?.detail).toMatch(/the neighbouring parcels, the streets with their names/);
  });
});
