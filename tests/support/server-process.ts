// Runs the real server (`server/index.ts`) in a child process on a free port, for end-to-end tests and benchmarks.

import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

export interface ServerProcess {
  baseUrl: string;
  pid: number;
  output: string[];
  /** Sends SIGTERM and resolves with the exit code (null if it had to be killed). */
  stop(): Promise<number | null>;
  /** Sends SIGKILL (a crash: nothing is flushed, no handler runs) and resolves once the process is gone. */
  kill(): Promise<void>;
}

/**
 * A server configured as it runs in production, for benchmarks and Lighthouse. The Stripe keys and the SMTP relay are
 * placeholders: production requires them, nothing in a measurement buys anything or sends e-mail, and port 9 (discard)
 * is never listened on, so a stray e-mail fails rather than goes anywhere.
 */
export const PRODUCTION_LIKE_ENV: Readonly<Record<string, string>> = Object.freeze({
  NODE_ENV: 'production',
  SESSION_SECRET: 'benchmark-session-secret-of-forty-characters',
  PUBLIC_URL: 'http://localhost',
  STRIPE_SECRET_KEY: 'sk_test_placeholder_not_called',
  STRIPE_WEBHOOK_SECRET: 'whsec_placeholder_not_called',
  SMTP_URL: 'smtp://127.0.0.1:9',
});

export interface StartOptions {
  /** How often /readyz is asked while the server starts (250 ms unless given; a benchmark of the start asks more often). */
  pollMs?: number;
  /** Called as soon as the process is spawned, before it is ready: to act on it during its start. */
  onSpawn?: (child: ChildProcess) => void;
}

export async function startServerProcess(env: Record<string, string>, options: StartOptions = {}): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    env: { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  options.onSpawn?.(child);
  const baseUrl = `http://localhost:${port}`;
  try {
    await waitUntilReady(baseUrl, child, output, options.pollMs ?? 250);
  } catch (error) {
    await stop(child);
    throw error;
  }
  return { baseUrl, pid: child.pid ?? 0, output, stop: () => stop(child), kill: () => kill(child) };
}

/**
 * Replicas: server processes started side by side with one env (one database, one dataset), each with a DATA_DIR of its
 * own under `work` (a, b, …). When one fails to start, those that did are stopped before its error is thrown.
 */
export async function startReplicas(work: string, env: Record<string, string>, count = 2): Promise<ServerProcess[]> {
  const names = Array.from({ length: count }, (_, k) => String.fromCharCode(97 + k));
  const started = await Promise.allSettled(names.map((name) => startServerProcess({ ...env, DATA_DIR: path.join(work, name) })));
  const servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await Promise.all(servers.map((server) => server.stop()));
    throw failed.reason;
  }
  return servers;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitUntilReady(baseUrl: string, child: ChildProcess, output: string[], pollMs: number): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`The server exited (${child.exitCode ?? child.signalCode}):\n${output.join('')}`);
    try {
      if ((await fetch(`${baseUrl}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  throw new Error(`The server did not become ready in 120 s:\n${output.join('')}`);
}

async function kill(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

async function stop(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
  // 'close', not 'exit': by then its output pipes are drained too, so `output` holds all it wrote.
  const exited = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
  child.kill('SIGTERM');
  const code = await Promise.race([exited, new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), 10_000))]);
  if (code !== 'timeout') return code;
  child.kill('SIGKILL');
  return null;
}
