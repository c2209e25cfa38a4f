// `npm run data:prune [-- --keep N] [--dry-run]`: removes old dataset versions (never the current one nor one a
// running server answers from; the newest N others stay, 1 by default), their prebuilt-file caches, and what stopped
// writers left behind.

import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config';
import { formatPruneResult } from '../dataset/versions/format-versions';
import { pruneDatasetVersions } from '../dataset/versions/prune-versions';
import { DatasetVersionError } from '../dataset/versions/use-version';

const USAGE = 'usage: npm run data:prune [-- --keep N] [--dry-run]   (N: versions kept besides the current one, default 1)';

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { keep: { type: 'string', default: '1' }, 'dry-run': { type: 'boolean', default: false }, help: { type: 'boolean', default: false } },
    strict: true,
  });
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  const keep = Number(values.keep);
  if (!/^\d+$/.test(values.keep)) {
    process.stderr.write(`data:prune: --keep takes a whole number, not "${values.keep}"\n${USAGE}\n`);
    return 2;
  }
  const dryRun = values['dry-run'];
  const result = await pruneDatasetVersions(loadConfig().dataDir, { keep, dryRun });
  process.stdout.write(formatPruneResult(result, dryRun));
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    const usage = (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS');
    const plain = usage || error instanceof ConfigError || error instanceof DatasetVersionError;
    process.stderr.write(`data:prune: ${error instanceof Error ? (plain ? error.message : (error.stack ?? error.message)) : String(error)}${usage ? `\n${USAGE}` : ''}\n`);
    process.exit(usage ? 2 : 1);
  },
);
