// HTTP for address search (spec §5, §7): check the query text, ask the geocoder, answer JSON.

import { Router } from 'express';
import { MAX_GEOCODE_QUERY_LENGTH, MIN_GEOCODE_QUERY_LENGTH, type GeocodeAnswer, type GeocodeSource } from '../../src/lib/api/geocode';
import type { DatasetStamp, LayerState } from '../../src/lib/api/spatial';
import { AppError } from '../http/app-error';
import type { Geocoder } from './geocoder';

const TOO_SHORT = `Type at least ${MIN_GEOCODE_QUERY_LENGTH} characters to search`;

/** The gazetteer answers the same for the dataset's life; Google's answers stay private; a fallback is not kept. */
const CACHE_CONTROL: Record<GeocodeSource, string> = {
  gazetteer: 'public, max-age=300',
  google: 'private, max-age=300',
  landmarks: 'no-store',
};

/** ?q= trimmed, 2–200 characters (counted as a person would, not in UTF-16 units), given once. */
export function requireSearchText(query: Record<string, unknown>): string {
  const raw = query.q;
  if (raw === undefined) throw invalidQuery(`q is required: ${TOO_SHORT.toLowerCase()}`);
  if (typeof raw !== 'string') throw invalidQuery('q must be given once, as text');
  const text = raw.trim().replace(/\s+/g, ' ');
  const length = [...text].length;
  if (length < MIN_GEOCODE_QUERY_LENGTH) throw invalidQuery(TOO_SHORT);
  if (length > MAX_GEOCODE_QUERY_LENGTH) {
    throw invalidQuery(`Search text is too long: use at most ${MAX_GEOCODE_QUERY_LENGTH} characters (got ${length})`);
  }
  return text;
}

function invalidQuery(message: string): AppError {
  return new AppError('invalid_query', 400, message);
}

/**
 * `dataset`: the version the gazetteer was built from, stamped on every answer; `addresses`: whether it has the City's
 * address points, said on every answer too, so that an empty one can say why.
 */
export function createGeocodeRouter(geocoder: Geocoder, dataset: DatasetStamp, addresses: LayerState = 'loaded'): Router {
  const router = Router();

  router.get('/geocode', async (req, res) => {
    const answer: GeocodeAnswer = { ...(await geocoder.geocode(requireSearchText(req.query))), dataset, addresses };
    res.set('Cache-Control', CACHE_CONTROL[answer.source]).json(answer);
  });

  return router;
}
