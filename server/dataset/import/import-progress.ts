// How an import reports its progress while it reads a file (a bar on a terminal, plain lines in a log).

import type { CityLayer } from '../../../src/lib/spatial/schema';

export interface ImportProgress {
  /** A layer's file starts being read; `bytes` is its size. */
  start(layer: CityLayer, file: string, bytes: number): void;
  /** Bytes and features read so far from the current file. */
  update(bytesRead: number, features: number): void;
  /** The current file is done (read through, or stopped by an error). */
  stop(): void;
}
