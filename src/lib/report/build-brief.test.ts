import { describe, expect, it } from 'vitest';
import { BRIEF_DISCLAIMER, type BriefRow, type ZoningBrief } from './brief-model';
import { buildBrief, type BuildBriefInput } from './build-brief';
import { formerBylawMessage, FORMER_BYLAW_MESSAGE, FORMER_BYLAW_NOT_LOADED, PLACE_WITHOUT_PARCELS, UNADDRESSED_PARCEL } from './brief-wording';
import { OVERLAY_OUTSIDE_BYLAW } from './brief-overlays';
import { spatialFixture, type SpatialFixtureOptions } from '../../../tests/fixtures/spatial-fixture';

const CHAPTER = 'https://www.toronto.ca/zoning/bylaw_amendments/ZBL_NewProvision_Chapter';

function brief(options: SpatialFixtureOptions, input: Partial<BuildBriefInput> = {}): ZoningBrief {
  return buildBrief({
    reportId: 'ZP-1a2b3c4d',
    generatedAt: '2024-06-15T10:00:00.000Z',
    spatial: spatialFixture(options),
    source: 'Map Click',
    ...input,
  });
}

/** "label | value | section" lines, the way the PDF's tables read. */
const linesOf = (rows: BriefRow[]): string[] => rows.map((row) => `${row.label} | ${row.value} | ${row.section ?? '—'}`);

describe('buildBrief, the zoning standards read from real label forms', () => {
  it.each<[string, string[]]>([
    [
      'RD (f13.5; a510; d0.45) (x42)',
      ['Minimum lot frontage (f) | 13.5 m | 10.20.30.20 (inferred)', 'Minimum lot area (a) | 510 m² | 10.20.30.10 (inferred)', 'Maximum density FSI (d) | 0.45 × lot area | 10.20.40.40 (inferred)'],
    ],
    [
      'RS (f15.0; a555; d0.6)',
      ['Minimum lot frontage (f) | 15.0 m | 10.40.30.20', 'Minimum lot area (a) | 555 m² | 10.40.30.10', 'Maximum density FSI (d) | 0.6 × lot area | 10.40.40.40'],
    ],
    [
      'CR 3.0 (c2.0; r2.5) SS2 (x345)',
      [
        'Maximum total FSI | 3.0 × lot area | 40.10.40.40 (inferred)',
        'Maximum commercial FSI (c) | 2.0 × lot area | 40.10.40.40 (inferred)',
        'Maximum residential FSI (r) | 2.5 × lot area | 40.10.40.40 (inferred)',
        'Development standard set (SS) | SS2: development standard set 2 (not a height) | 40.10',
      ],
    ],
    [
      '(H) RM (u4; d0.8)',
      ['Holding provision (H) | Development limited until the holding symbol is lifted | Chapter 990', 'Maximum dwelling units (u) | 4 per lot | 10.80', 'Maximum density FSI (d) | 0.8 × lot area | 10.80.40.40 (inferred)'],
    ],
    ['EO 1.5 (o1.0)', ['Maximum total FSI | 1.5 × lot area | 60.40.40.40 (inferred)', 'Maximum office FSI (o) | 1.0 × lot area | 60.40.40.40 (inferred)']],
  ])('when the label is %s, then each clause is a row citing its article (read in the section’s table of contents, or inferred), else the zone section', (label, expected) => {
    expect(linesOf(brief({ label }).zoning.standards)).toEqual(expected);
  });

  it('when a clause is read from the label, then its note cites the Chapter 990 map label and the clause', () => {
    const rows = brief({ label: 'RD (f13.5; a510; d0.45) (x42)' }).zoning.standards;

    expect(rows.map((row) => row.note)).toEqual([
      'Zoning map label (Chapter 990): "f13.5"',
      'Zoning map label (Chapter 990): "a510"',
      'Zoning map label (Chapter 990): "d0.45"',
    ]);
  });

  it('when the zone data gives AREA_UNITS, then a lot-area-per-unit row follows the clauses', () => {
    const rows = brief({ label: 'RM (u4; d0.8)', areaUnits: 150 }).zoning.standards;

    expect(linesOf(rows).at(-1)).toBe('Minimum lot area per dwelling unit | 150 m² | 10.80');
  });

  it('when the lot coverage is cited in the regulations, the derived footprint and the summary, then it is one citation, the article', () => {
    const result = brief({ label: 'RS (f15.0; a555; d0.6)', lotAreaM2: 500, zoneCoverage: 35 });
    const footprint = 'Maximum building footprint (lot coverage)';

    const cited = [
      result.regulations.find((row) => row.label === 'Lot coverage')?.section,
      result.derived.find((row) => row.label === footprint)?.section,
      result.summary.bounds.find((row) => row.label === footprint)?.section,
    ];

    expect(new Set(cited)).toEqual(new Set(['10.40.30.40']));
  });

  it('when the zone section is unconfirmed in the reference, then it is shown as unconfirmed', () => {
    const result = brief({ label: 'IH 2.0' });

    expect(result.zoning.section).toBe('80.20 (unconfirmed)');
    expect(result.zoning.standards[0]?.section).toBe('80.20 (unconfirmed)');
    expect(result.zoning.bylawUrl).toBe(`${CHAPTER}80.htm`);
  });

  it('when a label carries a piece outside the grammar, then it is listed unread rather than dropped', () => {
    const rows = brief({ label: 'RD (f13.5; q9) (x42)' }).zoning.standards;

    expect(linesOf(rows)).toContain('Unread label clause | q9 | —');
  });
});

