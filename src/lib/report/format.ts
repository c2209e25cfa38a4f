// How the brief writes numbers: areas, FSI and coordinates, the same on the server (PDF) and the client (summary).
import { squareMetresToSquareFeet } from '../units/area';

/** Rounds to at most `decimals` places, drops trailing zeros and groups thousands: 2470.32 → "2,470.3". */
export function formatNumber(value: number, decimals = 1): string {
  // Past 1e21 toFixed writes exponents ("1e+21"), and scaling by 10^decimals may overflow: such a number has no decimals.
  if (Math.abs(value) >= 1e21 && Number.isFinite(value)) return BigInt(value).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const factor = 10 ** decimals;
  // Half away from zero, so -45.25 and 45.25 round alike.
  const rounded = (Math.sign(value) * Math.round(Math.abs(value) * factor)) / factor;
  const [whole = '0', fraction] = Math.abs(rounded).toFixed(decimals).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const trimmed = fraction?.replace(/0+$/, '') ?? '';
  return `${rounded < 0 ? '-' : ''}${grouped}${trimmed === '' ? '' : `.${trimmed}`}`;
}

/** FSI as the City writes it, one decimal at least: 3 → "3.0", 0.45 → "0.45". */
export function formatFsi(value: number): string {
  return Number.isInteger(value) ? value.toFixed(1) : String(value);
}

/** "229.5 m² (2,470 ft²)": square metres to one decimal, square feet whole. */
export function formatArea(m2: number): string {
  return `${formatNumber(m2, 1)} m² (${formatNumber(squareMetresToSquareFeet(m2), 0)} ft²)`;
}

/** "43.651070, -79.347015": latitude then longitude, six decimals (about 0.1 m). */
export function formatCoordinates(lat: number, lng: number): string {
  return `${lat.toFixed(6)}, ${lng.toFixed(6)}`;
}

/**
 * No area, height, storey count, FSI, percentage or id in the City's files comes near this: a field beyond it is corrupt,
 * and a product of two such figures would overflow to Infinity.
 */
const IMPLAUSIBLY_LARGE = 1e12;

/** A data value that means something: the City's files write -1 (or leave blank) for "no value"; corrupt values are none. */
export function positive(value: number | null | undefined): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 && value < IMPLAUSIBLY_LARGE ? value : null;
}
