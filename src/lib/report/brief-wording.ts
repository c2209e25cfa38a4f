// Fixed wording of the brief that the rules engine, its narrative and the tests share.

/** The spec's grey-card wording for lands outside By-law 569-2013 (spec §2), word for word. */
export const FORMER_BYLAW_MESSAGE =
  'Former City By-law Area: This area follows Former City of Toronto by-laws. Contact City Planning for specific requirements.';
export const FORMER_BYLAW_UNNAMED = 'A former municipal zoning by-law (not named in the data)';
/** Where the layer that names the former by-laws (the former municipality boundaries) was not imported. */
export const FORMER_BYLAW_NOT_LOADED =
  'A former municipal zoning by-law (not named: the former municipality boundaries are not loaded in this dataset)';
export const UNADDRESSED_PARCEL = 'Unaddressed parcel';
/** A parcel without an address of its own, in a dataset made without the address points that might name it. */
export const UNADDRESSED_PARCEL_ADDRESSES_NOT_LOADED = 'Unaddressed parcel (address points are not loaded in this dataset)';
/** A point with no address given, in a dataset made without property boundaries: there is no parcel to name it. */
export const PLACE_WITHOUT_PARCELS = 'Not known (property boundaries are not loaded in this dataset)';

/** Where the dataset has no zone label (some of the City's files leave ZN_STRING out): said, never made up. */
export const ZONE_LABEL_NOT_IN_DATASET = 'Not in this dataset';

/** The zone label to show: the label, or the zone symbol saying the full label is not in the dataset. */
export function shownZoneLabel(label: string | null, zone: string): string {
  return label ?? `${zone} (the full zone label is not in this dataset)`;
}

/**
 * Where the dataset carries neither ZN_HOLDING nor the zone label (the City's downtown subset): the brief says it
 * cannot tell, never "No".
 */
export const HOLDING_NOT_IN_DATASET = 'Not known: this dataset carries neither the holding field (ZN_HOLDING) nor the zone label';

/** Where it carries neither the exception fields (ZN_EXCPTN, EXCPTN_NO) nor the label that would show "(x…)". */
export const EXCEPTIONS_NOT_IN_DATASET =
  'Not known: this dataset carries neither the exception fields (ZN_EXCPTN, EXCPTN_NO) nor the zone label, so whether a site-specific exception applies here is not known. The City’s zoning map shows it.';

/**
 * Where it does not carry ZN_STATUS, the field that marks lands outside By-law 569-2013: the zone's chapter is where its
 * rules are written, but the data does not confirm that the by-law governs these lands.
 */
export const STATUS_NOT_IN_DATASET =
  'This dataset does not carry ZN_STATUS, the field that marks lands still under a former municipal by-law, so it does not confirm that By-law 569-2013 governs here: the City’s zoning map shows it.';
