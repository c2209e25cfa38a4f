import { describe, expect, it } from 'vitest';
import { basemapCreditWarning, creditHtml, isRasterTileTemplate } from './hosted-basemap-settings';

const RASTER = 'https://tiles.example.org/{z}/{x}/{y}.png';
const STYLE = 'https://maps.example.org/styles/streets.json';

describe('isRasterTileTemplate', () => {
  it('when the URL has {z}, then it is a raster tile template, and otherwise a style', () => {
    expect([isRasterTileTemplate(RASTER), isRasterTileTemplate(STYLE)]).toEqual([true, false]);
  });
});

describe('creditHtml', () => {
  it('when a credit has markup characters, then they are escaped and the text reads the same once rendered', () => {
    expect(creditHtml('© <b>Tiles</b> & "Maps" \'R\' Us')).toBe('© &#60;b&#62;Tiles&#60;/b&#62; &#38; &#34;Maps&#34; &#39;R&#39; Us');
  });
});

describe('basemapCreditWarning', () => {
  it('when a raster template is set without a credit, then the warning names both variables', () => {
    const warning = basemapCreditWarning({ styleUrl: RASTER, attribution: '  ' });
    expect(warning).toMatch(/VITE_BASEMAP_STYLE_URL is a raster tile template .* VITE_BASEMAP_ATTRIBUTION is not set/);
  });

  it('when a raster template has its credit, then there is nothing to warn about', () => {
    expect(basemapCreditWarning({ styleUrl: RASTER, attribution: '© OpenStreetMap contributors' })).toBeNull();
  });

  it('when a vector style is set without a credit, then there is nothing to warn about (its sources carry theirs)', () => {
    expect(basemapCreditWarning({ styleUrl: STYLE })).toBeNull();
  });

  it('when no hosted basemap is set, then a credit alone is reported as unused', () => {
    expect(basemapCreditWarning({ attribution: '© OpenStreetMap contributors' })).toMatch(/not shown/);
  });

  it('when neither is set, then there is nothing to warn about', () => {
    expect(basemapCreditWarning({})).toBeNull();
  });
});
