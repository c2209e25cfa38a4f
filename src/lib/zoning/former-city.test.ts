import { describe, expect, it } from 'vitest';
import { isFormerCityArea } from './former-city';

describe('isFormerCityArea', () => {
  it('when the zone is flagged, then it is a former city area', () => {
    expect(isFormerCityArea({ isFormerCityArea: true, code: 'RD', label: 'RD (f12.0)' })).toBe(true);
  });

  it("when the code is 'Former' in any case, then it is a former city area", () => {
    expect(isFormerCityArea({ code: 'FORMER', label: '' })).toBe(true);
  });

  it('when the code is missing or blank, then it is a former city area', () => {
    expect(isFormerCityArea({ label: 'something' })).toBe(true);
    expect(isFormerCityArea({ code: '  ', label: 'something' })).toBe(true);
  });

  it('when the label mentions Former, then it is a former city area', () => {
    expect(isFormerCityArea({ code: 'X', label: 'Former City of Toronto By-law 438-86' })).toBe(true);
  });

  it('when a 569-2013 zone has a code and an ordinary label, then it is not', () => {
    expect(isFormerCityArea({ isFormerCityArea: false, code: 'CR', label: 'CR 3.0 (c2.0; r2.5) SS2 (x345)' })).toBe(false);
  });
});
