// Fixed wording of the brief that the rules engine, its narrative and the tests share.

/**
 * The spec's grey-card wording for lands outside By-law 569-2013 (spec §2), word for word: the Property tab's. The brief
 * names the municipality instead (formerBylawMessage), since most such lands are not the former City of Toronto's.
 */
export const FORMER_BYLAW_MESSAGE =
  'Former City By-law Area: This area follows Former City of Toronto by-laws. Contact City Planning for specific requirements.';

/** What a brief says of lands outside By-law 569-2013: which by-law governs, what 569-2013 does not decide, whom to ask. */
export function formerBylawMessage(bylaw: string): string {
  const governs = bylaw === FORMER_BYLAW_UNNAMED || bylaw === FORMER_BYLAW_NOT_LOADED ? 'a former municipal zoning by-law does' : `${bylaw.charAt(0).toLowerCase()}${bylaw.slice(1)} does`;
  return `By-law 569-2013 does not govern these lands; ${governs}. By-law 569-2013 decides neither what may be built here nor how its exceptions and overlay maps would change it. City Planning can give the by-law in force and its requirements for this site.`;
}

/** Where a former by-law's name came from, for the brief to say once. */
export function formerBylawNameSource(zone: { former_bylaw: string | null; former_municipality?: string | null | undefined }, fromLabel: boolean): string {
  const municipality = zone.former_municipality?.trim();
  if (municipality) {
    const name = municipality.toLowerCase().replace(/\b\p{L}/gu, (letter) => letter.toUpperCase());
    return `Named from the former municipality the lands lie in (${name}, in the City's Former Municipality Boundaries); the zoning data itself names no by-law`;
  }
  if (zone.former_bylaw?.trim()) return 'Named in the zoning data (FORMER_BYLAW)';
  if (fromLabel) return 'Named in the zone label';
  return 'Not named: neither the zoning data nor the former municipality boundaries name it';
}
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