describe('buildBrief, the zone, holding and exceptions', () => {
  it('when the zone is RD, then the brief names it with its category, chapter, section and page', () => {
    const { zoning } = brief({ label: 'RD (f13.5; a510; d0.45) (x42)' });

    expect(zoning).toMatchObject({
      zone: 'RD',
      label: 'RD (f13.5; a510; d0.45) (x42)',
      name: 'Residential Detached',
      category: 'Residential',
      chapter: 10,
      section: '10.20',
      bylawUrl: `${CHAPTER}10_20.htm`,
      holding: false,
    });
  });

  it('when the label starts with (H), then the brief marks the holding provision', () => {
    expect(brief({ label: '(H) RM (u4; d0.8)' }).zoning.holding).toBe(true);
  });

  it.each<[string, { number: number; zone: string; section: string; url: string }]>([
    ['RD (f13.5; a510; d0.45) (x42)', { number: 42, zone: 'RD', section: '900.3.10(42)', url: `${CHAPTER}900_3.htm` }],
    ['CR 3.0 (c2.0; r2.5) SS2 (x345)', { number: 345, zone: 'CR', section: '900.11.10(345)', url: `${CHAPTER}900_11.htm` }],
    ['OR (x7)', { number: 7, zone: 'OR', section: 'Chapter 900 (section for this zone unconfirmed)', url: `${CHAPTER}900.htm` }],
  ])('when the label is %s, then the exception is read with its zone symbol', (label, expected) => {
    expect(brief({ label }).exceptions).toEqual([expected]);
  });

  it('when the label has no x clause, then there are no exceptions', () => {
    expect(brief({ label: '(H) RM (u4; d0.8)' }).exceptions).toEqual([]);
  });
});

describe('buildBrief, the property', () => {
  it('when there is a parcel, then it is named by its own address, with its id, both lot areas, rounded coordinates and the source', () => {
    const { property } = brief({ label: 'RD (f13.5; a510; d0.45) (x42)' }, { address: '12 Euclid Avenue, Toronto', source: 'Address Search' });

    expect(property).toEqual({
      address: '12 Euclid Ave',
      parcelId: 'P-0042',
      lotAreaM2: 510,
      lotAreaFt2: 5489.6,
      lat: 43.651512,
      lng: -79.398546,
      source: 'Address Search',
    });
  });

  it('when the parcel has several addresses, then the brief names them all, whatever address the user searched', () => {
    const spatial = spatialFixture({ label: 'RD (d0.45)', address: '12 Euclid Ave' });
    const parcel = spatial.parcel && { ...spatial.parcel, addresses: ['12 Euclid Ave', '301 Dundas St W'] };
    const input = { reportId: 'ZP-1a2b3c4d', generatedAt: '2025-07-14T10:00:00.000Z', spatial: { ...spatial, parcel } };

    expect(buildBrief({ ...input, source: 'Address Search', address: '301 Dundas St W, Toronto, ON' }).property.address).toBe('12 Euclid Ave / 301 Dundas St W');
    expect(buildBrief({ ...input, source: 'Map Click' }).property.address).toBe('12 Euclid Ave / 301 Dundas St W');
  });

  it('when there is no parcel, then the searched address names the point', () => {
    expect(brief({ label: 'RD (d0.45)', lotAreaM2: null }, { address: '1 Front St W, Toronto, ON', source: 'Address Search' }).property.address).toBe(
      '1 Front St W, Toronto, ON',
    );
  });

  it('when there is neither an address nor a parcel, then the property is an unaddressed parcel with no lot area', () => {
    const { property } = brief({ label: 'RD (d0.45)', lotAreaM2: null });

    expect(property).toMatchObject({ address: UNADDRESSED_PARCEL, parcelId: null, lotAreaM2: null, lotAreaFt2: null });
  });
});

