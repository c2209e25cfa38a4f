// What changes the zone's standards on this lot, and why: an exception, a holding symbol, a height or coverage overlay
// (or its absence), a corner or through lot, an abutting residential zone, a Priority Retail Street, a rooming-house
// area, a building setback overlay, or a former by-law area.
import { LAYER_NOT_LOADED, layerLoaded } from '../dataset/layers';
import { linkedPage, sectionUrl } from '../zoning/bylaw-links';
import { articleClaimed, citeArticle, zoneArticle } from '../zoning/bylaw-articles';
import { findZone } from '../zoning/zone-categories';
import type { BriefRow, LotNeighbour } from './brief-model';
import { heightInWords, noOverlayHere } from './brief-overlays';
import type { StandardsContext } from './brief-regulations';
import { formatNumber, positive } from './format';
import { SEE_THE_BYLAW } from './brief-summary-page';

/** The zone's own article for a standard, cited in full, or null where none of the zone's is known for it. */
function ownArticle(symbol: string, standard: 'height' | 'coverage' | 'setbacks' | 'angular-planes'): string | null {
  const article = zoneArticle(symbol, standard);
  return article === null || !articleClaimed(article) ? null : citeArticle(article);
}

function exceptionRows({ exceptions }: StandardsContext): BriefRow[] {
  return exceptions.map((exception) => ({
    label: `Site-specific exception ${exception.number}`,
    value: 'Can override any standard of the zone on this lot: read it before the standards above',
    section: exception.section,
    url: exception.url,
  }));
}

function heightRow({ symbol, overlays, dataset }: StandardsContext): BriefRow {
  const own = ownArticle(symbol, 'height');
  const words = overlays.height === null ? null : heightInWords(overlays.height);
  const section = '995.20';
  const url = sectionUrl('995.20');
  if (words !== null) return { label: 'Height overlay', value: `${words}: the Height overlay sets the figures for this lot`, section, url };
  if (!layerLoaded(dataset, 'height')) {
    const limit = own === null ? '' : `; the zone's own limit is in ${own}`;
    return { label: 'Height overlay', value: `Not known: the Height overlay is ${LAYER_NOT_LOADED.toLowerCase()}${limit}`, section, url };
  }
  return { label: 'Height overlay', value: noOverlayHere('height', own), section, url };
}

function coverageRow({ symbol, overlays, dataset, zoneCoverage }: StandardsContext): BriefRow {
  const own = ownArticle(symbol, 'coverage');
  const percent = positive(overlays.coverage?.PRCNT_CVER);
  const section = '995.30';
  const url = sectionUrl('995.30');
  if (percent !== null) {
    const value = `${formatNumber(percent, 2)}%: the Lot coverage overlay sets the limit for this lot`;
    // The zone's own COVERAGE, where the data gives one, is the figure the brief uses (brief-derived.ts).
    const note = zoneCoverage === null ? undefined : `The zoning data gives the zone's own ${formatNumber(zoneCoverage, 2)}%, which the brief uses instead`;
    return note === undefined ? { label: 'Lot coverage overlay', value, section, url } : { label: 'Lot coverage overlay', value, section, url, note };
  }
  if (!layerLoaded(dataset, 'coverage')) {
    const limit = own === null ? '' : `; the zone's own limit is in ${own}`;
    return { label: 'Lot coverage overlay', value: `Not known: the Lot coverage overlay is ${LAYER_NOT_LOADED.toLowerCase()}${limit}`, section, url };
  }
  return { label: 'Lot coverage overlay', value: noOverlayHere('lot coverage', own), section, url };
}

