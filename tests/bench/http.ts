// HTTP load on loopback with autocannon, cycling through a list of paths.

import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
  /** CPU seconds the server process spent per request (user + system, all its threads), when its pid is known. */
  serverCpuMicrosPerRequest: number | null;
}

// Linux reports process times in clock ticks of 1/100 s (USER_HZ) on every architecture Node runs on here.
const TICKS_PER_SECOND = 100;

/** User + system CPU seconds of a process so far, from /proc (null where there is no /proc). */
export function processCpuSeconds(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which is in parentheses and may hold spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

export async function load(baseUrl: string, paths: string[], seconds: number, serverPid?: number, connections = 32): Promise<LoadResult> {
  let next = 0;
  const cpuBefore = serverPid ? processCpuSeconds(serverPid) : null;
  const result = await autocannon({
    url: baseUrl,
    connections,
    duration: seconds,
    requests: [
      {
        setupRequest: (request) => {
          request.path = paths[next++ % paths.length] ?? '/';
          return request;
        },
      },
    ],
  });
  const cpuAfter = serverPid ? processCpuSeconds(serverPid) : null;
  const cpu = cpuBefore !== null && cpuAfter !== null ? cpuAfter - cpuBefore : null;
  return {
    serverCpuMicrosPerRequest: cpu !== null && result.requests.total > 0 ? (cpu / result.requests.total) * 1e6 : null,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}
