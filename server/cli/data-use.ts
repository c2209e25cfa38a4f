// `npm run data:use ID`: checks dataset version ID as a server would open it, points CURRENT at it, and waits for the
// running servers that follow CURRENT to switch to it (each opens it beside the old one, then swaps).

import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config';
import { formatServersAfterSwitch } from '../dataset/versions/format-versions';
import { DatasetVersionError, useDatasetVersion, waitForServers } from '../dataset/versions/use-version';

const USAGE = 'usage: npm run data:use ID [-- --wait SECONDS]   (npm run data:list shows the ids; --wait 0 does not wait for servers)';
const DEFAULT_WAIT_SECONDS = 60;

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    options: { wait: { type: 'string' }, help: { type: 'boolean', default: false } },
    allowPositionals: true,
    strict: true,
  });
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  const wait = values.wait === undefined ? DEFAULT_WAIT_SECONDS : Number(values.wait);
  if (positionals.length !== 1 || !Number.isFinite(wait) || wait < 0) {
    process.stderr.write(`data:use: ${positionals.length !== 1 ? 'give one dataset version id' : '--wait takes a number of seconds'}\n${USAGE}\n`);
    return 2;
  }
  const config = loadConfig();
  const id = positionals[0]!;
  process.stdout.write(`Checking ${id}…\n`);
  const result = await useDatasetVersion(config.dataDir, id, { log: (line) => process.stdout.write(`${line}\n`) });
  process.stdout.write(`CURRENT now names ${id}${result.previous && result.previous !== id ? ` (it named ${result.previous})` : ''}.\n`);
  if (wait === 0) return 0;
  const servers = await waitForServers(config.dataDir, id, wait * 1000);
  process.stdout.write(formatServersAfterSwitch(id, servers, wait));
  return servers.pending.length > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    const usage = (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS');
    const plain = usage || error instanceof ConfigError || error instanceof DatasetVersionError;
    process.stderr.write(`data:use: ${error instanceof Error ? (plain ? error.message : (error.stack ?? error.message)) : String(error)}${usage ? `\n${USAGE}` : ''}\n`);
    process.exit(usage ? 2 : 1);
  },
);
