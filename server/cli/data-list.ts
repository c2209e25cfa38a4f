// `npm run data:list [-- --json]`: the dataset versions under DATA_DIR/datasets, with their source, their zoning's
// publication and import dates, size and counts, which one CURRENT names, and which one each running server answers from.

import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config';
import { formatVersionList } from '../dataset/versions/format-versions';
import { listDatasetVersions } from '../dataset/versions/list-versions';

const USAGE = 'usage: npm run data:list [-- --json]';

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { json: { type: 'boolean', default: false }, help: { type: 'boolean', default: false } }, strict: true });
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const listing = await listDatasetVersions(loadConfig().dataDir);
  process.stdout.write(values.json ? `${JSON.stringify(listing, null, 2)}\n` : formatVersionList(listing));
}

main().catch((error: unknown) => {
  const usage = (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS');
  const plain = usage || error instanceof ConfigError;
  process.stderr.write(`data:list: ${error instanceof Error ? (plain ? error.message : (error.stack ?? error.message)) : String(error)}${usage ? `\n${USAGE}` : ''}\n`);
  process.exit(usage ? 2 : 1);
});