describe('buildBrief, former by-law areas', () => {
  const former = () => brief({ label: 'Former City of Toronto By-law 438-86', formerBylaw: 'Former City of Toronto By-law 438-86' });

  it('when the zone is a former by-law area, then the brief names the by-law, where its name came from, and whom to ask; not the Toronto grey card', () => {
    expect(former().formerBylaw).toEqual({
      bylaw: 'Former City of Toronto By-law 438-86',
      message: formerBylawMessage('Former City of Toronto By-law 438-86'),
      nameSource: 'Named in the zoning data (FORMER_BYLAW)',
    });
    expect(former().formerBylaw?.message).not.toBe(FORMER_BYLAW_MESSAGE);
  });

  it('when a North York area outside 569-2013 was named from its former municipality, then the brief says so and lists neither 569-2013 exceptions nor its overlay consequences', () => {
    const spatial = spatialFixture({ label: 'RD (f15.0; a550) (x42)' });
    spatial.former_bylaw_area = true;
    spatial.zone = { ...spatial.zone, status: 5, is_former_city_area: true, former_bylaw: 'A zoning by-law of the former City of North York', former_municipality: 'NORTH YORK' };
    spatial.overlays = { ...spatial.overlays, height: { HT_STRING: 'HT 10.0', HT_HEIGHT: 10, HT_STORIES: -1 } };
    const brief = buildBrief({ reportId: 'ZP-1', generatedAt: '2026-01-01T00:00:00.000Z', spatial, source: 'Map Click' });

    expect(brief.formerBylaw?.nameSource).toBe("Named from the former municipality the lands lie in (North York, in the City's Former Municipality Boundaries); the zoning data itself names no by-law");
    expect(brief.formerBylaw?.message).toMatch(/^By-law 569-2013 does not govern these lands; a zoning by-law of the former City of North York does\./);
    expect(JSON.stringify(brief)).not.toMatch(/Former City of Toronto|named in the zoning data/i);
    expect(brief.exceptions).toEqual([]);
    expect(brief.modifiers.map((row) => row.label)).toEqual(['Former by-law area']);
    expect(brief.overlays.find((row) => row.label === 'Maximum height')).toMatchObject({ value: '10 m', note: OVERLAY_OUTSIDE_BYLAW });
    expect(brief.overlays.find((row) => row.label === 'Maximum lot coverage')?.value).toBe('None mapped at this point');
  });

  it('when the zone is a former by-law area, then no 569-2013 standards, section or derived figures are given', () => {
    const result = former();

    expect(result.zoning).toMatchObject({ zone: 'Former', chapter: null, section: null, bylawUrl: null, standards: [] });
    expect(result.derived).toEqual([]);
  });

  it('when the zone is a former by-law area with a mapped height, then the overlays are still listed', () => {
    const result = brief({
      label: 'Former City of Toronto By-law 438-86',
      formerBylaw: null,
      overlays: { height: { HT_STRING: 'HT 12.0', HT_HEIGHT: 12, HT_STORIES: -1 } },
    });

    expect(result.formerBylaw?.bylaw).toBe('Former City of Toronto By-law 438-86');
    expect(result.overlays[0]).toMatchObject({ label: 'Maximum height', value: '12 m' });
  });

  it('when the data does not name the former by-law, then the brief says so', () => {
    const result = brief({ label: '', formerBylaw: null });

    expect(result.formerBylaw?.bylaw).toBe('A former municipal zoning by-law (not named in the data)');
  });
});

