// `npm run data:fetch`: asks the City's open-data portal (CKAN_BASE_URL) for the current Zoning By-law layers, former
// municipalities and Toronto Centreline (and, when asked, Property Boundaries and Address Points), downloads what
// changed under DATA_DIR/downloads, then imports them as a new dataset version (server/dataset/import).

import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config';
import { packagesFor, selectedSources } from '../dataset/fetch/city-catalogue';
import { downloadsDir, fetchCityData } from '../dataset/fetch/fetch-city-data';
import { describeDryRun, describeLayers, importCommandFor } from '../dataset/fetch/fetch-report';
import { importProgressFor, transferProgressFor } from '../dataset/progress-adapter';

const USAGE = `usage: npm run data:fetch -- [--parcels] [--addresses] [--dry-run] [--no-import] [--force] [--use]
  (default)     the Zoning By-law layers, former municipalities and Toronto Centreline, then import them
  --parcels     also Property Boundaries (about 500 MB)
  --addresses   also Address Points (one address repository; a few hundred MB)
  --dry-run     list what would be downloaded, with sizes, and download nothing
  --no-import   download only, and print the data:import command for the files
  --force       download again even the files that are already the portal's current version
  --use         once imported and checked, make it the current version (CURRENT), which running servers switch to`;

/** Errors whose message is the whole story (no stack): the portal, a download, the configuration, the input files. */
const PLAIN_ERRORS = new Set(['CkanError', 'DownloadError', 'ConfigError', 'ImportInputError', 'ImportUsageError', 'DatasetVersionError', 'PostgisMissingError', 'PostgisLoadError']);

function parseFlags() {
  try {
    return parseArgs({
      options: {
        parcels: { type: 'boolean', default: false },
        addresses: { type: 'boolean', default: false },
        'dry-run': { type: 'boolean', default: false },
        'no-import': { type: 'boolean', default: false },
        force: { type: 'boolean', default: false },
        use: { type: 'boolean', default: false },
        help: { type: 'boolean', default: false },
      },
      strict: true,
      allowPositionals: false,
    }).values;
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n${USAGE}\n`);
    process.exit(2);
  }
}

async function main(): Promise<void> {
  const flags = parseFlags();
  if (flags.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const config = loadConfig();
  const out = (line: string) => process.stdout.write(`${line}\n`);
  const selection = { parcels: flags.parcels, addresses: flags.addresses };
  const started = performance.now();
  out(`Asking ${config.CKAN_BASE_URL} for ${packagesFor(selectedSources(selection)).join(', ')}`);
  const result = await fetchCityData({
    baseUrl: config.CKAN_BASE_URL,
    dataDir: config.dataDir,
    selection,
    dryRun: flags['dry-run'],
    force: flags.force,
    progress: transferProgressFor(process.stdout),
    log: out,
  });
  if (flags['dry-run']) {
    out(describeDryRun(result));
    return;
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const downloads = path.relative(process.cwd(), downloadsDir(config.dataDir));
  out(`Files in ${downloads.startsWith('..') ? downloadsDir(config.dataDir) : downloads} (${seconds} s):`);
  out(describeLayers(result.layers).join('\n'));
  if (flags['no-import']) {
    out(`Not imported (--no-import). To import them:\n  ${importCommandFor(result.files, process.cwd())}`);
    return;
  }
  // Loaded only when importing: a dry run or a download-only run needs none of the importer.
  const [{ importFetched }, { formatSummary }, versions, { formatMadeCurrent }] = await Promise.all([
    import('../dataset/fetch/import-fetched'),
    import('../dataset/import/import-summary'),
    import('../dataset/versions/use-version'),
    import('../dataset/versions/format-versions'),
  ]);
  out('Importing…');
  // With SPATIAL_BACKEND=postgis the new version is loaded into the database too, as data:import does.
  const postgis =
    config.SPATIAL_BACKEND === 'postgis' && config.DATABASE_URL
      ? await (await import('../spatial/postgis/spatial-database')).openSpatialDatabase({ url: config.DATABASE_URL, maxConnections: 1 })
      : undefined;
  const { datasetId, dir, summary } = await importFetched(result, {
    dataDir: config.dataDir,
    log: out,
    progress: importProgressFor(process.stdout),
    ...(postgis ? { postgis } : {}),
  }).finally(() => postgis?.close());
  process.stdout.write(formatSummary(summary));
  if (!flags.use) {
    out(`Make it current with: npm run data:use ${datasetId}`);
    out(`Serve it with: DATASET_DIR=${dir} npm start`);
    return;
  }
  const wait = versions.SERVER_SWITCH_WAIT_SECONDS;
  const made = await versions.makeCurrentAndWait(config.dataDir, datasetId, { waitMs: wait * 1000 });
  process.stdout.write(formatMadeCurrent(made, wait));
  if (made.servers.pending.length > 0) process.exitCode = 1;
}

main().catch((error: unknown) => {
  const plain = error instanceof ConfigError || !(error instanceof Error) || PLAIN_ERRORS.has(error.name);
  process.stderr.write(`data:fetch failed: ${plain ? String(error instanceof Error ? error.message : error) : (error.stack ?? error.message)}\n`);
  process.exit(1);
});
