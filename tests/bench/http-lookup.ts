// The HTTP look-up against bare Express in the same run (issue 12 point 8). Three servers are loaded in turn, in short
// rounds whose order alternates, so that a machine busy with other work weighs on each alike: the real server's route,
// bare Express answering a fixed ~70-byte JSON body (the ceiling), and bare Express answering the same look-up with no
// middleware (the ceiling plus the look-up and its answer: what the route would cost inside Express with nothing of
// ours; the server answers it ahead of Express, server/spatial/fast-look-ups.ts). Each is read as the server
// process's CPU per request (from /proc, user + system) and as requests per second; the medians over rounds are printed.

import { spawn, type ChildProcess } from 'node:child_process';
import { load, type LoadResult } from './http';
import { fmt, median, verdict } from './stats';

export interface HttpLookupOptions {
  /** Rounds of each server (default 6). */
  rounds?: number;
  /** Seconds of load per round (default 2). */
  seconds?: number;
}

interface Target {
  name: string;
  baseUrl: string;
  pid: number;
  paths: string[];
}

interface Figures {
  cpuMicros: number[];
  requestsPerSecond: number[];
  p99Ms: number[];
  non2xx: number;
  errors: number;
}

/** Loads the route and both ceilings in alternating rounds and prints each, the ratios, and the verdict. */
export async function benchHttpLookup(
  say: (line?: string) => void,
  server: { baseUrl: string; pid: number },
  datasetDir: string,
  lookupPaths: string[],
  { rounds = 6, seconds = 2 }: HttpLookupOptions = {},
): Promise<void> {
  const fixed = await startCeiling([]);
  const bare = await startCeiling(['--look-up', datasetDir]);
  try {
    const targets: Target[] = [
      { name: 'route', baseUrl: server.baseUrl, pid: server.pid, paths: lookupPaths },
      { name: 'fixed', baseUrl: fixed.baseUrl, pid: fixed.pid, paths: ['/ping'] },
      { name: 'bare', baseUrl: bare.baseUrl, pid: bare.pid, paths: lookupPaths },
    ];
    const answerBytes = await medianBodyBytes(server.baseUrl, lookupPaths.slice(0, 200));
    const fixedBytes = await medianBodyBytes(fixed.baseUrl, ['/ping']);
    for (const target of targets) await load(target.baseUrl, target.paths, 2, target.pid); // warm-up
    const figures = new Map<string, Figures>(targets.map((target) => [target.name, { cpuMicros: [], requestsPerSecond: [], p99Ms: [], non2xx: 0, errors: 0 }]));
    for (let round = 0; round < rounds; round += 1) {
      for (const target of round % 2 === 0 ? targets : [...targets].reverse()) {
        record(figures.get(target.name), await load(target.baseUrl, target.paths, seconds, target.pid));
      }
    }
    const route = summary(figures.get('route'));
    const ceiling = summary(figures.get('fixed'));
    const floor = summary(figures.get('bare'));
    const scope = `${rounds} rounds of ${seconds} s each, order alternating; autocannon, 32 connections, loopback, load and servers on the same cores`;
    say(`\nspatial look-up over HTTP against bare Express 5 in the same run (${scope}):`);
    say(`  our route (the real server, production settings; answers median ${fmt(answerBytes)} B): ${line(route)}`);
    say(`  bare-Express ceiling (GET /ping, a fixed ${fmt(fixedBytes)}-byte JSON body through res.json; no look-up, no middleware): ${line(ceiling)}`);
    say(`  bare Express + the same look-up (res.json of spatialData, no middleware): ${line(floor)}`);
    say(
      `  our route reaches ${(ceiling.cpuMicros / route.cpuMicros).toFixed(2)}× of the ceiling by server CPU per request ` +
        `(${(route.requestsPerSecond / ceiling.requestsPerSecond).toFixed(2)}× by req/s); bare Express with the look-up alone reaches ` +
        `${(ceiling.cpuMicros / floor.cpuMicros).toFixed(2)}× (the look-up and its answer cost ${fmt(floor.cpuMicros - ceiling.cpuMicros)} µs above Express's own work); ` +
        `our route, answered ahead of Express with its headers, request id and logging (server/spatial/fast-look-ups.ts), ` +
        `spends ${fmt(route.cpuMicros)} µs against that ${fmt(floor.cpuMicros)} µs`,
    );
    say(verdict('HTTP look-up vs bare-Express ceiling (CPU per request)', ceiling.cpuMicros / route.cpuMicros, 0.9, 'higher', '×'));
    say(verdict('HTTP look-ups/s', route.requestsPerSecond, 5_000, 'higher', 'req/s'));
    say(verdict('HTTP p99', route.p99Ms, 10, 'lower', 'ms'));
  } finally {
    await Promise.all([stop(fixed.child), stop(bare.child)]);
  }
}

function record(figures: Figures | undefined, result: LoadResult): void {
  if (!figures) return;
  if (result.serverCpuMicrosPerRequest !== null) figures.cpuMicros.push(result.serverCpuMicrosPerRequest);
  figures.requestsPerSecond.push(result.requestsPerSecond);
  figures.p99Ms.push(result.p99Ms);
  figures.non2xx += result.non2xx;
  figures.errors += result.errors;
}

function summary(figures: Figures | undefined): { cpuMicros: number; requestsPerSecond: number; p99Ms: number; non2xx: number; errors: number } {
  if (!figures) throw new Error('no figures');
  return {
    cpuMicros: median(figures.cpuMicros),
    requestsPerSecond: median(figures.requestsPerSecond),
    p99Ms: median(figures.p99Ms),
    non2xx: figures.non2xx,
    errors: figures.errors,
  };
}

function line(s: ReturnType<typeof summary>): string {
  return `server CPU ${fmt(s.cpuMicros)} µs per request, ${fmt(s.requestsPerSecond)} req/s, p99 ${fmt(s.p99Ms)} ms, non-2xx ${s.non2xx}, errors ${s.errors}`;
}

async function medianBodyBytes(baseUrl: string, paths: string[]): Promise<number> {
  const sizes: number[] = [];
  for (const p of paths) sizes.push((await (await fetch(`${baseUrl}${p}`)).arrayBuffer()).byteLength);
  return median(sizes);
}

async function startCeiling(args: string[]): Promise<{ child: ChildProcess; baseUrl: string; pid: number }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/bench/express-ceiling.ts', ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the Express ceiling exited (${code})`)));
    child.stdout?.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim())));
  });
  return { child, baseUrl: `http://127.0.0.1:${port}`, pid: child.pid ?? 0 };
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
