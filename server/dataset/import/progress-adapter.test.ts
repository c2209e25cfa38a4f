import { describe, expect, it } from 'vitest';
import { describeProgress, plainLineProgress } from './progress-adapter';

const MB = 1024 * 1024;

describe('import progress', () => {
  it('when a quarter of a file is read in 2 s, then it shows MB read, features, the rate and the time left', () => {
    expect(describeProgress(12 * MB, 48 * MB, 12_345, 2_000)).toBe('12.0 of 48.0 MB (25%), 12,345 features, 6.0 MB/s, ETA 6 s');
  });

  it('when stdout is not a terminal, then it prints a line at the start, at most one every 5 s, and one at the end', () => {
    const lines: string[] = [];
    let now = 0;
    const progress = plainLineProgress({ write: (text: string) => lines.push(text) }, 5_000, () => now);
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
