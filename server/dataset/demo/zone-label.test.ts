import { describe, expect, it } from 'vitest';
import { formatDecimal, formatZoneLabel, zoningProperties } from './zone-label';

describe('formatZoneLabel', () => {
  it('when a residential zone has frontage, area and density, then they read "(f…; a…; d…)"', () => {
    expect(formatZoneLabel('RD', { f: 12, a: 370, d: 0.6 }, false, null)).toBe('RD (f12.0; a370; d0.6)');
  });

  it('when the zone has an exception, then "(xN)" ends the label', () => {
    expect(formatZoneLabel('RD', { f: 13.5, a: 510, d: 0.45 }, false, 42)).toBe('RD (f13.5; a510; d0.45) (x42)');
  });

  it('when the zone is held, then the label starts with "(H)"', () => {
    expect(formatZoneLabel('RM', { u: 4, d: 0.8 }, true, null)).toBe('(H) RM (u4; d0.8)');
  });

  it('when a mixed-use zone has a total FSI, a split and a standard set, then all appear in order', () => {
    expect(formatZoneLabel('CR', { fsi: 3, c: 2, r: 2.5, ss: 2 }, false, 345)).toBe('CR 3.0 (c2.0; r2.5) SS2 (x345)');
  });

  it('when an employment office zone has employment and office FSI, then they read "(e…; o…)"', () => {
    expect(formatZoneLabel('EO', { fsi: 2, e: 1.5, o: 1 }, false, null)).toBe('EO 2.0 (e1.5; o1.0)');
  });

  it('when a zone has no values, then the label is the symbol alone', () => {
    expect(formatZoneLabel('UT', {}, false, null)).toBe('UT');
    expect(formatZoneLabel('CRE', {}, false, 12)).toBe('CRE (x12)');
    expect(formatZoneLabel('CL', { fsi: 0.5 }, false, null)).toBe('CL 0.5');
  });

  it('when a number is whole, then it keeps one decimal; otherwise it is written as is', () => {
    expect(formatDecimal(9)).toBe('9.0');
    expect(formatDecimal(0.45)).toBe('0.45');
  });
});

describe('zoningProperties', () => {
  it('when the zone has an exception, then the fields name it and cite the zone’s exception section', () => {
    const props = zoningProperties(7, { kind: 'zone', zone: 'RD', params: { f: 13.5, a: 510, d: 0.45 }, holdingId: null, exception: 42 });
    expect(props).toMatchObject({
      OBJECTID: 7, GEN_ZONE: 0, ZN_ZONE: 'RD', FRONTAGE: 13.5, ZN_AREA: 510, DENSITY: 0.45, UNITS: -1, FSI_TOTAL: -1,
      ZN_EXCPTN: 'Y', EXCPTN_NO: 42, ZBL_EXCPTN: '900.3.10(42)', ZBL_CHAPTR: '10', ZBL_SECTN: '10.20', ZN_STATUS: 0,
      ZN_HOLDING: 'N', HOLDING_ID: -1, DEMO: 'Y',
    });
  });

  it('when the zone is held, then ZN_HOLDING is Y with its holding number', () => {
    const props = zoningProperties(1, { kind: 'zone', zone: 'RM', params: { u: 4, d: 0.8 }, holdingId: 17, exception: null });
    expect(props).toMatchObject({ ZN_HOLDING: 'Y', HOLDING_ID: 17, ZN_STRING: '(H) RM (u4; d0.8)', ZN_EXCPTN: 'N', EXCPTN_NO: -1 });
  });

  it('when the land is under a former by-law, then it is status 5 with the by-law named and no zone values', () => {
    const props = zoningProperties(3, { kind: 'former', bylaw: 'North York By-law 7625' });
    expect(props).toMatchObject({
      ZN_STATUS: 5, ZN_ZONE: 'Former', GEN_ZONE: -1, ZN_STRING: 'North York By-law 7625',
      FORMER_BYLAW: 'North York By-law 7625', FSI_TOTAL: -1, ZBL_CHAPTR: '', DEMO: 'Y',
    });
  });
});
