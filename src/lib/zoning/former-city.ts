// Spec §4: when a zone is a former city by-law area (lands not under By-law 569-2013).

export interface FormerCityInput {
  isFormerCityArea?: boolean | null;
  /** The zone code (ZN_ZONE / ZONE_CODE). */
  code?: string | null;
  /** The zone label (ZN_STRING / ZONE_LABEL). */
  label?: string | null;
}

/** Flagged, code 'Former', code missing or empty, or a label that mentions Former. */
export function isFormerCityArea({ isFormerCityArea, code, label }: FormerCityInput): boolean {
  if (isFormerCityArea === true) return true;
  const trimmed = code?.trim() ?? '';
  if (trimmed === '' || trimmed.toLowerCase() === 'former') return true;
  return /former/i.test(label ?? '');
}
