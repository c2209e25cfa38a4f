// Fixed wording of the brief that the rules engine, its narrative and the tests share.

/** The spec's grey-card wording for lands outside By-law 569-2013 (spec §2), word for word. */
export const FORMER_BYLAW_MESSAGE =
  'Former City By-law Area: This area follows Former City of Toronto by-laws. Contact City Planning for specific requirements.';
export const FORMER_BYLAW_UNNAMED = 'A former municipal zoning by-law (not named in the data)';
export const UNADDRESSED_PARCEL = 'Unaddressed parcel';
