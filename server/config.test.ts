import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('when nothing is set, then it runs on the embedded defaults at port 8080', () => {
    const config = loadConfig({});

    expect(config.PORT).toBe(8080);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.dataDir).toMatch(/\.data$/);
    expect(config.sessionSecret).toHaveLength(64);
  });

  it('when PORT is set, then it overrides the default', () => {
    expect(loadConfig({ PORT: '9123' }).PORT).toBe(9123);
  });

  it('when a variable is set to an empty string, then it counts as unset', () => {
    expect(loadConfig({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  it('when several values are wrong, then one error lists each of them', () => {
    expect(() => loadConfig({ PORT: 'eighty', LOG_LEVEL: 'loud' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'eighty', LOG_LEVEL: 'loud' });
    } catch (error) {
      expect((error as Error).message).toMatch(/PORT/);
      expect((error as Error).message).toMatch(/LOG_LEVEL/);
    }
  });

  it('when NODE_ENV is production without secrets, then it refuses to start and names them', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET[\s\S]*PUBLIC_URL/);
  });

  it('when NODE_ENV is production with a short secret, then it refuses', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'short', PUBLIC_URL: 'https://zonebrief.ca' })).toThrow(/SESSION_SECRET/);
  });

  it('when NODE_ENV is production with its secrets, then it uses them', () => {
    const secret = 'x'.repeat(40);
    const config = loadConfig({ NODE_ENV: 'production', SESSION_SECRET: secret, PUBLIC_URL: 'https://zonebrief.ca' });
    expect(config.sessionSecret).toBe(secret);
  });

  it('when GOOGLE_PLACES_BASE_URL is an http(s) URL, then it is used', () => {
    expect(loadConfig({ GOOGLE_PLACES_BASE_URL: 'http://127.0.0.1:9000' }).GOOGLE_PLACES_BASE_URL).toBe('http://127.0.0.1:9000');
  });

  it('when GOOGLE_PLACES_BASE_URL is not an http(s) URL, then it refuses and names it', () => {
    expect(() => loadConfig({ GOOGLE_PLACES_BASE_URL: 'places.googleapis.com' })).toThrow(/GOOGLE_PLACES_BASE_URL: must be an http\(s\) URL/);
    expect(() => loadConfig({ GOOGLE_PLACES_BASE_URL: 'ftp://example.com' })).toThrow(/GOOGLE_PLACES_BASE_URL/);
  });
});