function lotKindRow({ symbol, lot }: StandardsContext): BriefRow | null {
  const setbacks = ownArticle(symbol, 'setbacks');
  const check = setbacks === null ? 'check the zone’s setbacks' : `check the setbacks in ${setbacks}`;
  const streets = lot.streets.length === 0 ? '' : ` (${lot.streets.join(' and ')})`;
  if (lot.kind === null) {
    const why = lot.unmeasured ?? 'the lot was not measured';
    return {
      label: 'Corner or through lot',
      value: `Not known: ${why.charAt(0).toLowerCase()}${why.slice(1)}`,
      section: null,
      note: 'From the lot measurement (see "The lot")',
    };
  }
  if (lot.kind === 'interior') return null;
  const kind = lot.kind.charAt(0).toUpperCase() + lot.kind.slice(1);
  return {
    label: `${kind} lot`,
    value: `${kind} lot${streets}: where the by-law words a standard differently for such lots, that wording applies here; ${check}`,
    section: null,
    note: 'From the lot measurement (see "The lot")',
  };
}

/** Residential zones beside the lot (not across the street), where the lot's own zone is not a Residential one. */
function abuttingResidential(symbol: string, neighbours: readonly LotNeighbour[]): LotNeighbour[] {
  if (findZone(symbol)?.chapter === 10) return [];
  return neighbours.filter((neighbour) => {
    if (neighbour.side === 'across the street' || neighbour.zone === null) return false;
    return findZone(neighbour.zone)?.category.startsWith('Residential') ?? false;
  });
}

function abuttingRows({ symbol, lot }: StandardsContext): BriefRow[] {
  const where = [ownArticle(symbol, 'setbacks'), ownArticle(symbol, 'angular-planes')].filter((cite): cite is string => cite !== null);
  const check = where.length === 0 ? 'check the zone’s section' : `check ${where.join(' and ')}`;
  return abuttingResidential(symbol, lot.neighbours).map((neighbour) => {
    const zone = findZone(neighbour.zone ?? '');
    return {
      label: `Abutting residential zone (${neighbour.side})`,
      value: `${neighbour.label ?? neighbour.zone ?? ''} (${zone?.name ?? 'Residential'}) ${neighbour.side === 'rear' ? 'at the rear' : `on the ${neighbour.side}`}: standards that depend on an abutting residential zone apply; ${check}`,
      section: null,
      note: 'The zone read on the zoning map beside the lot (see "The lot")',
    };
  });
}

/** The zones 600.20.10(1) names: it applies to a lot in one of them that abuts a priority retail street. */
const PRIORITY_RETAIL_ZONES: readonly string[] = ['CR', 'CRE', 'I', 'IH'];
const PRIORITY_RETAIL_ARTICLE = '600.20.10(1)';

/** What 600.20.10(1) requires, as read in the by-law's text (../shared/reference, "Priority Retail Streets overlay"). */
const PRIORITY_RETAIL_REQUIRES =
  'the first storey of a mixed-use or non-residential building gives at least 60% of the lot frontage on it to the uses listed in (A); at most 15.0 m of that frontage may count for the mostly non-retail uses of (B); and each use counted needs a main pedestrian entrance within 5.0 m of the lot line (C)';

const sameStreet = (a: string, b: string): boolean => a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * The Priority Retail Street's row, decided as 600.20.10(1) decides it: for a lot in the CR, CRE, I or IH zone that
 * abuts the street, read from the lot's own street edges (the streets its lot lines front). Within 30 m is where the
 * answer looked, not a rule of the by-law.
 */
