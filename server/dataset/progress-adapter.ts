// Progress for people on the data commands, data:fetch's downloads and data:import's files: cli-progress's bar on a
// terminal, plain lines every few seconds otherwise (CI logs, pipes), with the same numbers. The one module that
// imports cli-progress.

import { SingleBar } from 'cli-progress';
import type { CityLayer } from '../../src/lib/spatial/schema';
import type { ImportProgress } from './import/import-progress';

export interface ProgressOutput {
  write(text: string): unknown;
  isTTY?: boolean;
}

const MB = 1024 * 1024;

/** "310 KB" under a megabyte, "12.3 MB" from there on. */
export function formatBytes(bytes: number): string {
  return bytes < MB ? `${Math.ceil(bytes / 1024)} KB` : `${(bytes / MB).toFixed(1)} MB`;
}

export function formatDuration(seconds: number): string {
  if (!Number.isFinite(seconds)) return '?';
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return `${s} s`;
  if (s < 3600) return `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, '0')} s`;
  return `${Math.floor(s / 3600)} h ${String(Math.floor((s % 3600) / 60)).padStart(2, '0')} min`;
}

/**
 * cli-progress's bar: the label, the bar, then the figures (its `detail`). The cursor is left visible: a Ctrl-C mid-run
 * (which the next run resumes) must not leave it hidden.
 */
function createBar(output: NodeJS.WritableStream, label: string, barsize: number): SingleBar {
  return new SingleBar({ stream: output, format: ` ${label} |{bar}| {detail}`, barsize, hideCursor: false, fps: 5 });
}

// Downloads (data:fetch).

/** What a download tells about itself while it runs. */
export interface TransferProgress {
  /** Bytes of the file now on disk (counting what a resumed download already had) and the size, once known. */
  update(bytes: number, total?: number): void;
  /** A line of its own beside the bar: a retry, a resume, a restart. */
  note(text: string): void;
  /** The transfer is over (done or failed): the last state is printed and the bar let go. */
  stop(): void;
}

export type TransferProgressFactory = (label: string) => TransferProgress;

/** Transfer rate over the last few seconds, so a stall shows as one rather than being averaged away. */
export class RateMeter {
  private readonly samples: { at: number; bytes: number }[] = [];

  constructor(private readonly windowMs = 5_000) {}

  add(at: number, bytes: number): void {
    this.samples.push({ at, bytes });
    while (this.samples.length > 2 && at - this.samples[1]!.at >= this.windowMs) this.samples.shift();
  }

  /** Bytes per second, or undefined before two samples a moment apart. */
  bytesPerSecond(): number | undefined {
    const first = this.samples[0];
    const last = this.samples.at(-1);
    if (!first || !last || last.at - first.at < 200) return undefined;
    return ((last.bytes - first.bytes) * 1000) / (last.at - first.at);
  }
}

/** "12.3 MB of 49.0 MB (25%), 5.1 MB/s, ETA 7 s"; without a known size, "12.3 MB, 5.1 MB/s". */
export function describeTransfer(bytes: number, total: number | undefined, bytesPerSecond: number | undefined): string {
  const rate = bytesPerSecond === undefined ? '… MB/s' : `${(bytesPerSecond / MB).toFixed(1)} MB/s`;
  if (!total) return `${formatBytes(bytes)}, ${rate}`;
  const percent = Math.min(100, Math.floor((bytes / total) * 100));
  const eta = bytesPerSecond && bytes < total ? `, ETA ${formatDuration((total - bytes) / bytesPerSecond)}` : '';
  return `${formatBytes(bytes)} of ${formatBytes(total)} (${percent}%), ${rate}${eta}`;
}

