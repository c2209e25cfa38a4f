// An import's progress for people: cli-progress's bar on a terminal (features, MB read, rate, ETA), plain lines every
// few seconds otherwise (CI logs, pipes), with the same numbers.

import { SingleBar } from 'cli-progress';
import type { CityLayer } from '../schema';
import type { ImportProgress } from './import-progress';

export interface ProgressOutput {
  write(text: string): unknown;
  isTTY?: boolean;
}

const MB = 1024 * 1024;

function duration(seconds: number): string {
  if (!Number.isFinite(seconds)) return '?';
  const s = Math.max(0, Math.round(seconds));
  return s < 60 ? `${s} s` : `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, '0')} s`;
}

/** "12.3 of 49.0 MB (25%), 12,345 features, 5.1 MB/s, ETA 7 s". */
export function describeProgress(bytes: number, total: number, features: number, elapsedMs: number): string {
  const rate = elapsedMs > 200 ? (bytes / MB / elapsedMs) * 1000 : undefined;
  const percent = total > 0 ? Math.min(100, Math.floor((bytes / total) * 100)) : 100;
  const eta = rate ? `, ETA ${duration((total - bytes) / MB / rate)}` : '';
  return (
    `${(bytes / MB).toFixed(1)} of ${(total / MB).toFixed(1)} MB (${percent}%), ${features.toLocaleString('en-CA')} features, ` +
    `${rate === undefined ? '…' : rate.toFixed(1)} MB/s${eta}`
  );
}

interface Current {
  layer: CityLayer;
  file: string;
  total: number;
  startedAt: number;
  bytes: number;
  features: number;
}

/** Plain lines: one when a file starts, one every `everyMs` at most while it is read, one when it is done. */
export function plainLineProgress(output: ProgressOutput, everyMs = 5_000, now: () => number = Date.now): ImportProgress {
  let current: Current | null = null;
  let printedAt = 0;
  const print = () => {
    if (current) output.write(`  ${current.layer}: ${describeProgress(current.bytes, current.total, current.features, now() - current.startedAt)}\n`);
  };
  return {
    start(layer, file, bytes) {
      current = { layer, file, total: bytes, startedAt: now(), bytes: 0, features: 0 };
      printedAt = now();
      output.write(`  ${layer}: reading ${file} (${(bytes / MB).toFixed(1)} MB)\n`);
    },
    update(bytes, features) {
      if (!current) return;
      current.bytes = bytes;
      current.features = features;
      if (now() - printedAt >= everyMs) {
        printedAt = now();
        print();
      }
    },
    stop() {
      print();
      current = null;
    },
  };
}

/** cli-progress's bar, redrawn a few times a second. */
export function terminalBarProgress(output: ProgressOutput & NodeJS.WritableStream): ImportProgress {
  let bar: SingleBar | null = null;
  let current: Current | null = null;
  const payload = () => ({ detail: current ? describeProgress(current.bytes, current.total, current.features, Date.now() - current.startedAt) : '' });
  return {
    start(layer, file, bytes) {
      current = { layer, file, total: bytes, startedAt: Date.now(), bytes: 0, features: 0 };
      bar = new SingleBar({ stream: output, format: ` ${layer.padEnd(22)} |{bar}| {detail}`, barsize: 24, hideCursor: true, fps: 5 });
      bar.start(bytes, 0, payload());
    },
    update(bytes, features) {
      if (!current || !bar) return;
      current.bytes = bytes;
      current.features = features;
      bar.update(bytes, payload());
    },
    stop() {
      bar?.update(current?.bytes ?? 0, payload());
      bar?.stop();
      bar = null;
      current = null;
    },
  };
}

/** The bar on a terminal, plain lines elsewhere. */
export function importProgressFor(output: ProgressOutput & NodeJS.WritableStream): ImportProgress {
  return output.isTTY ? terminalBarProgress(output) : plainLineProgress(output);
}
