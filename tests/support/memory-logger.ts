// For tests: a logger writing JSON lines into memory, and the lines written so far, to read what the server logged.

import { Writable } from 'node:stream';
import { createLogger } from '../../server/http/logger';

export function memoryLogger(level = 'info') {
  const lines: Record<string, unknown>[] = [];
  const memory = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean).map((line) => JSON.parse(line) as Record<string, unknown>));
      done();
    },
  });
  return { logger: createLogger(level, memory), lines };
}
