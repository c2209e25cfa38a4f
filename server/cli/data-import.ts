// `npm run data:import -- --zoning FILE [--height FILE] …`: imports the City of Toronto's files into a new dataset
// version under DATA_DIR/datasets, with a progress bar and a summary of what was kept, repaired and rejected.

import { ConfigError, loadConfig } from '../config';
import { ImportInputError, ImportUsageError } from '../dataset/import/import-error';
import { importCityData, type LayerFlag } from '../dataset/import/import-city-data';
import { formatSummary } from '../dataset/import/import-summary';
import { importProgressFor } from '../dataset/progress-adapter';
import { CITY_LAYERS } from '../../src/lib/spatial/schema';
import { PostgisLoadError } from '../spatial/postgis/load-dataset-folder';
import { openSpatialDatabase, PostgisMissingError } from '../spatial/postgis/spatial-database';
import { formatMadeCurrent } from '../dataset/versions/format-versions';
import { DatasetVersionError, makeCurrentAndWait, SERVER_SWITCH_WAIT_SECONDS } from '../dataset/versions/use-version';

const USAGE = `Usage: npm run data:import -- --zoning FILE [--boundary FILE] [--LAYER FILE]… [--data-date YYYY-MM-DD] [--use]
--use: once imported and checked, make it the current version (CURRENT), which running servers switch to.
--data-date: the date the version is named by (else today); it dates no file: files given here have no publication
  date ("not known"; data:fetch records the portal's), and each is dated by this import's day apart.
Layers: ${CITY_LAYERS.map((layer) => `--${layer}`).join(' ')}
Files are the City's GeoJSON (EPSG:4326); parcels and addresses may also be the City's CSV.
A boundary is needed: --boundary (the municipal boundary) or --former-municipalities.`;

interface Arguments {
  files: Partial<Record<LayerFlag, string>>;
  dataDate?: string;
  use?: boolean;
}

function parseArguments(argv: readonly string[]): Arguments | 'help' {
  const parsed: Arguments = { files: {} };
  for (let k = 0; k < argv.length; k += 1) {
    const argument = argv[k]!;
    if (argument === '--help' || argument === '-h') return 'help';
    if (argument === '--use') {
      parsed.use = true;
      continue;
    }
    const match = /^--([a-z-]+)(?:=(.*))?$/.exec(argument);
    if (!match) throw new ImportUsageError(`Unexpected argument "${argument}"`);
    const [, name, inline] = match;
    const value = inline ?? argv[(k += 1)];
    if (value === undefined || value === '') throw new ImportUsageError(`--${name} needs a value`);
    if (name === 'data-date') parsed.dataDate = value;
    else if ((CITY_LAYERS as readonly string[]).includes(name!)) parsed.files[name as LayerFlag] = value;
    else throw new ImportUsageError(`Unknown option --${name}`);
  }
  return parsed;
}

async function main(): Promise<number> {
  const parsed = parseArguments(process.argv.slice(2));
  if (parsed === 'help') {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  const config = loadConfig();
  const { use, ...request } = parsed;
  // Opened first: a database without PostGIS stops the run before the long import, not after it.
  const postgis = config.SPATIAL_BACKEND === 'postgis' && config.DATABASE_URL ? await openSpatialDatabase({ url: config.DATABASE_URL, maxConnections: 1 }) : undefined;
  const { datasetId, dir, summary } = await importCityData({
    ...request,
    dataDir: config.dataDir,
    log: (line) => process.stdout.write(`${line}\n`),
    progress: importProgressFor(process.stdout),
    ...(postgis ? { postgis } : {}),
  }).finally(() => postgis?.close());
  process.stdout.write(formatSummary(summary));
  if (!use) {
    process.stdout.write(`Make it current with: npm run data:use ${datasetId}\n`);
    process.stdout.write(`Serve it with: DATASET_DIR=${dir} npm start\n`);
    return 0;
  }
  const made = await makeCurrentAndWait(config.dataDir, datasetId, { waitMs: SERVER_SWITCH_WAIT_SECONDS * 1000 });
  process.stdout.write(formatMadeCurrent(made, SERVER_SWITCH_WAIT_SECONDS));
  return made.servers.pending.length > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof ImportUsageError) {
      process.stderr.write(`data:import: ${error.message}\n${USAGE}\n`);
      process.exit(2);
    }
    if (error instanceof ImportInputError) {
      process.stderr.write(`data:import stopped: ${error.message}\nNothing was written.\n`);
    } else if (error instanceof ConfigError || error instanceof PostgisMissingError || error instanceof PostgisLoadError) {
      process.stderr.write(`${error.message}\n`);
    } else if (error instanceof DatasetVersionError) {
      // The version was written; it is making it current that failed.
      process.stderr.write(`data:import: ${error.message}\n`);
    } else {
      process.stderr.write(`data:import failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\nNothing was written.\n`);
    }
    process.exit(1);
  },
);
