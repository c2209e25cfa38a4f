// Reads typed values out of a request's query string, with messages that say exactly what is wrong.

import { InvalidCoordinateError, toLngLat, type LngLat } from '../../src/lib/geo/lng-lat';
import { AppError } from './app-error';

type Query = Record<string, unknown>;

const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;

/** A required decimal number; 400 when missing, repeated, not a number, or not finite. */
export function requireNumber(query: Query, name: string): number {
  const raw = query[name];
  if (raw === undefined || raw === '') throw badRequest(`${name} is required`);
  if (typeof raw !== 'string') throw badRequest(`${name} must be given once, as a number`);
  if (!DECIMAL.test(raw.trim())) throw badRequest(`${name} must be a number (got "${raw.slice(0, 40)}")`);
  const value = Number(raw);
  if (!Number.isFinite(value)) throw badRequest(`${name} must be a finite number`);
  return value;
}

/** ?lat=&lng= as a validated LngLat. */
export function requireLngLat(query: Query): LngLat {
  const lat = requireNumber(query, 'lat');
  const lng = requireNumber(query, 'lng');
  return toLngLatOrReject(lng, lat, badRequest);
}

/** toLngLat for numbers read from a request: why it refuses them (not finite, out of range) becomes `reject`'s 400. */
export function toLngLatOrReject(lng: number, lat: number, reject: (reason: string) => AppError): LngLat {
  try {
    return toLngLat(lng, lat);
  } catch (error) {
    if (error instanceof InvalidCoordinateError) throw reject(error.message);
    throw error;
  }
}

function badRequest(message: string): AppError {
  return new AppError('invalid_query', 400, message);
}
