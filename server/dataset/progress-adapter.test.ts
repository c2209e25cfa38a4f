import { describe, expect, it } from 'vitest';
import { describeProgress, describeTransfer, formatDuration, plainLineImportProgress, plainLineTransferProgress, RateMeter } from './progress-adapter';

const MB = 1024 * 1024;

describe('download progress as plain lines', () => {
  it('when the size is known, then a line gives MB done of total, percent, MB/s and ETA', () => {
    expect(describeTransfer(12.5 * MB, 50 * MB, 5 * MB)).toBe('12.5 MB of 50.0 MB (25%), 5.0 MB/s, ETA 8 s');
    expect(describeTransfer(100 * 1024, 300 * 1024, 5 * MB)).toBe('100 KB of 300 KB (33%), 5.0 MB/s, ETA 0 s');
  });

  it('when the size is not known, then a line gives MB done and MB/s only', () => {
    expect(describeTransfer(3 * MB, undefined, undefined)).toBe('3.0 MB, … MB/s');
  });

  it('when durations grow, then they read in seconds, minutes or hours', () => {
    expect([42, 125, 7_260].map(formatDuration)).toEqual(['42 s', '2 min 05 s', '2 h 01 min']);
  });

  it('when the rate changes, then the meter reports the last window, not the average since the start', () => {
    const meter = new RateMeter(5_000);
    meter.add(0, 0);
    meter.add(10_000, 100 * MB); // 10 MB/s for 10 s
    meter.add(15_000, 101 * MB); // then a crawl
    meter.add(20_000, 102 * MB);
    expect(meter.bytesPerSecond()).toBeCloseTo((2 * MB) / 10, 0);
  });

  it('when updates come often, then a line is printed at the start, at most every interval, and at the end', () => {
    const lines: string[] = [];
    let now = 0;
    const progress = plainLineTransferProgress({ write: (text: string) => lines.push(text) }, () => now, 5_000)('zoning');

    for (now = 0; now <= 12_000; now += 1_000) progress.update((now / 1_000) * MB, 20 * MB);
    progress.note('resuming at 3.0 MB');
    progress.stop();

    expect(lines).toEqual([
      '  zoning: 0 KB of 20.0 MB (0%), … MB/s\n',
      '  zoning: 5.0 MB of 20.0 MB (25%), 1.0 MB/s, ETA 15 s\n',
      '  zoning: 10.0 MB of 20.0 MB (50%), 1.0 MB/s, ETA 10 s\n',
      '  zoning: resuming at 3.0 MB\n',
      '  zoning: 12.0 MB of 20.0 MB (60%), 1.0 MB/s, ETA 8 s\n',
    ]);
  });
});

describe('import progress', () => {
  it('when a quarter of a file is read in 2 s, then it shows MB read, features, the rate and the time left', () => {
    expect(describeProgress(12 * MB, 48 * MB, 12_345, 2_000)).toBe('12.0 of 48.0 MB (25%), 12,345 features, 6.0 MB/s, ETA 6 s');
  });

  it('when stdout is not a terminal, then it prints a line at the start, at most one every 5 s, and one at the end', () => {
    const lines: string[] = [];
    let now = 0;
    const progress = plainLineImportProgress({ write: (text: string) => lines.push(text) }, 5_000, () => now);
    progress.start('parcels', 'parcels.csv', 10 * MB);
    for (let second = 1; second <= 9; second += 1) {
      now = second * 1_000;
      progress.update(second * MB, second * 1_000);
    }
    progress.stop();
    expect(lines).toEqual([
      '  parcels: reading parcels.csv (10.0 MB)\n',
      '  parcels: 5.0 of 10.0 MB (50%), 5,000 features, 1.0 MB/s, ETA 5 s\n',
      '  parcels: 9.0 of 10.0 MB (90%), 9,000 features, 1.0 MB/s, ETA 1 s\n',
    ]);
  });
});
