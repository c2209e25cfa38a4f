// Fuzz: ~2,000 seeded requests of bad input over every route of the real app, signed in and not, on PGlite and
// PostgreSQL. No answer may be a 5xx (or never come), and the server must be healthy afterwards. `npm run fuzz` runs
// the same generator longer (tests/fuzz/run.ts).

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../tests/support/test-databases';
import { formatFuzzReport, runFuzz } from '../tests/support/fuzz-run';
import { startFuzzTarget, type FuzzTarget } from '../tests/support/fuzz-target';

const SEED = 20_261_125;
const REQUESTS = 2_000;

describe.each(testDatabases())('fuzz on $name', ({ open }) => {
  let target: FuzzTarget;
  let close: () => Promise<void>;

  beforeAll(async () => {
    const opened = await open();
    close = opened.close;
    target = await startFuzzTarget(opened.db);
  });

  afterAll(async () => {
    await target?.app.close();
    await close?.();
  });

  it(`when ${REQUESTS} requests of bad input hit every route, then none is answered with a 5xx and the server stays healthy`, async () => {
    const report = await runFuzz({ base: target.app.base, seed: SEED, count: REQUESTS, context: target.context });

    expect(report.findings.map(({ outcome, request, detail }) => `${outcome} ${request.method} ${request.path.slice(0, 200)} → ${detail}`), formatFuzzReport(report)).toEqual([]);
    expect(report.sent).toBe(REQUESTS);
    expect(await target.healthProblems()).toEqual([]);
  }, 120_000);
});
