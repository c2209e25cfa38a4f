import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AnalysisAnswer } from '../../lib/api/reports';
import { requestAnalysis } from '../../platform/reports';
import { jsonResponse, savedReport, stubAnalysisReplies } from '../../../tests/dom/reports-test-kit';
import { createAnalysisRuns } from './analysis-runs';

const REQUEST = { lat: 43.65, lng: -79.38, source: 'Map Click' } as const;
const IN_PROGRESS = { error: { code: 'analysis_in_progress', message: 'This analysis is already running. Please wait for it to finish.' } };
const ANSWER: AnalysisAnswer = {
  report: savedReport(),
  credits_balance: 0,
  summary: { zone_label: 'RD', zone_name: 'Residential Detached', headline: 'A brief', sections: ['Property'], narrative_by: 'rules-engine' },
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('analysis runs', () => {
  it('when the server is still building the key past the wait, then the key is kept and the next Analyze resends it (never a second debit)', async () => {
    const keys = stubAnalysisReplies([() => jsonResponse(IN_PROGRESS, 409), () => jsonResponse(IN_PROGRESS, 409), () => jsonResponse(ANSWER, 200)]);
    let made = 0;
    const runs = createAnalysisRuns(() => `key-${++made}`);
    const send = (key: string) => requestAnalysis('token', REQUEST, key, { sleep: async () => undefined, maxWaitMs: 1_000 });

    const first = await runs.start('place', send);
    expect(first).toMatchObject({ ok: false, code: 'analysis_in_progress', retryable: true });
    expect(runs.get('place')).toMatchObject({ status: 'failed', pendingKey: 'key-1' });

    const second = await runs.start('place', send);

    expect(second?.ok).toBe(true);
    expect(keys).toEqual(['key-1', 'key-1', 'key-1']);
    expect(runs.get('place')).toMatchObject({ status: 'done', pendingKey: null });
  });

  it('when the server has refused for good, then the key is dropped and the next Analyze is a new request', async () => {
    const keys = stubAnalysisReplies([() => jsonResponse({ error: { code: 'analysis_failed', message: 'Refunded.' } }, 500), () => jsonResponse(ANSWER, 201)]);
    let made = 0;
    const runs = createAnalysisRuns(() => `key-${++made}`);
    const send = (key: string) => requestAnalysis('token', REQUEST, key, { sleep: async () => undefined });

    await runs.start('place', send);
    await runs.start('place', send);

    expect(keys).toEqual(['key-1', 'key-2']);
  });
});
