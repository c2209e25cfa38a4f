// What changes the zone's standards on this lot, and why: an exception, a holding symbol, a height or coverage overlay
// (or its absence), a corner or through lot, an abutting residential zone, a Priority Retail Street, a rooming-house
// area, a building setback overlay, or a former by-law area.
import { LAYER_NOT_LOADED, layerLoaded } from '../dataset/layers';
import { chapterUrl, sectionUrl } from '../zoning/bylaw-links';
import { articleClaimed, citeArticle, zoneArticle } from '../zoning/bylaw-articles';
import { findZone } from '../zoning/zone-categories';
import type { BriefRow, LotNeighbour } from './brief-model';
import { heightInWords, noOverlayHere, OVERLAY_ZONES } from './brief-overlays';
import type { StandardsContext } from './brief-regulations';
import { formatNumber, positive } from './format';

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
  const section = 'Chapter 995.20';
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
  const section = 'Chapter 995.30';
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

function overlayZoneRows({ overlays }: StandardsContext): BriefRow[] {
  const rows: BriefRow[] = [];
  const retail = overlays.priority_retail_street;
  if (retail !== null) {
    rows.push({
      label: 'Priority Retail Street',
      value: `${retail.LINEAR_NAME_FULL_LEGAL} is within 30 m: the overlay-zone regulations of ${OVERLAY_ZONES} for it apply as well as the zone's`,
      section: OVERLAY_ZONES,
      url: chapterUrl(600),
    });
  }
  const rooming = overlays.rooming_house;
  const area = rooming === null ? '' : rooming.RMG_STRING.trim() || rooming.RMH_AREA.trim();
  if (area !== '') {
    rows.push({
      label: 'Rooming-house area',
      value: `Area ${area} of the Multi-tenant House Overlay Map: what may be done with a multi-tenant (rooming) house here depends on it; see Chapter 150 (Specific Use Regulations)`,
      section: 'Chapter 995.41',
      url: sectionUrl('995.41'),
    });
  }
  if (overlays.building_setback !== null) {
    rows.push({
      label: 'Building setback overlay',
      value: `${overlays.building_setback.ZN_STRING.trim() || 'Mapped'}: the overlay-zone regulations of ${OVERLAY_ZONES} for it apply as well as the zone's`,
      section: OVERLAY_ZONES,
      url: chapterUrl(600),
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
      ...exceptionRows(context),
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
