// `npm run fuzz`: the fuzz test's generator run longer — 10,000 requests by default — on PGlite and, when
// TEST_DATABASE_URL or DATABASE_URL is set, on that PostgreSQL server (in a throwaway schema). Prints the answers by
// status and by route, and exits non-zero on any 5xx, unanswered request or unhealthy server afterwards.
//   npm run fuzz -- --seed=7 --count=20000      (or FUZZ_SEED / FUZZ_COUNT)

import { parseArgs } from 'node:util';
import { testDatabases } from '../support/test-databases';
import { formatFuzzReport, runFuzz } from '../support/fuzz-run';
import { startFuzzTarget } from '../support/fuzz-target';

const { values } = parseArgs({
  options: {
    seed: { type: 'string', default: process.env.FUZZ_SEED ?? String(Date.now() % 1_000_000) },
    count: { type: 'string', default: process.env.FUZZ_COUNT ?? '10000' },
  },
});
const seed = Number(values.seed);
const count = Number(values.count);
if (!Number.isSafeInteger(seed) || !Number.isSafeInteger(count) || count < 1) {
  console.error('usage: npm run fuzz -- [--seed=<whole number>] [--count=<requests, at least 1>]');
  process.exit(2);
}

const databaseUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
let failed = false;
for (const { name, open } of testDatabases({ ...(databaseUrl ? { TEST_DATABASE_URL: databaseUrl } : {}) })) {
  const { db, close } = await open();
  const target = await startFuzzTarget(db);
  try {
    const started = Date.now();
    const report = await runFuzz({ base: target.app.base, seed, count, context: target.context });
    const problems = await target.healthProblems();
    const health = problems.length === 0 ? 'healthy afterwards: /readyz, a look-up, a search and a signed-in call answer' : `UNHEALTHY afterwards: ${problems.join('; ')}`;
    process.stdout.write(`\n== ${name}, seed ${seed}: ${((Date.now() - started) / 1000).toFixed(1)} s\n${formatFuzzReport(report)}\n${health}\n`);
    failed ||= report.findings.length > 0 || problems.length > 0;
  } finally {
    await target.app.close();
    await close();
  }
}
process.exit(failed ? 1 : 0);
