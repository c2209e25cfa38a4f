// The brief's narrative when no model writes one: a few plain, factual sentences built from the brief's own facts.
import { LAYER_NAMES, listInWords } from '../dataset/layers';
import { parseZoneString, type ClauseField, type ParsedZoneString } from '../zoning/zone-string';
import type { ZoningBrief } from './brief-model';
import { overlayFound } from './brief-overlays';
import { governingFsi } from './brief-derived';
import {
  FORMER_BYLAW_NOT_LOADED,
  FORMER_BYLAW_UNNAMED,
  PLACE_WITHOUT_PARCELS,
  STATUS_NOT_IN_DATASET,
  UNADDRESSED_PARCEL,
  UNADDRESSED_PARCEL_ADDRESSES_NOT_LOADED,
} from './brief-wording';
import { formatArea, formatFsi, formatNumber } from './format';

export type BriefFacts = Omit<ZoningBrief, 'narrative'>;

const OVERLAY_LAYERS = new Set(['height', 'coverage', 'policy_area', 'rooming_house', 'building_setback', 'priority_retail_street']);

/** A clause's number as the label writes it: "0.60" for "d0.60", "3.0" for the total "3.0". */
function writtenNumber(parsed: ParsedZoneString, field: ClauseField): string {
  return (parsed.clauses[field] ?? '').replace(/^[a-z]\s*/i, '');
}

function standardsInWords(parsed: ParsedZoneString): string[] {
  const words: string[] = [];
  const written = (field: ClauseField): string => writtenNumber(parsed, field);
  if (parsed.fsiTotal !== null) words.push(`a maximum total FSI of ${written('fsiTotal')}`);
  if (parsed.density !== null) words.push(`a maximum density of ${written('density')} times the lot area`);
  const uses: [string, ClauseField][] = [
    ['commercial', 'commercialFsi'],
    ['residential', 'residentialFsi'],
    ['employment', 'employmentFsi'],
    ['office', 'officeFsi'],
  ];
  for (const [use, field] of uses) if (parsed[field] !== null) words.push(`a maximum ${use} FSI of ${written(field)}`);
  if (parsed.frontageM !== null) words.push(`a minimum lot frontage of ${written('frontageM')} m`);
  if (parsed.lotAreaM2 !== null) words.push(`a minimum lot area of ${written('lotAreaM2')} m²`);
  if (parsed.maxUnits !== null) words.push(`at most ${written('maxUnits')} dwelling units per lot`);
  if (parsed.standardSet !== null) words.push(`development standard set ${parsed.clauses.standardSet ?? ''}`);
  return words;
}

function exceptionsSentence(facts: BriefFacts): string | null {
  if (!facts.exceptionsKnown) return 'This dataset carries neither the zone label nor the exception fields, so whether a site-specific exception applies is not known.';
  if (facts.exceptions.length === 0) return null;
  const named = facts.exceptions.map((e) => `site-specific exception ${e.number} (${e.section})`);
  return `The data also records ${listInWords(named)}, which can vary these standards.`;
}

function overlaysSentence(facts: BriefFacts): string {
  const mapped = facts.overlays
    .filter(overlayFound)
    .map((row) => (row.value.toLowerCase().startsWith(row.label.toLowerCase()) ? row.value : `${row.label.toLowerCase()} (${row.value})`));
  const unknown = facts.provenance.notLoaded.filter((layer) => OVERLAY_LAYERS.has(layer)).map((layer) => `the ${LAYER_NAMES[layer]}`);
  const one = unknown.length === 1;
  const unknownSentence =
    unknown.length === 0
      ? null
      : `${capitalised(listInWords(unknown))} ${one ? 'is' : 'are'} not loaded in this dataset, so whether ${one ? 'it applies' : 'they apply'} here is not known.`;
  // Semicolons, because a height reads "10.5 m, 3 storeys".
  if (mapped.length > 0) return [`The overlay maps show: ${mapped.join('; ')}.`, unknownSentence].filter(Boolean).join(' ');
  if (unknownSentence === null) return 'No overlay is mapped at this point, so the zone’s own height and lot coverage limits apply.';
  return `${unknownSentence} None of the other overlays is mapped at this point.`;
}