function priorityRetailRow({ symbol, lot, overlays }: StandardsContext): BriefRow | null {
  const retail = overlays.priority_retail_street;
  if (retail === null) return null;
  const street = retail.LINEAR_NAME_FULL_LEGAL.trim() || 'A priority retail street';
  const url = linkedPage(retail.BYLAW_SECTIONLINK)?.url ?? sectionUrl('600.20');
  const row = (value: string, note: string): BriefRow => ({ label: 'Priority Retail Street', value, section: PRIORITY_RETAIL_ARTICLE, url, note });
  const distance = Number.isFinite(retail.distance_m) && retail.distance_m >= 0 ? `${formatNumber(retail.distance_m, 1)} m from` : 'within 30 m of';
  const mapped = `${street} is mapped ${distance} the ${retail.measured_from === 'parcel' ? 'parcel' : 'point'}`;
  if (!PRIORITY_RETAIL_ZONES.includes(symbol)) {
    return row(`${mapped}; 600.20.10(1) applies only to lots in the CR, CRE, I or IH zone, so it does not apply to this ${symbol || 'zone'} lot`, 'The zone, read with the regulation’s own list of zones');
  }
  if (retail.measured_from === 'point') return row(`${mapped}: with no parcel here, whether a lot abuts it cannot be decided`, 'No parcel at this point');
  if (lot.streets.length === 0) {
    return row(`${mapped}: the lot’s street edges were not measured, so whether it abuts ${street} is not decided; where it does, ${PRIORITY_RETAIL_REQUIRES}`, 'The lot was not measured (see "The lot")');
  }
  if (!lot.streets.some((name) => sameStreet(name, street))) {
    return row(`${mapped}, but the lot fronts ${lot.streets.join(' and ')}, not ${street}: 600.20.10(1) applies to a lot that abuts it, so not here`, 'The lot’s street edges (see "The lot")');
  }
  return row(`The lot abuts ${street}, a priority retail street: ${PRIORITY_RETAIL_REQUIRES}`, 'The lot’s street edges (see "The lot"), read with 600.20.10(1)');
}

function overlayZoneRows(context: StandardsContext): BriefRow[] {
  const { overlays } = context;
  const rows: BriefRow[] = [];
  const retail = priorityRetailRow(context);
  if (retail !== null) rows.push(retail);
  const rooming = overlays.rooming_house;
  const area = rooming === null ? '' : rooming.RMG_STRING.trim() || rooming.RMH_AREA.trim();
  const roomingPage = linkedPage(rooming?.CHAP150_25);
  if (area !== '') {
    rows.push({
      label: 'Rooming-house area',
      // The layer links the regulations' own page (CHAP150_25): cited there where it does, else at Chapter 150.
      value: `Area ${area} of the Multi-tenant House Overlay Map: what may be done with a multi-tenant (rooming) house here depends on it; see ${roomingPage ? `${roomingPage.cite}, the section the overlay's layer links` : 'Chapter 150 (Specific Use Regulations)'}`,
      section: '995.41',
      url: roomingPage?.url ?? sectionUrl('995.41'),
    });
  }
  if (overlays.building_setback !== null) {
    rows.push({
      label: 'Building setback overlay',
      // 600.10.10 was read only as a heading: the setback and the zones it applies to are the by-law's to give.
      value: `${overlays.building_setback.ZN_STRING.trim() || 'Mapped'} at this point: 600.10.10 sets the Building Setback Overlay District "A" regulations; the setback and the zones it applies to are in its text: ${SEE_THE_BYLAW}`,
      section: '600.10.10',
      url: linkedPage(overlays.building_setback.BYLAW_SECTIONLINK)?.url ?? sectionUrl('600.10'),
    });
  }
  return rows;
}

/**
 * What changes the standards on this lot and why, one row each; a height or coverage overlay's absence is a row too,
 * naming the zone's own limit. In a former by-law area, the one row saying which by-law governs and where to read it.
 */
export function readModifiers(context: StandardsContext): BriefRow[] {
  if (context.formerBylaw !== null) {
    return [
      {
        label: 'Former by-law area',
        value: `${context.formerBylaw} governs here, not By-law 569-2013: City Planning can give that by-law and its standards`,
        section: null,
        note: 'The zoning data marks these lands as outside By-law 569-2013',
      },
    ];
  }
  const holding: BriefRow[] = context.holding
    ? [
        {
          label: 'Holding symbol (H)',
          value: 'What may be built can be limited until the City lifts the holding symbol: ask City Planning for its conditions',
          section: null,
          note: 'From "(H)" in the zone label, or the zoning data’s holding flag',
        },
      ]
    : [];
  const kind = lotKindRow(context);
  return [
    ...exceptionRows(context),
    ...holding,
    heightRow(context),
    coverageRow(context),
    ...(kind === null ? [] : [kind]),
    ...abuttingRows(context),
    ...overlayZoneRows(context),
  ];
}
