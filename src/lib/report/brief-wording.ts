// Fixed wording of the brief that the rules engine, its narrative and the tests share.

/** The spec's grey-card wording for lands outside By-law 569-2013 (spec §2), word for word. */
export const FORMER_BYLAW_MESSAGE =
  'Former City By-law Area: This area follows Former City of Toronto by-laws. Contact City Planning for specific requirements.';
export const FORMER_BYLAW_UNNAMED = 'A former municipal zoning by-law (not named in the data)';
export const UNADDRESSED_PARCEL = 'Unaddressed parcel';

/** Where the dataset has no zone label (some of the City's files leave ZN_STRING out): said, never made up. */
export const ZONE_LABEL_NOT_IN_DATASET = 'Not in this dataset';

/** The zone label to show: the label, or the zone symbol saying the full label is not in the dataset. */
export function shownZoneLabel(label: string | null, zone: string): string {
  return label ?? `${zone} (the full zone label is not in this dataset)`;
}
