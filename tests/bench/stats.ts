// Small statistics and formatting helpers for the benchmarks.

export function percentile(sorted: ArrayLike<number>, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

export function median(values: number[]): number {
  return percentile(Float64Array.from(values).sort(), 50);
}

/** "measured vs target" with the ratio, and whether the target is met. */
export function verdict(label: string, measured: number, target: number, better: 'lower' | 'higher', unit: string): string {
  const met = better === 'lower' ? measured <= target : measured >= target;
  const ratio = better === 'lower' ? measured / target : target / measured;
  return `${met ? 'PASS' : 'MISS'}  ${label}: ${fmt(measured)} ${unit} (target ${better === 'lower' ? '≤' : '≥'} ${fmt(target)} ${unit}; ${ratio.toFixed(2)}× of budget)`;
}

export function fmt(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  if (Math.abs(value) >= 100) return Math.round(value).toLocaleString('en-CA');
  return value.toFixed(value >= 10 ? 1 : 2);
}
