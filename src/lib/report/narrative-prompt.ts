// The prompt an OpenAI-compatible chat model gets to write the brief's optional narrative from the rules engine's facts only.
import type { BriefRow, ZoningBrief } from './brief-model';
import { EXCEPTIONS_NOT_IN_DATASET, HOLDING_NOT_IN_DATASET, STATUS_NOT_IN_DATASET, ZONE_LABEL_NOT_IN_DATASET } from './brief-wording';
import { formatCoordinates } from './format';
import { LAYER_NAMES } from '../dataset/layers';

export const NARRATIVE_MAX_WORDS = 120;

export interface NarrativePrompt {
  system: string;
  user: string;
}

const SYSTEM = [
  'You write the short narrative paragraph of a Type D Informational Zoning Brief for a property in Toronto.',
  'Use ONLY the facts given by the user message. Do not add any number, by-law section, exception, overlay or rule that is not in the facts.',
  'The brief is informational only: do not give legal, planning or financial advice, do not recommend actions, and do not say whether anything can be built or approved.',
  'Where a figure is missing from the facts, do not estimate it.',
  `Write plain prose in one paragraph of at most ${NARRATIVE_MAX_WORDS} words, with no headings, lists or markdown.`,
].join('\n');

const rowText = (row: BriefRow): string =>
  `${row.label}: ${row.value}${row.section === null ? '' : ` [${row.section}]`}${row.note === undefined ? '' : ` (${row.note})`}`;

/** The brief's facts as the model reads them; the narrative itself and the report's identifiers are left out. */
function factsOf(brief: ZoningBrief): Record<string, unknown> {
  const { property, zoning } = brief;
  return {
    property: {
      address: property.address,
      parcel_id: property.parcelId,
      lot_area_m2: property.lotAreaM2,
      lot_area_ft2: property.lotAreaFt2,
      coordinates: formatCoordinates(property.lat, property.lng),
    },
    zoning: {
      zone: zoning.zone,
      label: zoning.label ?? ZONE_LABEL_NOT_IN_DATASET,
      name: zoning.name,
      category: zoning.category,
      chapter: zoning.chapter,
      section: zoning.section,
      holding_provision: zoning.holding ?? HOLDING_NOT_IN_DATASET,
      governing_bylaw: zoning.governingBylawKnown ? 'By-law 569-2013' : STATUS_NOT_IN_DATASET,
      standards: zoning.standards.map(rowText),
    },
    former_bylaw_area: brief.formerBylaw,
    exceptions: brief.exceptionsKnown ? brief.exceptions.map((e) => `${e.zone} exception ${e.number} [${e.section}]`) : EXCEPTIONS_NOT_IN_DATASET,
    overlays: brief.overlays.map(rowText),
    derived_figures: brief.derived.map(rowText),
    data: {
      dataset: brief.provenance.dataset,
      version: brief.provenance.version,
      demo_data: brief.provenance.demo,
      // Unknown here, not absent: the model must not turn these into "no overlay applies".
      not_loaded_in_this_dataset: brief.provenance.notLoaded.map((layer) => LAYER_NAMES[layer]),
    },
  };
}

export function narrativePrompt(brief: ZoningBrief): NarrativePrompt {
  return {
    system: SYSTEM,
    user: `Facts of the brief (JSON):\n${JSON.stringify(factsOf(brief), null, 2)}\n\nWrite the narrative paragraph from these facts only.`,
  };
}
