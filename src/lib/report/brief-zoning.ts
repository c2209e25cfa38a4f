// The brief's zoning and exceptions: the zone, its section, and its map label read clause by clause with the section each clause belongs to.
import type { SpatialDataAnswer } from '../api/spatial';
import { chapterUrl, sectionUrl } from '../zoning/bylaw-links';
import { labelClauseArticle, shortArticle, type LabelClauseStandard } from '../zoning/bylaw-articles';
import { isFormerCityArea } from '../zoning/former-city';
import { findZone, type ZoneCategory } from '../zoning/zone-categories';
import { describeZoneStandards, parseZoneString, type ClauseField, type ParsedZoneString, type ZoneStandardKind } from '../zoning/zone-string';
import type { BriefException, BriefRow } from './brief-model';
import { formatNumber } from './format';

/** Where a clause is written: the reference confirms the zones' sections, not the regulation clauses inside them. */
const MAP_LABEL = 'Zoning map label (Chapter 990)';
export const EXCEPTION_SECTION_UNCONFIRMED = 'Chapter 900 (section for this zone unconfirmed)';

/** The zone's section as the brief may cite it: '10.20'; '80.20 (unconfirmed)' where the reference flags it; else its chapter. */
export function zoneSectionText(zone: ZoneCategory | undefined): string | null {
  if (zone === undefined) return null;
  if (zone.section === null) return `Chapter ${zone.chapter}`;
  return zone.confirmed ? zone.section : `${zone.section} (unconfirmed)`;
}

/** The City's page for the zone's section, or its chapter where the section is not confirmed. */
export function zoneSectionUrl(zone: ZoneCategory | undefined): string | null {
  if (zone === undefined) return null;
  return zone.section !== null && zone.confirmed ? sectionUrl(zone.section) : chapterUrl(zone.chapter);
}

interface ClauseWording {
  label: string;
  /** The standard of the zone's section the clause sets, where the section numbers an article for it. */
  article?: LabelClauseStandard;
  /** The parsed field whose clause the row quotes as the label writes it ("f15.0", "c1.0", "SS2"). */
  field: ClauseField | null;
  value?: (parsed: ParsedZoneString, clause: string) => string;
}

/** The row label of the label's '(H)' clause; the PDF shows the holding status once, under this label. */
export const HOLDING_LABEL = 'Holding provision (H)';

const CLAUSES: Readonly<Record<Exclude<ZoneStandardKind, 'exception'>, ClauseWording>> = {
  holding: { label: HOLDING_LABEL, field: null },
  'fsi-total': { label: 'Maximum total FSI', field: 'fsiTotal', article: 'floor-area' },
  frontage: { label: 'Minimum lot frontage (f)', field: 'frontageM', article: 'frontage' },
  'lot-area': { label: 'Minimum lot area (a)', field: 'lotAreaM2', article: 'lot-area' },
  units: { label: 'Maximum dwelling units (u)', field: 'maxUnits' },
  density: { label: 'Maximum density FSI (d)', field: 'density', article: 'floor-area' },
  commercial: { label: 'Maximum commercial FSI (c)', field: 'commercialFsi', article: 'floor-area' },
  residential: { label: 'Maximum residential FSI (r)', field: 'residentialFsi', article: 'floor-area' },
  employment: { label: 'Maximum employment FSI (e)', field: 'employmentFsi', article: 'floor-area' },
  office: { label: 'Maximum office FSI (o)', field: 'officeFsi', article: 'floor-area' },
  'standard-set': {
    label: 'Development standard set (SS)',
    field: 'standardSet',
    // Readers often take SS2 for a height; it names a set of development standards of the CR zone.
    value: (p, clause) => `${clause}: development standard set ${String(p.standardSet)} (not a height)`,
  },
};

/**
 * Where a clause's standard is numbered: RS f → "10.40.30.20", RD a → "10.20.30.10 (inferred)"; null where the section
 * numbers no article for it (units, the standard set), which is then cited at the zone's section.
 */
export function clauseSection(symbol: string | null, standard: LabelClauseStandard | undefined): string | null {
  if (symbol === null || standard === undefined) return null;
  const article = labelClauseArticle(symbol, standard);
  // A zone whose section is not confirmed keeps the section text that says so ("80.20 (unconfirmed)").
  return article === null || article.basis === 'section' ? null : shortArticle(article);
}

/** The clause as the label writes it: "c1.0" stays "c1.0", never re-quoted from the parsed number. */
export function clauseAsWritten(parsed: ParsedZoneString, field: ClauseField): string {
  return parsed.clauses[field] ?? '';
}

/**
 * The label's clauses as brief rows. `lotAreaPerUnitM2` is AREA_UNITS from the zone data where the answer carries it
 * (it is not written in the label).
 */
