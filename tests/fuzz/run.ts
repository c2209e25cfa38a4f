// `npm run fuzz`: the fuzz tests' generators run longer. First the brief builder: 10,000 generated labels and spatial
// answers by default, every brief rendered to PDF and every 10th read back (tests/support/brief-fuzz.ts). Then 10,000
// requests on PGlite and, when TEST_DATABASE_URL or DATABASE_URL is set, on that PostgreSQL server (in a throwaway
// schema). Prints the counts, the answers by status and by route, and exits non-zero on any finding: a brief printing
// undefined or NaN or a figure without its source, a PDF render that throws, a 5xx, an unanswered request or an
// unhealthy server afterwards.
//   npm run fuzz -- --seed=7 --count=20000 --only=briefs      (or FUZZ_SEED / FUZZ_COUNT; --only=requests)

import { parseArgs } from 'node:util';
import { testDatabases } from '../support/test-databases';
import { formatFuzzReport, runFuzz } from '../support/fuzz-run';
import { startFuzzTarget } from '../support/fuzz-target';
import { formatBriefFuzzReport, runBriefFuzz } from '../support/brief-fuzz';

const { values } = parseArgs({
  options: {
    seed: { type: 'string', default: process.env.FUZZ_SEED ?? String(Date.now() % 1_000_000) },
    count: { type: 'string', default: process.env.FUZZ_COUNT ?? '10000' },
    only: { type: 'string' },
  },
});
const seed = Number(values.seed);
const count = Number(values.count);
const only = values.only;
if (!Number.isSafeInteger(seed) || !Number.isSafeInteger(count) || count < 1 || (only !== undefined && only !== 'briefs' && only !== 'requests')) {
  console.error('usage: npm run fuzz -- [--seed=<whole number>] [--count=<answers and requests, at least 1>] [--only=briefs|requests]');
  process.exit(2);
}

let failed = false;
if (only !== 'requests') {
  const report = await runBriefFuzz({ seed, count, renderEvery: 1, readEvery: 10 });
  process.stdout.write(`\n== brief builder, seed ${seed}\n${formatBriefFuzzReport(report, count)}\n`);
  failed ||= report.findings.length > 0;
}

const databaseUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
for (const { name, open } of only === 'briefs' ? [] : testDatabases({ ...(databaseUrl ? { TEST_DATABASE_URL: databaseUrl } : {}) })) {
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
