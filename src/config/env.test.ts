import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';

const BUILT_IN = { MODE: 'production', DEV: false, PROD: true, BASE_URL: '/' };

describe('parseEnv', () => {
  it('accepts the built-in values and treats empty optional ones as absent', () => {
    const env = parseEnv({ ...BUILT_IN, VITE_GA_MEASUREMENT_ID: '' });
    expect(env.PROD).toBe(true);
    expect(env.VITE_GA_MEASUREMENT_ID).toBeUndefined();
    expect(Object.isFrozen(env)).toBe(true);
  });

  it('fails with a readable list when a value is malformed', () => {
    expect(() => parseEnv({ ...BUILT_IN, VITE_GA_MEASUREMENT_ID: 'UA-123' })).toThrow(/VITE_GA_MEASUREMENT_ID/);
  });
});
