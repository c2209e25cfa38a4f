// API tests of POST /api/analysis on a dataset whose zoning covers part of the city: beyond the cover, a 422 that says
// the dataset does not cover the place (not a gap in the zoning map), decided before any credit moves.

import { describe, expect, it } from 'vitest';
import { GAP_IN_COVER, NOT_COVERED_REQUEST, partlyZonedDataset } from '../../tests/fixtures/partly-zoned-dataset';
import { useAnalysisTestApp } from '../../tests/support/analysis-test-app';
import { testDatabases } from '../../tests/support/test-databases';
import { ANALYSIS_MESSAGES } from './run-analysis';

describe.each(testDatabases())('POST /api/analysis beyond the dataset’s zoning, on $name', ({ open }) => {
  const app = useAnalysisTestApp(open, { dataset: partlyZonedDataset() });

  it('when the place is in the city but beyond what the dataset’s zoning covers, then 422 not_covered saying so, and no credit is used', async () => {
    const session = await app.fundedUser(1);

    const { status, body } = await app.analyse(session.access_token, NOT_COVERED_REQUEST);

    expect(status).toBe(422);
    expect(body).toEqual({ error: { code: 'not_covered', message: ANALYSIS_MESSAGES.notCovered } });
    expect(body.error.message).toMatch(/^This dataset’s zoning does not cover this place.*No credit was used\.$/);
    expect(await app.balance(session.user.id)).toBe(1);
  });

  it('when the place is a gap inside the cover, then it is the 422 no_zoning it was', async () => {
    const session = await app.fundedUser(1);

    const { status, body } = await app.analyse(session.access_token, { ...GAP_IN_COVER, source: 'Map Click' });

    expect([status, body.error.code]).toEqual([422, 'no_zoning']);
  });
});
