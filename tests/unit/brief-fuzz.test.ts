// The brief builder fuzzed: a seeded share of `npm run fuzz`'s 10,000 answers (tests/support/brief-fuzz.ts). No brief
// may print "undefined", "NaN" or an empty label, leave a figure without its source, or make the PDF renderer throw.
// Rendering costs ~50–100 ms a brief and reading it back ~80 ms, so here 2,000 briefs are built, every 20th rendered
// and every 40th read back; `npm run fuzz` renders all 10,000 (tests/fuzz/run.ts).

import { describe, expect, it } from 'vitest';
import { formatBriefFuzzReport, runBriefFuzz } from '../support/brief-fuzz';

const SEED = 20_261_127;
const COUNT = 2_000;

describe('the brief builder, fuzzed', () => {
  it(`when ${COUNT} generated labels and spatial answers are briefed, then none prints undefined, NaN or an empty label, every figure has its source and no PDF render throws`, async () => {
    const report = await runBriefFuzz({ seed: SEED, count: COUNT, renderEvery: 20, readEvery: 40 });
    process.stdout.write(`${formatBriefFuzzReport(report, COUNT)}\n`);

    expect(report.findings, formatBriefFuzzReport(report, COUNT)).toEqual([]);
    expect([report.built, report.rendered, report.read]).toEqual([COUNT, COUNT / 20, COUNT / 40]);
  }, 120_000);
});
