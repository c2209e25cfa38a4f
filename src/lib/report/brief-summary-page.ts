// The brief's first page: what a person reads first. (Skeleton.)
import type { BriefSummaryPage, ZoningBrief } from './brief-model';

export function writeSummaryPage(_brief: Omit<ZoningBrief, 'summary' | 'narrative'>): BriefSummaryPage {
  return { zoneInWords: '', lot: [], bounds: [], unavailable: [], sources: [] };
}
