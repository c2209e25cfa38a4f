// Map colours of the zone groups (spec §9): R yellow, RA orange, CR red, CRE brown, C pink, E purple, I blue, O green, U grey.
import { findZone, type ColourGroup } from './zone-categories';

export interface ZoneColour {
  readonly group: ColourGroup;
  readonly colour: string;
  readonly label: string;
}

export const ZONE_COLOURS: readonly ZoneColour[] = [
  { group: 'R', colour: '#f2d045', label: 'Residential' },
  { group: 'RA', colour: '#f28c28', label: 'Residential Apartment' },
  { group: 'CR', colour: '#d94135', label: 'Commercial Residential' },
  { group: 'CRE', colour: '#8b5a2b', label: 'Commercial Residential Employment' },
  { group: 'C', colour: '#e87fb0', label: 'Commercial' },
  { group: 'E', colour: '#8e62c9', label: 'Employment Industrial' },
  { group: 'I', colour: '#3d7fd1', label: 'Institutional' },
  { group: 'O', colour: '#4caf6a', label: 'Open Space' },
  { group: 'U', colour: '#9aa1a9', label: 'Utility and Transportation' },
];

/** Former-city (not in By-law 569-2013) areas: grey, drawn hatched on the map. */
export const FORMER_CITY_COLOUR = '#6b7280';

/** Zones we cannot place in a group. */
export const UNKNOWN_ZONE_COLOUR = '#c8ced6';

const BY_GROUP = new Map(ZONE_COLOURS.map((entry) => [entry.group, entry.colour]));

export function colourOfGroup(group: string): string {
  return BY_GROUP.get(group as ColourGroup) ?? UNKNOWN_ZONE_COLOUR;
}

/** The colour for a zone symbol such as "RD" or "CR". */
export function colourOfZone(symbol: string): string {
  const zone = findZone(symbol);
  return zone ? colourOfGroup(zone.colourGroup) : UNKNOWN_ZONE_COLOUR;
}
