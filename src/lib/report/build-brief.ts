// The rules engine: turns the spatial answer at a point into a Type D Informational Zoning Brief, every figure with its source.
import type { DatasetSourceInfo, SpatialDataAnswer, ZoneAnswer } from '../api/spatial';
import { layerLoaded, notLoadedLayers } from '../dataset/layers';
import { squareFeetToSquareMetres, squareMetresToSquareFeet } from '../units/area';
import { STANDARD_LABELS } from '../zoning/bylaw-articles';
import { findZone } from '../zoning/zone-categories';
import { BRIEF_DISCLAIMER, BRIEF_PRODUCT, BRIEF_TITLE, type BriefProperty, type ZoningBrief } from './brief-model';
import { deriveFigures, governingCoverage } from './brief-derived';
import { bylawTextPages, type BylawTextDates } from './bylaw-text';
import {
  formerBylawMessage,
  formerBylawNameSource,
  FORMER_BYLAW_NOT_LOADED,
  FORMER_BYLAW_UNNAMED,
  PLACE_WITHOUT_PARCELS,
  UNADDRESSED_PARCEL,
  UNADDRESSED_PARCEL_ADDRESSES_NOT_LOADED,
} from './brief-wording';
import { measureBriefLot, type LotSurroundings } from './brief-lot';
import { readOverlays, readOverlaysOutsideBylaw } from './brief-overlays';
import { readModifiers } from './brief-modifiers';
import { readRegulations, zoneOwnLimits, type StandardsContext } from './brief-regulations';
import { writeSummaryPage } from './brief-summary-page';
import { parcelAddress } from './parcel-address';
import { readExceptions, readStandards, readZone, zoneKnowledge, zoneSectionText, zoneSectionUrl } from './brief-zoning';
import { positive } from './format';
import { writeRulesNarrative, type BriefFacts } from './rules-narrative';

export interface BuildBriefInput {
  reportId: string;
  generatedAt: string;
  spatial: SpatialDataAnswer;
  source: 'Map Click' | 'Address Search';
  /** The searched address: used only where there is no parcel (a parcel is named by its own addresses). */
  address?: string;
  narrative?: { text: string; model: string } | null;
  /** Consolidation days of the by-law pages, by URL; BYLAW_TEXT_DATES unless given. */
  bylawTextDates?: BylawTextDates;
  /** The City's files the dataset was made from, each with its date (GET /api/dataset's sources); none for the demo. */
  sources?: readonly DatasetSourceInfo[];
  /** The parcel's streets, neighbouring parcels and zones, which the lot is measured from; null where none were read. */
  surroundings?: LotSurroundings | null;
}

const round = (value: number, decimals: number): number => Math.round(value * 10 ** decimals) / 10 ** decimals;

function readProperty({ spatial, source, address }: BuildBriefInput): BriefProperty {
  const parcel = spatial.parcel;
  const fromFeet = positive(parcel?.lot_area_ft2);
  const m2 = positive(parcel?.lot_area_m2) ?? (fromFeet === null ? null : squareFeetToSquareMetres(fromFeet));
  const lotAreaM2 = m2 === null ? null : round(m2, 1);
  return {
    // A parcel is named by its own addresses however it was reached; the caller's address names only a point with none.
    address: (parcel ? parcelAddress(parcel) : '') || address?.trim() || unaddressed(spatial),
    parcelId: parcel?.parceli2 || null,
    lotAreaM2,
    lotAreaFt2: lotAreaM2 === null ? null : round(squareMetresToSquareFeet(lotAreaM2), 1),
    lat: round(spatial.location.lat, 6),
    lng: round(spatial.location.lng, 6),
    source,
  };
}

/** What names a place with no address: whether the parcel has none, or the layer that would tell is not loaded. */
function unaddressed({ parcel, dataset }: SpatialDataAnswer): string {
  if (!parcel && !layerLoaded(dataset, 'parcels')) return PLACE_WITHOUT_PARCELS;
  return layerLoaded(dataset, 'addresses') ? UNADDRESSED_PARCEL : UNADDRESSED_PARCEL_ADDRESSES_NOT_LOADED;
}

/** AREA_UNITS (minimum lot area per unit) where the data gives it. */
function lotAreaPerUnit(zone: ZoneAnswer): number | null {
  return positive(zone.area_units);
}