const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** Said where the dataset has no property boundaries: the lot and what follows from it are unknown, not absent. */
function parcelsSentence(facts: BriefFacts): string | null {
  return facts.provenance.notLoaded.includes('parcels')
    ? 'Property boundaries are not loaded in this dataset, so the lot area and the figures that need it are not known.'
    : null;
}

/** "The parcel at 12 Euclid Ave", "This unaddressed parcel", or "This place" where no parcel could be known. */
function subject(address: string): string {
  if (address === UNADDRESSED_PARCEL || address === UNADDRESSED_PARCEL_ADDRESSES_NOT_LOADED) return 'This unaddressed parcel';
  if (address === PLACE_WITHOUT_PARCELS) return 'This place';
  return `The parcel at ${address}`;
}

function formerBylawSentence(bylaw: string, nameSource: string): string {
  if (bylaw === FORMER_BYLAW_UNNAMED) return 'The data does not name the former by-law that applies instead.';
  if (bylaw === FORMER_BYLAW_NOT_LOADED) return 'The former municipality boundaries, which name the former by-law that applies instead, are not loaded in this dataset.';
  return `${bylaw} applies instead (${nameSource.charAt(0).toLowerCase()}${nameSource.slice(1)}).`;
}

/** What 569-2013's overlay maps show on lands it does not govern: data, with no consequence of that by-law. */
function formerOverlaysSentence(facts: BriefFacts): string | null {
  const mapped = facts.overlays.filter(overlayFound).map((row) => `${row.label.toLowerCase()} (${row.value})`);
  if (mapped.length === 0) return null;
  return `By-law 569-2013's overlay maps show ${mapped.join('; ')} here, but that by-law does not govern these lands.`;
}

function formerNarrative(facts: BriefFacts): string {
  const bylaw = facts.formerBylaw?.bylaw ?? FORMER_BYLAW_UNNAMED;
  return [
    `${subject(facts.property.address)} lies in a former by-law area, so By-law 569-2013 does not set its zoning.`,
    formerBylawSentence(bylaw, facts.formerBylaw?.nameSource ?? ''),
    formerOverlaysSentence(facts),
    'City Planning can give the by-law in force and its requirements for this site.',
  ]
    .filter((sentence): sentence is string => sentence !== null)
    .join(' ');
}

/** Three to five sentences; the same facts always give the same text. */
export function writeRulesNarrative(facts: BriefFacts): string {
  if (facts.formerBylaw !== null) return formerNarrative(facts);
  const { zoning, property } = facts;
  const parsed = parseZoneString(zoning.label);
  const holding = zoning.holding ? ' and a holding provision (H)' : '';
  const standards = standardsInWords(parsed);
  const governing = governingFsi(parsed);
  const derived =
    governing !== null && property.lotAreaM2 !== null
      ? `On a lot of ${formatNumber(property.lotAreaM2)} m², an FSI of ${formatFsi(governing.fsi)} gives a maximum gross floor area of ${formatArea(governing.fsi * property.lotAreaM2)}.`
      : null;
  // Without ZN_STATUS the data does not confirm that 569-2013 governs: the zone is named, the by-law not claimed.
  const bylaw = zoning.governingBylawKnown ? ' of By-law 569-2013' : '';
  return [
    zoning.label === null
      ? `${subject(property.address)} is in the ${zoning.zone} (${zoning.name}) zone${bylaw}${holding}; its full map label is not in this dataset.`
      : `${subject(property.address)} is in the ${zoning.zone} (${zoning.name}) zone${bylaw}, with the map label "${zoning.label}"${holding}.`,
    zoning.governingBylawKnown ? null : STATUS_NOT_IN_DATASET,
    zoning.holding === null ? 'Whether a holding provision (H) applies is not known: this dataset carries neither the holding field nor the zone label.' : null,
    zoning.label === null ? null : standards.length === 0 ? 'The label carries no numeric standards.' : `The label sets ${listInWords(standards)}.`,
    exceptionsSentence(facts),
    overlaysSentence(facts),
    derived,
    parcelsSentence(facts),
  ]
    .filter((sentence): sentence is string => sentence !== null)
    .join(' ');
}
