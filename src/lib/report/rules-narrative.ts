// The brief's narrative when no model writes one: a few plain, factual sentences built from the brief's own facts.
import { parseZoneString, type ParsedZoneString } from '../zoning/zone-string';
import type { ZoningBrief } from './brief-model';
import { OVERLAY_ABSENT } from './brief-overlays';
import { governingFsi } from './brief-derived';
import { FORMER_BYLAW_UNNAMED, UNADDRESSED_PARCEL } from './brief-wording';
import { formatArea, formatFsi, formatNumber } from './format';

export type BriefFacts = Omit<ZoningBrief, 'narrative'>;

/** "a, b and c". */
function listInWords(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1] ?? ''}`;
}

function standardsInWords(parsed: ParsedZoneString): string[] {
  const words: string[] = [];
  if (parsed.fsiTotal !== null) words.push(`a maximum total FSI of ${formatFsi(parsed.fsiTotal)}`);
  if (parsed.density !== null) words.push(`a maximum density of ${formatFsi(parsed.density)} times the lot area`);
  const uses: [string, number | null][] = [
    ['commercial', parsed.commercialFsi],
    ['residential', parsed.residentialFsi],
    ['employment', parsed.employmentFsi],
    ['office', parsed.officeFsi],
  ];
  for (const [use, fsi] of uses) if (fsi !== null) words.push(`a maximum ${use} FSI of ${formatFsi(fsi)}`);
  if (parsed.frontageM !== null) words.push(`a minimum lot frontage of ${formatFsi(parsed.frontageM)} m`);
  if (parsed.lotAreaM2 !== null) words.push(`a minimum lot area of ${formatNumber(parsed.lotAreaM2)} m²`);
  if (parsed.maxUnits !== null) words.push(`at most ${parsed.maxUnits} dwelling units per lot`);
  if (parsed.standardSet !== null) words.push(`development standard set SS${parsed.standardSet}`);
  return words;
}

function exceptionsSentence(facts: BriefFacts): string | null {
  if (facts.exceptions.length === 0) return null;
  const named = facts.exceptions.map((e) => `site-specific exception ${e.number} (${e.section})`);
  return `The data also records ${listInWords(named)}, which can vary these standards.`;
}

function overlaysSentence(facts: BriefFacts): string {
  const mapped = facts.overlays
    .filter((row) => row.value !== OVERLAY_ABSENT)
    .map((row) => (row.value.toLowerCase().startsWith(row.label.toLowerCase()) ? row.value : `${row.label.toLowerCase()} (${row.value})`));
  if (mapped.length === 0) return 'No height, lot coverage or other overlay is mapped at this point.';
  // Semicolons, because a height reads "10.5 m, 3 storeys".
  return `The overlay maps show: ${mapped.join('; ')}.`;
}

/** "The parcel at 12 Euclid Ave" or "This unaddressed parcel". */
function subject(address: string): string {
  return address === UNADDRESSED_PARCEL ? 'This unaddressed parcel' : `The parcel at ${address}`;
}

function formerNarrative(facts: BriefFacts): string {
  const bylaw = facts.formerBylaw?.bylaw ?? FORMER_BYLAW_UNNAMED;
  return [
    `${subject(facts.property.address)} lies in a former by-law area, so By-law 569-2013 does not set its zoning.`,
    bylaw === FORMER_BYLAW_UNNAMED ? 'The data does not name the former by-law that applies instead.' : `The data names ${bylaw} as the by-law that applies instead.`,
    exceptionsSentence(facts),
    overlaysSentence(facts),
    'City Planning can confirm the specific requirements for this area.',
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
  return [
    zoning.label === null
      ? `${subject(property.address)} is in the ${zoning.zone} (${zoning.name}) zone of By-law 569-2013${holding}; its full map label is not in this dataset.`
      : `${subject(property.address)} is in the ${zoning.zone} (${zoning.name}) zone of By-law 569-2013, with the map label "${zoning.label}"${holding}.`,
    zoning.label === null ? null : standards.length === 0 ? 'The label carries no numeric standards.' : `The label sets ${listInWords(standards)}.`,
    exceptionsSentence(facts),
    overlaysSentence(facts),
    derived,
  ]
    .filter((sentence): sentence is string => sentence !== null)
    .join(' ');
}
