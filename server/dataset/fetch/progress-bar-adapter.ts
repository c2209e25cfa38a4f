// A download's progress: cli-progress's bar on a terminal (bytes, MB/s, ETA), plain lines every few seconds otherwise.

import { SingleBar } from 'cli-progress';

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

export interface ProgressOutput {
  write(text: string): unknown;
  isTTY?: boolean;
}

const MB = 1024 * 1024;

/** "310 KB" under a megabyte, "12.3 MB" from there on. */
export function formatBytes(bytes: number): string {
  return bytes < MB ? `${Math.ceil(bytes / 1024)} KB` : `${(bytes / MB).toFixed(1)} MB`;
}

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

export function formatDuration(seconds: number): string {
  if (!Number.isFinite(seconds)) return '?';
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return `${s} s`;
  if (s < 3600) return `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, '0')} s`;
  return `${Math.floor(s / 3600)} h ${String(Math.floor((s % 3600) / 60)).padStart(2, '0')} min`;
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
export function plainLineProgress(output: ProgressOutput, now: () => number = Date.now, everyMs = 5_000): TransferProgressFactory {
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
export function terminalBarProgress(output: ProgressOutput & NodeJS.WritableStream): TransferProgressFactory {
  return (label) => {
    const meter = new RateMeter();
    const bar = new SingleBar({
      stream: output,
      format: ` ${label} |{bar}| {transfer}`,
      barsize: 30,
      hideCursor: false, // a Ctrl-C mid-download (which the next run resumes) must not leave the cursor hidden
      fps: 5,
    });
    let started = false;
    let total: number | undefined;
    return {
      update(bytes, size) {
        meter.add(Date.now(), bytes);
        total = size ?? total;
        const payload = { transfer: describeTransfer(bytes, total, meter.bytesPerSecond()) };
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
  return output.isTTY ? terminalBarProgress(output) : plainLineProgress(output);
}
