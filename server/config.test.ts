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

  it('when NODE_ENV is not production and HOST is unset, then it listens on 127.0.0.1 only (the dev mailbox is open)', () => {
    expect(loadConfig({}).HOST).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'test', HOST: '' }).HOST).toBe('127.0.0.1');
  });

  it('when HOST is set outside production, then it is used', () => {
    expect(loadConfig({ HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
  });

  it('when PUBLIC_URL is not an http(s) URL, then the configuration is refused, naming it', () => {
    expect(() => loadConfig({ PUBLIC_URL: 'zonebrief.example' })).toThrow(/PUBLIC_URL: must be an http\(s\) URL/);
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
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET[\s\S]*PUBLIC_URL[\s\S]*STRIPE_SECRET_KEY[\s\S]*SMTP_URL/);
  });

  // Test-mode key shapes; nothing here reaches Stripe.
  const STRIPE = { STRIPE_SECRET_KEY: 'sk_test_config', STRIPE_WEBHOOK_SECRET: 'whsec_config' };
  const SMTP = { SMTP_URL: 'smtp://relay.example:587' };

  it('when NODE_ENV is production with a short secret, then it refuses', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'short', PUBLIC_URL: 'https://zonebrief.ca', ...STRIPE, ...SMTP })).toThrow(/SESSION_SECRET/);
  });

  it('when NODE_ENV is production without SMTP_URL, then it refuses (the outbox would keep codes and links in the log)', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40), PUBLIC_URL: 'https://zonebrief.ca', ...STRIPE })).toThrow(
      /SMTP_URL: must be set when NODE_ENV=production/,
    );
  });

  it('when NODE_ENV is production with hosted sign-in and no SMTP_URL, then it starts (Supabase sends the e-mails)', () => {
    const hosted = { SUPABASE_URL: 'https://ref.supabase.co', DATABASE_URL: 'postgres://db.ref.supabase.co/postgres' };
    expect(loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40), PUBLIC_URL: 'https://zonebrief.ca', ...STRIPE, ...hosted }).SMTP_URL).toBeUndefined();
  });

  it('when NODE_ENV is production with its secrets, then it uses them', () => {
    const secret = 'x'.repeat(40);
    const config = loadConfig({ NODE_ENV: 'production', SESSION_SECRET: secret, PUBLIC_URL: 'https://zonebrief.ca', ...STRIPE, ...SMTP });
    expect(config.sessionSecret).toBe(secret);
  });

  it('when NODE_ENV is production, then it listens on 0.0.0.0 unless HOST says otherwise', () => {
    const production = { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40), PUBLIC_URL: 'https://zonebrief.ca', ...STRIPE, ...SMTP };

    expect(loadConfig(production).HOST).toBe('0.0.0.0');
    expect(loadConfig({ ...production, HOST: '10.0.0.5' }).HOST).toBe('10.0.0.5');
  });

  it('when GOOGLE_PLACES_BASE_URL is an http(s) URL, then it is used', () => {
    expect(loadConfig({ GOOGLE_PLACES_BASE_URL: 'http://127.0.0.1:9000' }).GOOGLE_PLACES_BASE_URL).toBe('http://127.0.0.1:9000');
  });

  it('when GOOGLE_PLACES_BASE_URL is not an http(s) URL, then it refuses and names it', () => {
    expect(() => loadConfig({ GOOGLE_PLACES_BASE_URL: 'places.googleapis.com' })).toThrow(/GOOGLE_PLACES_BASE_URL: must be an http\(s\) URL/);
    expect(() => loadConfig({ GOOGLE_PLACES_BASE_URL: 'ftp://example.com' })).toThrow(/GOOGLE_PLACES_BASE_URL/);
  });

  it('when MAIL_FROM is unset or empty, then ZoneBrief\'s no-reply address is the sender', () => {
    expect(loadConfig({}).MAIL_FROM).toBe('ZoneBrief <no-reply@zonebrief.local>');
    expect(loadConfig({ MAIL_FROM: '' }).MAIL_FROM).toBe('ZoneBrief <no-reply@zonebrief.local>');
    expect(loadConfig({ MAIL_FROM: 'ZoneBrief <hello@zonebrief.ca>' }).MAIL_FROM).toBe('ZoneBrief <hello@zonebrief.ca>');
  });

  it('when the Supabase settings are given, then they are read, and a non-URL SUPABASE_URL is refused', () => {
    const config = loadConfig({ SUPABASE_URL: 'https://ref.supabase.co', DATABASE_URL: 'postgres://db.ref.supabase.co/postgres', SUPABASE_SERVICE_ROLE_KEY: 'service', SUPABASE_JWKS_URL: 'http://127.0.0.1:9/jwks' });

    expect(config).toMatchObject({ SUPABASE_URL: 'https://ref.supabase.co', SUPABASE_SERVICE_ROLE_KEY: 'service', SUPABASE_JWKS_URL: 'http://127.0.0.1:9/jwks' });
    expect(() => loadConfig({ SUPABASE_URL: 'ref.supabase.co' })).toThrow(/SUPABASE_URL: must be an http\(s\) URL/);
  });

  it('when SUPABASE_URL is set without DATABASE_URL, then it is refused (its users live in that database)', () => {
    expect(() => loadConfig({ SUPABASE_URL: 'https://ref.supabase.co' })).toThrow(/DATABASE_URL: must point at the Supabase project database/);
  });

  it('when STRIPE_SECRET_KEY is set without STRIPE_WEBHOOK_SECRET, or the other way round, then it is refused and names both', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(/STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET: set both/);
    expect(() => loadConfig({ STRIPE_WEBHOOK_SECRET: 'whsec_1' })).toThrow(/STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET: set both/);
  });

  it('when the Stripe settings are given together, then they are read', () => {
    const config = loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1', STRIPE_API_BASE_URL: 'http://127.0.0.1:12111' });

    expect(config).toMatchObject({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1', STRIPE_API_BASE_URL: 'http://127.0.0.1:12111' });
  });

  it('when STRIPE_API_BASE_URL is not an http(s) URL, then it refuses and names it', () => {
    expect(() => loadConfig({ STRIPE_API_BASE_URL: 'api.stripe.com' })).toThrow(/STRIPE_API_BASE_URL: must be an http\(s\) URL/);
  });

  const LLM = { LLM_BASE_URL: 'http://127.0.0.1:11434/v1', LLM_API_KEY: 'llm-key', LLM_MODEL: 'brief-writer' };

  it('when the three LLM settings are given, then they are read', () => {
    expect(loadConfig(LLM)).toMatchObject(LLM);
  });

  it('when only some LLM settings are given, then it is refused and names all three', () => {
    expect(() => loadConfig({ LLM_BASE_URL: LLM.LLM_BASE_URL, LLM_MODEL: LLM.LLM_MODEL })).toThrow(/LLM_BASE_URL, LLM_API_KEY, LLM_MODEL: set all three/);
    expect(() => loadConfig({ LLM_API_KEY: 'llm-key' })).toThrow(/set all three/);
  });

  it('when LLM_BASE_URL is not an http(s) URL, then it refuses and names it', () => {
    expect(() => loadConfig({ ...LLM, LLM_BASE_URL: 'api.example.com/v1' })).toThrow(/LLM_BASE_URL: must be an http\(s\) URL/);
  });

  it('when CKAN_BASE_URL is unset, then data:fetch asks the City of Toronto’s portal; when set, that one', () => {
    expect(loadConfig({}).CKAN_BASE_URL).toBe('https://ckan0.cf.opendata.inter.prod-toronto.ca');
    expect(loadConfig({ CKAN_BASE_URL: 'http://127.0.0.1:5000' }).CKAN_BASE_URL).toBe('http://127.0.0.1:5000');
    expect(() => loadConfig({ CKAN_BASE_URL: 'ckan.example.org' })).toThrow(/CKAN_BASE_URL: must be an http\(s\) URL/);
  });

  it('when SPATIAL_BACKEND is unset, then look-ups are answered in memory; postgis with DATABASE_URL is read', () => {
    expect(loadConfig({}).SPATIAL_BACKEND).toBe('memory');
    expect(loadConfig({ SPATIAL_BACKEND: '' }).SPATIAL_BACKEND).toBe('memory');
    expect(loadConfig({ SPATIAL_BACKEND: 'postgis', DATABASE_URL: 'postgres://127.0.0.1/zonebrief' }).SPATIAL_BACKEND).toBe('postgis');
  });

  it('when SPATIAL_BACKEND=postgis has no DATABASE_URL, then it is refused and says why', () => {
    expect(() => loadConfig({ SPATIAL_BACKEND: 'postgis' })).toThrow(ConfigError);
    expect(() => loadConfig({ SPATIAL_BACKEND: 'postgis' })).toThrow(/DATABASE_URL: must point at a PostgreSQL database with PostGIS when SPATIAL_BACKEND=postgis/);
  });

  it('when SPATIAL_BACKEND names no backend, then it is refused and names the variable', () => {
    expect(() => loadConfig({ SPATIAL_BACKEND: 'oracle', DATABASE_URL: 'postgres://127.0.0.1/zonebrief' })).toThrow(/SPATIAL_BACKEND: .*"memory"\|"postgis"/);
  });
});
