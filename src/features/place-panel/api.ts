// GET /api/zoning/spatial-data?lat=&lng= (spec §7); an answer without a zone counts as no answer, but for the one saying
// the dataset's zoning does not cover the point (NotCoveredAnswer), which the panel reads. The look-up names the
// dataset version the page holds (?v=), so an answer the HTTP cache kept is never one of another version's, and an
// answer from a version the page does not hold tells the page the server has switched.
import { isNotCoveredAnswer, type SpatialDataReply } from '../../lib/api/spatial';
import type { LngLat } from '../../lib/geo/lng-lat';
import { getJson, type ApiResult } from '../../platform/api-client';
import { datasetInUseNow, noteAnswerVersion } from '../../platform/dataset-in-use';

const SPATIAL_TIMEOUT_MS = 10_000;

export async function fetchSpatialData([lng, lat]: LngLat, signal: AbortSignal): Promise<ApiResult<SpatialDataReply>> {
  const result = await getJson<SpatialDataReply>('/api/zoning/spatial-data', {
    query: { lat, lng, v: datasetInUseNow()?.id },
    signal,
    timeoutMs: SPATIAL_TIMEOUT_MS,
  });
  if (result.ok && !isNotCoveredAnswer(result.data) && !result.data?.zone?.base_zone) {
    return { ok: false, status: 404, error: { code: 'no_zone', message: 'No zoning information was found at this location.' } };
  }
  if (result.ok) noteAnswerVersion(result.data.dataset?.id);
  return result;
}