export function buildBrief(input: BuildBriefInput): ZoningBrief {
  const { spatial } = input;
  const { zone } = spatial;
  const reading = readZone(spatial);
  const { parsed, former, symbol } = reading;
  const category = former ? undefined : findZone(symbol);
  const property = readProperty(input);
  const perUnit = lotAreaPerUnit(zone);
  const bylawUrl = former ? null : (zoneSectionUrl(category) ?? zone.bylaw_url);
  const zoneSection = former ? null : (zoneSectionText(category) ?? zone.bylaw_section);
  // By-law 569-2013's exceptions are its own (Chapter 900): none of them is read for lands it does not govern.
  const exceptions = former ? [] : readExceptions(spatial, reading);
  const formerBylaw = former
    ? zone.former_bylaw?.trim() ||
      parsed.formerBylaw ||
      (layerLoaded(spatial.dataset, 'former_bylaw') ? FORMER_BYLAW_UNNAMED : FORMER_BYLAW_NOT_LOADED)
    : null;
  const lot = measureBriefLot(input.surroundings ?? null, property, !former && category?.confirmed ? category.section : null, spatial.parcel?.addresses);
  const knowledge = zoneKnowledge(spatial, reading);
  const { holding, governingBylawKnown } = knowledge;
  const exceptionsKnown = former || knowledge.exceptionsKnown;
  const standards: StandardsContext = {
    symbol, parsed, formerBylaw, holding, exceptions, lot,
    overlays: spatial.overlays, dataset: spatial.dataset, zoneCoverage: positive(zone.coverage),
  };

  const regulations = readRegulations(standards);
  const modifiers = readModifiers(standards);

  const withoutSummary: Omit<BriefFacts, 'summary'> = {
    title: BRIEF_TITLE,
    product: BRIEF_PRODUCT,
    reportId: input.reportId,
    generatedAt: input.generatedAt,
    property,
    lot,
    zoning: {
      zone: symbol,
      label: zone.zone_code,
      name: category?.name ?? zone.zone_label,
      category: category?.category ?? zone.zone_type,
      chapter: former ? null : (category?.chapter ?? (Number.isSafeInteger(zone.bylaw_chapter) ? zone.bylaw_chapter : null)),
      section: zoneSection,
      bylawUrl,
      holding,
      governingBylawKnown,
      standards: former ? [] : readStandards(parsed, perUnit),
    },
    regulations,
    modifiers,
    exceptions,
    exceptionsKnown,
    overlays: former ? readOverlaysOutsideBylaw(spatial.overlays, spatial.dataset) : readOverlays(spatial.overlays, spatial.dataset, zoneOwnLimits(symbol, former)),
    derived: former
      ? []
      : deriveFigures({
          parsed,
          lotAreaM2: property.lotAreaM2,
          // Cited where the regulations table cites the zone's lot coverage, so the brief gives it one citation.
          coverage: governingCoverage(
            positive(zone.coverage),
            positive(spatial.overlays.coverage?.PRCNT_CVER),
            regulations.find((row) => row.label === STANDARD_LABELS.coverage)?.section ?? zoneSection,
          ),
          lotAreaPerUnitM2: perUnit,
          frontageM: lot.frontageM,
        }),
    formerBylaw:
      formerBylaw === null
        ? null
        : { bylaw: formerBylaw, message: formerBylawMessage(formerBylaw), nameSource: formerBylawNameSource(zone, !zone.former_bylaw?.trim() && parsed.formerBylaw !== null) },
    provenance: {
      dataset: spatial.dataset.name,
      version: spatial.dataset.version,
      demo: spatial.dataset.demo || spatial.dataset.source === 'demo' || zone.demo,
      attribution: spatial.dataset.attribution,
      sources: [...(input.sources ?? [])],
      notLoaded: notLoadedLayers(spatial.dataset),
      // The pages the brief links: the zone's section, its exceptions' Chapter 900 sections, then the pages its standards
      // and what changes them cite. None where 569-2013 does not apply.
      bylawText: former
        ? []
        : bylawTextPages(
            [bylawUrl, ...exceptions.map((exception) => exception.url), ...[...regulations, ...modifiers].map((row) => row.url ?? null)],
            input.bylawTextDates,
          ),
    },
    disclaimer: BRIEF_DISCLAIMER,
  };
  const facts: BriefFacts = { ...withoutSummary, summary: writeSummaryPage(withoutSummary) };

  const narrative = input.narrative
    ? { text: input.narrative.text, author: 'model' as const, model: input.narrative.model }
    : { text: writeRulesNarrative(facts), author: 'rules-engine' as const, model: null };
  return { ...facts, narrative };
}
