// The brief's standards, each with the article of By-law 569-2013 that governs it. (Skeleton.)
import type { BriefRow } from './brief-model';

export function readRegulations(): BriefRow[] {
  return [];
}

export function readModifiers(): BriefRow[] {
  return [];
}
