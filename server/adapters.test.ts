import { describe, expect, it } from 'vitest';
import { tinyDataset } from '../tests/fixtures/tiny-dataset';
import { describeAdapters } from './adapters';
import { loadConfig } from './config';

const manifest = { ...tinyDataset().manifest, counts: { centreline: 323, water: 1 } };

describe('the basemap adapter printed at start', () => {
  it('when no hosted basemap is set, then it is the embedded one, counting the dataset’s streets and water', () => {
    expect(describeAdapters(loadConfig({ NODE_ENV: 'test' }), manifest).basemap).toBe(
      'embedded (323 street centrelines and 1 water areas of the dataset; Noto Sans glyphs from /data/fonts)',
    );
  });

  it('when VITE_BASEMAP_STYLE_URL is set, then it is the hosted one at that URL', () => {
    const config = loadConfig({ NODE_ENV: 'test', VITE_BASEMAP_STYLE_URL: 'https://tiles.example.org/{z}/{x}/{y}.png' });

    expect(describeAdapters(config, manifest).basemap).toBe('hosted (https://tiles.example.org/{z}/{x}/{y}.png, as the client was built with it)');
  });

  it('when SPATIAL_BACKEND is postgis, then look-ups are said to come from PostGIS at DATABASE_URL, its password hidden', () => {
    const config = loadConfig({ NODE_ENV: 'test', SPATIAL_BACKEND: 'postgis', DATABASE_URL: 'postgres://app:secret@db.example.org/zonebrief' });

    expect(describeAdapters(config, manifest).spatial).toBe('postgis (postgres://app:***@db.example.org/zonebrief; look-ups shared by the replicas on it)');
    expect(describeAdapters(loadConfig({ NODE_ENV: 'test' }), manifest).spatial).toMatch(/^memory /);
  });
});

describe('the analytics adapter printed at start', () => {
  it('when no measurement id is set, then analytics is none', () => {
    expect(describeAdapters(loadConfig({ NODE_ENV: 'test' }), manifest).analytics).toMatch(/^none /);
  });

  it('when VITE_GA_MEASUREMENT_ID is set, then it is gtag with that id', () => {
    const config = loadConfig({ NODE_ENV: 'test', VITE_GA_MEASUREMENT_ID: 'G-TEST123' });

    expect(describeAdapters(config, manifest).analytics).toMatch(/^gtag \(G-TEST123, /);
  });
});
