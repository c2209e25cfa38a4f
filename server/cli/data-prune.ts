// `npm run data:prune [-- --keep N] [--dry-run]`: removes old dataset versions (never the current one nor one a
// running server answers from; the newest N others stay, 1 by default), their prebuilt-file caches, and what stopped
// writers left behind; with SPATIAL_BACKEND=postgis, the removed versions' PostGIS tables too.

import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config';
import { formatPruneResult } from '../dataset/versions/format-versions';
import { pruneDatasetVersions } from '../dataset/versions/prune-versions';
import { DatasetVersionError } from '../dataset/versions/use-version';
import { openSpatialDatabase, PostgisMissingError } from '../spatial/postgis/spatial-database';
import { dropSpatialVersion, findSpatialVersion } from '../spatial/postgis/spatial-tables';

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
  const config = loadConfig();
  const result = await pruneDatasetVersions(config.dataDir, { keep, dryRun });
  process.stdout.write(formatPruneResult(result, dryRun));
  if (config.SPATIAL_BACKEND === 'postgis' && config.DATABASE_URL && result.removed.length > 0) {
    await pruneFromPostgis(config.DATABASE_URL, result.removed.map((version) => version.id), dryRun);
  }
  return 0;
}

/** The removed versions' tables in PostGIS, by the same rule: a version no folder holds any more is not served. */
async function pruneFromPostgis(url: string, ids: readonly string[], dryRun: boolean): Promise<void> {
  const db = await openSpatialDatabase({ url, maxConnections: 1 });
  try {
    for (const id of ids) {
      if (dryRun) {
        if (await findSpatialVersion(db, id)) process.stdout.write(`Would drop ${id}'s tables from PostGIS\n`);
      } else if (await dropSpatialVersion(db, id)) {
        process.stdout.write(`Dropped ${id}'s tables from PostGIS\n`);
      }
    }
  } finally {
    await db.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    const usage = (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS');
    const plain = usage || error instanceof ConfigError || error instanceof DatasetVersionError || error instanceof PostgisMissingError;
    process.stderr.write(`data:prune: ${error instanceof Error ? (plain ? error.message : (error.stack ?? error.message)) : String(error)}${usage ? `\n${USAGE}` : ''}\n`);
    process.exit(usage ? 2 : 1);
  },
);
