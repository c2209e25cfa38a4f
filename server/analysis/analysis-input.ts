// What POST /api/analysis accepts (docs/reports.md): the body (AnalysisRequest) and the Idempotency-Key header,
// checked at the edge with messages a person can act on.

import type { AnalysisRequest } from '../../src/lib/api/reports';
import type { LngLat } from '../../src/lib/geo/lng-lat';
import { AppError } from '../http/app-error';
import { bodyFields } from '../http/body';
import { toLngLatOrReject } from '../http/query';

export const ADDRESS_MAX_LENGTH = 300;
export const SOURCES: readonly AnalysisRequest['source'][] = ['Map Click', 'Address Search'];
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_\-:.]{8,200}$/;

export interface AnalysisInput {
  point: LngLat;
  source: AnalysisRequest['source'];
  /** Trimmed; undefined when empty (the parcel's address is used then). */
  address: string | undefined;
  /** accept_no_parcel: the user confirmed analysing a point where the brief cannot measure a lot. */
  acceptNoParcel: boolean;
}

export function parseIdempotencyKey(header: string | undefined): string {
  if (header === undefined || header.trim() === '') {
    throw new AppError('missing_idempotency_key', 400, 'The Idempotency-Key header is required, so that a retried analysis is never paid for twice.');
  }
  if (!IDEMPOTENCY_KEY.test(header)) {
    throw new AppError('invalid_idempotency_key', 400, 'The Idempotency-Key header must be 8 to 200 characters of letters, digits, "_", "-", ":" or ".".');
  }
  return header;
}

export function parseAnalysisRequest(body: unknown): AnalysisInput {
  const { lat, lng, source, address, accept_no_parcel: acceptNoParcel } = bodyFields(body);
  if (typeof lat !== 'number' || typeof lng !== 'number') throw invalid('lat and lng must be numbers (WGS84 degrees).');
  const point = toLngLatOrReject(lng, lat, (reason) => invalid(`${reason}.`));
  if (typeof source !== 'string' || !SOURCES.includes(source as AnalysisRequest['source'])) {
    throw invalid(`source must be one of ${SOURCES.map((s) => `'${s}'`).join(' or ')}.`);
  }
  if (address !== undefined && address !== null && typeof address !== 'string') throw invalid('address must be text.');
  const trimmed = typeof address === 'string' ? address.trim() : '';
  if (trimmed.length > ADDRESS_MAX_LENGTH) throw invalid(`address must be at most ${ADDRESS_MAX_LENGTH} characters.`);
  if (acceptNoParcel !== undefined && typeof acceptNoParcel !== 'boolean') throw invalid('accept_no_parcel must be true or false.');
  return { point, source: source as AnalysisRequest['source'], address: trimmed === '' ? undefined : trimmed, acceptNoParcel: acceptNoParcel === true };
}

function invalid(message: string): AppError {
  return new AppError('invalid_request', 400, message);
}