describe('buildBrief, narrative, provenance and disclaimer', () => {
  it('when no model narrative is given, then the rules engine writes one that names the zone', () => {
    const { narrative } = brief({ label: 'RD (f13.5; a510; d0.45) (x42)' });

    expect(narrative.author).toBe('rules-engine');
    expect(narrative.model).toBeNull();
    expect(narrative.text).toContain('RD (Residential Detached)');
    expect(narrative.text).toContain('900.3.10(42)');
  });

  it('when the same facts are built twice, then the rules-engine narrative is the same', () => {
    const label = 'CR 3.0 (c2.0; r2.5) SS2 (x345)';

    expect(brief({ label }).narrative.text).toBe(brief({ label }).narrative.text);
  });

  it.each(['RD (f13.5; a510; d0.45) (x42)', 'CR 3.0 (c2.0; r2.5) SS2 (x345)', '(H) RM (u4; d0.8)', 'EO 1.5 (o1.0)', 'O'])(
    'when the label is %s, then the rules-engine narrative has three to five sentences',
    (label) => {
      const sentences = brief({ label }).narrative.text.split(/(?<=\.)\s+(?=[A-Z])/);

      expect(sentences.length).toBeGreaterThanOrEqual(3);
      expect(sentences.length).toBeLessThanOrEqual(5);
    },
  );

  it('when the parcel has no address, then the rules-engine narrative calls it an unaddressed parcel', () => {
    expect(brief({ label: 'RD (d0.45)', lotAreaM2: null }).narrative.text).toMatch(/^This unaddressed parcel is in the RD \(Residential Detached\) zone/);
  });

  it('when the zone is a former by-law area, then the rules-engine narrative names the former by-law and City Planning', () => {
    const { narrative } = brief({ label: 'Former City of Toronto By-law 438-86', formerBylaw: 'Former City of Toronto By-law 438-86' });

    expect(narrative.text).toContain('Former City of Toronto By-law 438-86');
    expect(narrative.text).toContain('City Planning');
  });

  it('when a model narrative is given, then it is labelled as written by that model', () => {
    const { narrative } = brief({ label: 'EO 1.5 (o1.0)' }, { narrative: { text: 'An office zone.', model: 'gpt-4o-mini' } });

    expect(narrative).toEqual({ text: 'An office zone.', author: 'model', model: 'gpt-4o-mini' });
  });

  it('when the dataset is demo data, then the provenance says so', () => {
    expect(brief({ label: 'EO 1.5 (o1.0)' }).provenance).toEqual({
      dataset: 'ZoneBrief demo data',
      version: '2024-06-01',
      demo: true,
      attribution: 'Contains information licensed under the Open Government Licence – Toronto',
      bylawText: ['60_40', '200', '230', '995_20', '995_30'].map((page) => expect.objectContaining({ url: `https://www.toronto.ca/zoning/bylaw_amendments/ZBL_NewProvision_Chapter${page}.htm` })),
      sources: [],
      notLoaded: [],
    });
  });

  it('when the City files the dataset was made from are given, then the provenance names each with its dates', () => {
    const sources = [{ title: 'Zoning By-law 569-2013: Zoning Area', file: 'Zoning Area - 4326.geojson', published: '2026-02-20', imported: '2026-12-07', features: 11_719 }];

    expect(brief({ label: 'EO 1.5 (o1.0)', demo: false }, { sources }).provenance.sources).toEqual(sources);
  });

  it('when the brief cites the zone section and an exception, then the provenance lists both by-law pages first with their consolidation days', () => {
    const zonePage = 'https://www.toronto.ca/zoning/bylaw_amendments/ZBL_NewProvision_Chapter10_20.htm';
    const exceptionPage = 'https://www.toronto.ca/zoning/bylaw_amendments/ZBL_NewProvision_Chapter900_3.htm';

    const recorded = brief({ label: 'RD (f13.5; a510; d0.45) (x42)' }, { bylawTextDates: { [zonePage]: '2025-06-30' } }).provenance.bylawText;

    expect(recorded.slice(0, 2)).toEqual([
      { page: 'Chapter 10, section 10.20', url: zonePage, consolidatedOn: '2025-06-30' },
      { page: 'Chapter 900, section 900.3', url: exceptionPage, consolidatedOn: null },
    ]);
    expect(recorded.map((page) => page.page)).toEqual(expect.arrayContaining(['Chapter 10', 'Chapter 200', 'Chapter 230']));
  });

  it('when no consolidation day is recorded for a page, then the brief stores null for it rather than a date', () => {
    const pages = brief({ label: 'RD (f13.5; a510; d0.45) (x42)' }).provenance.bylawText;

    expect(pages.filter((page) => page.consolidatedOn !== null).map((page) => `${page.page} ${page.consolidatedOn ?? ''}`)).toEqual(['Chapter 10 2022-12-21']);
  });

  it('when the area is under a former by-law, then the brief relies on no By-law 569-2013 page', () => {
    expect(brief({ label: 'Former City of Toronto By-law 438-86', formerBylaw: 'Former City of Toronto By-law 438-86' }).provenance.bylawText).toEqual([]);
  });

  it('when the dataset is the City data, then the provenance is not demo', () => {
    expect(brief({ label: 'EO 1.5 (o1.0)', demo: false }).provenance.demo).toBe(false);
  });

  it('when a brief is built, then it carries the title, product, report id and disclaimer', () => {
    expect(brief({ label: 'EO 1.5 (o1.0)' })).toMatchObject({
      title: 'Type D Informational Zoning Brief',
      product: 'ZoneBrief',
      reportId: 'ZP-1a2b3c4d',
      generatedAt: '2024-06-15T10:00:00.000Z',
      disclaimer: BRIEF_DISCLAIMER,
    });
  });
});