export function readStandards(parsed: ParsedZoneString, lotAreaPerUnitM2: number | null): BriefRow[] {
  const zone = parsed.zone === null ? undefined : findZone(parsed.zone);
  const section = zoneSectionText(zone);
  const rows: BriefRow[] = [];
  for (const standard of describeZoneStandards(parsed)) {
    // Exceptions have their own part of the brief, with their Chapter 900 sections.
    if (standard.kind === 'exception') continue;
    const wording = CLAUSES[standard.kind];
    const clause = wording.field === null ? '(H)' : clauseAsWritten(parsed, wording.field);
    rows.push({
      label: wording.label,
      value: wording.value?.(parsed, clause) ?? standard.value,
      // The holding symbol is a mark on the zoning map; the conditions for lifting it are not in the zone's section.
      section: standard.kind === 'holding' ? 'Chapter 990' : clauseSection(parsed.zone, wording.article) ?? section,
      note: `${MAP_LABEL}: "${clause}"`,
    });
  }
  if (lotAreaPerUnitM2 !== null) {
    rows.push({
      label: 'Minimum lot area per dwelling unit',
      value: `${formatNumber(lotAreaPerUnitM2)} m²`,
      section,
      note: 'From the zoning data (AREA_UNITS); not written in the label',
    });
  }
  for (const piece of parsed.unrecognised) {
    rows.push({ label: 'Unread label clause', value: piece, section: null, note: 'Not part of the label grammar: check the City’s zoning map' });
  }
  return rows;
}

/** The exception read with its zone symbol: RD x42 → 900.3.10(42); CR x345 → 900.11.10(345). */
export function readException(zoneSymbol: string, exception: number): BriefException {
  const zone = findZone(zoneSymbol);
  const exceptionSection = zone?.exceptionSection ?? null;
  if (exceptionSection === null) {
    return { number: exception, zone: zoneSymbol, section: EXCEPTION_SECTION_UNCONFIRMED, url: chapterUrl(900) };
  }
  // Each zone's exceptions are listed in clause .10 of its Chapter 900 section.
  return { number: exception, zone: zoneSymbol, section: `${exceptionSection}.10(${exception})`, url: sectionUrl(exceptionSection) };
}

/** ZN_STATUS 5: the lands are not part of By-law 569-2013. */
const STATUS_FORMER_BYLAW = 5;

/** How the brief reads the place's zone: the parsed label, whether 569-2013 does not apply, and the zone symbol. */
export interface ZoneReading {
  parsed: ParsedZoneString;
  former: boolean;
  /** ZN_ZONE upper-cased (the label's symbol where the data has none); the data's own word in a former by-law area. */
  symbol: string;
}

export function readZone(spatial: SpatialDataAnswer): ZoneReading {
  const { zone } = spatial;
  const parsed = parseZoneString(zone.zone_code);
  const former =
    spatial.former_bylaw_area ||
    zone.status === STATUS_FORMER_BYLAW ||
    parsed.kind === 'former-bylaw' ||
    isFormerCityArea({ isFormerCityArea: zone.is_former_city_area, code: zone.base_zone, label: zone.zone_code });
  const symbol = former ? zone.base_zone.trim() || 'Former' : (zone.base_zone.trim() || parsed.zone || '').toUpperCase();
  return { parsed, former, symbol };
}

/**
 * The exceptions at the place, as the brief lists them: the label's '(x n)' first, the data's exception number where
 * the label has none, read with the zone symbol. The Analysis tab's preview uses this too, so the two cannot differ.
 */
export function readExceptions(spatial: SpatialDataAnswer, reading: ZoneReading = readZone(spatial)): BriefException[] {
  // The data's number only where it is one: a corrupt field (NaN, 0, negative) names no exception.
  const { exception: data } = spatial.zone;
  const fromData = typeof data === 'number' && Number.isSafeInteger(data) && data > 0 ? data : null;
  const exception = reading.parsed.exception ?? fromData;
  return exception === null ? [] : [readException(reading.symbol, exception)];
}

/**
 * What the data says of the place beyond its zone, where it may say nothing: a dataset without the label, ZN_HOLDING,
 * the exception fields or ZN_STATUS (the City's downtown subset has none of them) leaves each not known, which the
 * brief says rather than "No" or "None".
 */
export interface ZoneKnowledge {
  /** True or false where the label or ZN_HOLDING says; null where neither is in the dataset. */
  holding: boolean | null;
  /** Whether the exceptions listed are all there are: the label shows "(x…)" and ZN_EXCPTN says Y or N. */
  exceptionsKnown: boolean;
  /** Whether the data says which by-law governs: ZN_STATUS, or the marks of a former by-law area. */
  governingBylawKnown: boolean;
}

export function zoneKnowledge(spatial: SpatialDataAnswer, reading: ZoneReading = readZone(spatial)): ZoneKnowledge {
  const { zone } = spatial;
  const labelKnown = zone.zone_code !== null;
  const holding = reading.parsed.holding || zone.holding === true ? true : labelKnown || zone.holding === false ? false : null;
  return {
    holding,
    exceptionsKnown: reading.parsed.exception !== null || labelKnown || zone.exception !== null,
    governingBylawKnown: reading.former || zone.status !== null,
  };
}
