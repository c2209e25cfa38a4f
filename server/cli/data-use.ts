// `npm run data:use ID`: checks dataset version ID as a server would open it, points CURRENT at it, and waits for the
// running servers that follow CURRENT to switch to it (each opens it beside the old one, then swaps).

import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config';
import { formatMadeCurrent } from '../dataset/versions/format-versions';
import { DatasetVersionError, makeCurrentAndWait, SERVER_SWITCH_WAIT_SECONDS } from '../dataset/versions/use-version';

const USAGE = 'usage: npm run data:use ID [-- --wait SECONDS]   (npm run data:list shows the ids; --wait 0 does not wait for servers)';

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
  const wait = values.wait === undefined ? SERVER_SWITCH_WAIT_SECONDS : Number(values.wait);
  if (positionals.length !== 1 || !Number.isFinite(wait) || wait < 0) {
    process.stderr.write(`data:use: ${positionals.length !== 1 ? 'give one dataset version id' : '--wait takes a number of seconds'}\n${USAGE}\n`);
    return 2;
  }
  const config = loadConfig();
  const id = positionals[0]!;
  process.stdout.write(`Checking ${id}…\n`);
  const made = await makeCurrentAndWait(config.dataDir, id, { waitMs: wait * 1000, log: (line) => process.stdout.write(`${line}\n`) });
  process.stdout.write(formatMadeCurrent(made, wait));
  return made.servers.pending.length > 0 ? 1 : 0;
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