describe('buildBrief, where the dataset has no zone label (some of the City files leave ZN_STRING out)', () => {
  const labelled = spatialFixture({ label: 'RD (f13.5; a510; d0.45) (x42)' });
  const spatial = { ...labelled, zone: { ...labelled.zone, zone_code: null } };
  const built = buildBrief({ reportId: 'ZP-1a2b3c4d', generatedAt: '2024-06-15T10:00:00.000Z', spatial, source: 'Map Click' });

  it('when the label is missing, then the brief keeps it missing and still names the zone and its exception', () => {
    expect(built.zoning).toMatchObject({ zone: 'RD', label: null, name: 'Residential Detached', standards: [] });
    expect(built.exceptions.map((exception) => exception.number)).toEqual([42]);
  });

  it('when the label is missing, then the narrative says it is not in this dataset and prints no "undefined"', () => {
    expect(built.narrative.text).toContain('its full map label is not in this dataset');
    expect(built.narrative.text).not.toMatch(/undefined|null|""/);
  });
});

describe('buildBrief, where the dataset was made without some of the City’s layers', () => {
  const partial = brief({ label: 'RD (f13.5; a510; d0.45) (x42)', demo: false, notLoaded: ['height', 'coverage'] });

  it('when the height and coverage overlays are not loaded, then their rows say so and the others say none is mapped', () => {
    expect(linesOf(partial.overlays).slice(0, 3)).toEqual([
      'Maximum height | Not loaded in this dataset | 995.20',
      'Maximum lot coverage | Not loaded in this dataset | 995.30',
      'Policy area | None mapped at this point | 995.10',
    ]);
    expect(partial.provenance.notLoaded).toEqual(['height', 'coverage']);
  });

  it('when overlays are not loaded, then the narrative says whether they apply is not known, not that none is mapped', () => {
    expect(partial.narrative.text).toContain(
      'The height overlay and the lot coverage overlay are not loaded in this dataset, so whether they apply here is not known. None of the other overlays is mapped at this point.',
    );
    expect(partial.narrative.text).not.toContain('No height, lot coverage or other overlay is mapped');
  });

  it('when one overlay is found and another is not loaded, then the narrative gives both', () => {
    const built = brief({ label: 'RD (f13.5; a510; d0.45)', demo: false, notLoaded: ['rooming_house'], overlays: { coverage: { PRCNT_CVER: 35 } } });

    expect(built.narrative.text).toContain('The overlay maps show: maximum lot coverage (35% of the lot area). The rooming house overlay is not loaded in this dataset, so whether it applies here is not known.');
  });

  it('when parcels are not loaded, then the place is not called an unaddressed parcel and the narrative says the lot is unknown', () => {
    const built = brief({ label: 'RD (f13.5; a510; d0.45)', demo: false, lotAreaM2: null, notLoaded: ['parcels'] });

    expect(built.property).toMatchObject({ address: PLACE_WITHOUT_PARCELS, parcelId: null, lotAreaM2: null });
    expect(built.narrative.text).toMatch(/^This place is in the RD/);
    expect(built.narrative.text).toContain('Property boundaries are not loaded in this dataset, so the lot area and the figures that need it are not known.');
  });

  it('when the former municipalities are not loaded, then an unnamed former by-law is said to be unnamed for that reason', () => {
    // As an import without the former municipalities answers a ZN_STATUS 5 area that has no ZN_STRING.
    const answer = spatialFixture({ label: 'Former', formerBylaw: null, demo: false, notLoaded: ['former_bylaw'] });
    const spatial = { ...answer, zone: { ...answer.zone, zone_code: null } };
    const built = buildBrief({ reportId: 'ZP-1a2b3c4d', generatedAt: '2024-06-15T10:00:00.000Z', spatial, source: 'Map Click' });

    expect(built.formerBylaw?.bylaw).toBe(FORMER_BYLAW_NOT_LOADED);
    expect(built.narrative.text).toContain('The former municipality boundaries, which name the former by-law that applies instead, are not loaded in this dataset.');
  });

  it('when every layer is loaded, then nothing is said to be not loaded', () => {
    const full = brief({ label: 'RD (f13.5; a510; d0.45)', demo: false });

    expect(full.provenance.notLoaded).toEqual([]);
    expect(JSON.stringify(full)).not.toContain('not loaded');
  });
});
