import { describe, expect, it } from 'vitest';
import { parseEnv } from './env-schema';

const BUILT_IN = { MODE: 'production', DEV: false, PROD: true, BASE_URL: '/' };
const HOSTED = { VITE_SUPABASE_URL: 'https://abcd.supabase.co', VITE_SUPABASE_ANON_KEY: 'anon-key' };

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

describe('parseEnv: the sign-in service', () => {
  it('when neither Supabase value is set, then the embedded service is used', () => {
    const env = parseEnv({ ...BUILT_IN, VITE_SUPABASE_URL: '', VITE_SUPABASE_ANON_KEY: '' });

    expect(env.authMode).toBe('local');
    expect(env.supabase).toBeNull();
  });

  it('when both Supabase values are set, then the hosted service is used with them', () => {
    const env = parseEnv({ ...BUILT_IN, ...HOSTED });

    expect(env.authMode).toBe('supabase');
    expect(env.supabase).toEqual({ url: 'https://abcd.supabase.co', anonKey: 'anon-key' });
    expect(Object.isFrozen(env.supabase)).toBe(true);
  });

  it.each([
    ['the URL alone', { VITE_SUPABASE_URL: HOSTED.VITE_SUPABASE_URL }],
    ['the key alone', { VITE_SUPABASE_ANON_KEY: HOSTED.VITE_SUPABASE_ANON_KEY }],
  ])('when %s is set, then startup fails saying both are needed', (_case, values) => {
    expect(() => parseEnv({ ...BUILT_IN, ...values })).toThrow(/VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY are set together or not at all/);
  });

  it('when the Supabase URL is not an http(s) URL, then startup fails naming it', () => {
    expect(() => parseEnv({ ...BUILT_IN, ...HOSTED, VITE_SUPABASE_URL: 'ftp://abcd.supabase.co' })).toThrow(
      /- VITE_SUPABASE_URL: must be an http\(s\) URL/,
    );
  });
});

describe('parseEnv: the hosted basemap', () => {
  it('when a basemap and its credit are set, then both are carried as given', () => {
    const env = parseEnv({
      ...BUILT_IN,
      VITE_BASEMAP_STYLE_URL: 'https://tiles.example.org/{z}/{x}/{y}.png',
      VITE_BASEMAP_ATTRIBUTION: '© OpenStreetMap contributors',
    });

    expect(env.VITE_BASEMAP_STYLE_URL).toBe('https://tiles.example.org/{z}/{x}/{y}.png');
    expect(env.VITE_BASEMAP_ATTRIBUTION).toBe('© OpenStreetMap contributors');
  });
});