/** Plain lines for logs and pipes: one at the start, one every `everyMs` at most, and one at the end. */
export function plainLineTransferProgress(output: ProgressOutput, now: () => number = Date.now, everyMs = 5_000): TransferProgressFactory {
  return (label) => {
    const meter = new RateMeter();
    let last = { bytes: 0, total: undefined as number | undefined };
    let printedAt: number | undefined;
    const print = () => output.write(`  ${label}: ${describeTransfer(last.bytes, last.total, meter.bytesPerSecond())}\n`);
    return {
      update(bytes, total) {
        const at = now();
        meter.add(at, bytes);
        last = { bytes, total: total ?? last.total };
        if (printedAt === undefined || at - printedAt >= everyMs) {
          printedAt = at;
          print();
        }
      },
      note(text) {
        output.write(`  ${label}: ${text}\n`);
      },
      stop() {
        print();
      },
    };
  };
}

/** cli-progress's bar on a terminal; the numbers are the same as the plain lines'. */
export function terminalBarTransferProgress(output: ProgressOutput & NodeJS.WritableStream): TransferProgressFactory {
  return (label) => {
    const meter = new RateMeter();
    const bar = createBar(output, label, 30);
    let started = false;
    let total: number | undefined;
    return {
      update(bytes, size) {
        meter.add(Date.now(), bytes);
        total = size ?? total;
        const payload = { detail: describeTransfer(bytes, total, meter.bytesPerSecond()) };
        if (!started) {
          bar.start(total ?? 0, bytes, payload);
          started = true;
        } else {
          if (total) bar.setTotal(total);
          bar.update(bytes, payload);
        }
      },
      note(text) {
        // Printed above the bar: cli-progress redraws it on its next tick.
        if (started) output.write('\r\x1b[K');
        output.write(`  ${label}: ${text}\n`);
      },
      stop() {
        if (started) bar.stop();
      },
    };
  };
}

/** The bar on a terminal, plain lines elsewhere (CI logs, pipes). */
export function transferProgressFor(output: ProgressOutput & NodeJS.WritableStream): TransferProgressFactory {
  return output.isTTY ? terminalBarTransferProgress(output) : plainLineTransferProgress(output);
}

// Imports (data:import, and data:fetch once downloaded).

/** "12.3 of 49.0 MB (25%), 12,345 features, 5.1 MB/s, ETA 7 s". */
export function describeProgress(bytes: number, total: number, features: number, elapsedMs: number): string {
  const rate = elapsedMs > 200 ? (bytes / MB / elapsedMs) * 1000 : undefined;
  const percent = total > 0 ? Math.min(100, Math.floor((bytes / total) * 100)) : 100;
  const eta = rate ? `, ETA ${formatDuration((total - bytes) / MB / rate)}` : '';
  return (
    `${(bytes / MB).toFixed(1)} of ${(total / MB).toFixed(1)} MB (${percent}%), ${features.toLocaleString('en-CA')} features, ` +
    `${rate === undefined ? '…' : rate.toFixed(1)} MB/s${eta}`
  );
}

interface FileBeingRead {
  layer: CityLayer;
  total: number;
  startedAt: number;
  bytes: number;
  features: number;
}

/** Plain lines: one when a file starts, one every `everyMs` at most while it is read, one when it is done. */
export function plainLineImportProgress(output: ProgressOutput, everyMs = 5_000, now: () => number = Date.now): ImportProgress {
  let current: FileBeingRead | null = null;
  let printedAt = 0;
  const print = () => {
    if (current) output.write(`  ${current.layer}: ${describeProgress(current.bytes, current.total, current.features, now() - current.startedAt)}\n`);
  };
  return {
    start(layer, file, bytes) {
      current = { layer, total: bytes, startedAt: now(), bytes: 0, features: 0 };
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
export function terminalBarImportProgress(output: ProgressOutput & NodeJS.WritableStream): ImportProgress {
  let bar: SingleBar | null = null;
  let current: FileBeingRead | null = null;
  const payload = () => ({ detail: current ? describeProgress(current.bytes, current.total, current.features, Date.now() - current.startedAt) : '' });
  return {
    start(layer, _file, bytes) {
      current = { layer, total: bytes, startedAt: Date.now(), bytes: 0, features: 0 };
      bar = createBar(output, layer.padEnd(22), 24);
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
  return output.isTTY ? terminalBarImportProgress(output) : plainLineImportProgress(output);
}
