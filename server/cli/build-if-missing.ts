// Part of `npm start`: builds the client once when dist/ is missing or older than the sources, so a fresh clone just
// runs; then the sample report (/zoning-analysis-sample.pdf), which the report engine writes into dist/.

import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = process.cwd();
const built = path.join(root, 'dist', 'index.html');
const sample = path.join(root, 'dist', 'zoning-analysis-sample.pdf');

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    const time = entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs;
    if (time > newest) newest = time;
  }
  return newest;
}

// server/site: the build's prerender and sharing cards.
const sources = ['src', 'sw', 'public', 'server/site'].map((dir) => path.join(root, dir)).filter(existsSync);
const sourceTime = Math.max(
  ...sources.map(newestMtime),
  ...['index.html', 'vite.config.ts', 'package-lock.json'].map((file) => (existsSync(file) ? statSync(file).mtimeMs : 0)),
);

if (existsSync(built) && statSync(built).mtimeMs >= sourceTime) {
  process.stdout.write('Client build is up to date (dist/).\n');
} else {
  process.stdout.write('Building the client (dist/)…\n');
  execFileSync(process.execPath, [path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'], {
    stdio: 'inherit',
  });
}

// Vite empties dist/ on every build, so the sample follows any build (and is made once on a fresh clone).
if (!existsSync(sample)) {
  execFileSync(process.execPath, ['--import', 'tsx', path.join(root, 'server', 'cli', 'build-sample-report.ts'), sample], { stdio: 'inherit' });
}
