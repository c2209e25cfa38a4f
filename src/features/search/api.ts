// GET /api/geocode?q= (spec §7): address suggestions for the search box, through our one API client. The gazetteer's
// answers are a dataset version's addresses: the request names the version the page holds (?v=), and an answer from
// another one tells the page the server has switched.
import type { GeocodeAnswer } from '../../lib/api/geocode';
import { getJson, type ApiResult } from '../../platform/api-client';
import { datasetInUseNow, noteAnswerVersion } from '../../platform/dataset-in-use';

function isGeocodeAnswer(body: unknown): body is GeocodeAnswer {
  return Array.isArray((body as Partial<GeocodeAnswer> | null)?.results);
}

/** Never throws; a reply without a results list counts as a failure, so the box never renders garbage. */
export async function fetchGeocode(query: string, signal: AbortSignal): Promise<ApiResult<GeocodeAnswer>> {
  const result = await getJson<GeocodeAnswer>('/api/geocode', { query: { q: query, v: datasetInUseNow()?.id }, signal });
  if (result.ok && !isGeocodeAnswer(result.data)) {
    return { ok: false, status: result.status, error: { code: 'bad_answer', message: 'The server sent an answer the app cannot read.' } };
  }
  if (result.ok) noteAnswerVersion(result.data.dataset?.id);
  return result;
}
