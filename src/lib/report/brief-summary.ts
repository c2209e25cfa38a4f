// The brief in a few words for the Analysis tab (AnalysisAnswer.summary): zone, one-sentence headline, the parts it holds.
import type { AnalysisAnswer } from '../api/reports';
import { parseZoneString } from '../zoning/zone-string';
import { briefSectionTitles, type ZoningBrief } from './brief-model';
import { shownZoneLabel } from './brief-wording';
import { governingFsi } from './brief-derived';
import { formatFsi, formatNumber } from './format';

export type BriefSummary = AnalysisAnswer['summary'];

/** e.g. 'RD (Residential Detached), exception 42, max FSI 0.45 on 510 m² of lot'. */
function headline(brief: ZoningBrief): string {
  const { zoning, property, formerBylaw } = brief;
  const lot = property.lotAreaM2 === null ? null : `${formatNumber(property.lotAreaM2)} m² of lot`;
  const parts: string[] = [];
  if (formerBylaw !== null) {
    parts.push(`Former by-law area (${formerBylaw.bylaw})`);
  } else {
    parts.push(zoning.name ? `${zoning.zone} (${zoning.name})` : zoning.zone);
    if (zoning.holding) parts.push('holding provision (H)');
  }
  for (const exception of brief.exceptions) parts.push(`exception ${exception.number}`);
  const governing = formerBylaw === null ? governingFsi(parseZoneString(zoning.label)) : null;
  if (governing !== null) parts.push(`max FSI ${formatFsi(governing.fsi)}${lot === null ? '' : ` on ${lot}`}`);
  else if (lot !== null) parts.push(lot);
  return parts.join(', ');
}

export function summariseBrief(brief: ZoningBrief): BriefSummary {
  return {
    zone_label: shownZoneLabel(brief.zoning.label, brief.zoning.zone),
    zone_name: brief.zoning.name,
    headline: headline(brief),
    // The PDF's own section headings (one list in brief-model.ts), so the tab lists exactly what the PDF holds.
    sections: briefSectionTitles(brief),
    narrative_by: brief.narrative.author,
  };
}
