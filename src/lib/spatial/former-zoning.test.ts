import { describe, expect, it } from 'vitest';
import { isFormerZoning } from './former-zoning';

describe('isFormerZoning', () => {
  it('when ZN_STATUS is 5, then it is a former by-law area whatever its code and label', () => {
    expect(isFormerZoning({ ZN_STATUS: 5, ZN_ZONE: 'RD', ZN_STRING: 'RD (f13.5; a510; d0.45)' })).toBe(true);
  });

  it('when the code is Former or the label names a former by-law, then it is a former by-law area', () => {
    expect(isFormerZoning({ ZN_STATUS: 0, ZN_ZONE: 'Former', ZN_STRING: 'R2 Z0.6' })).toBe(true);
    expect(isFormerZoning({ ZN_STATUS: 0, ZN_ZONE: 'R2', ZN_STRING: 'Former City of Toronto By-law 438-86' })).toBe(true);
  });

  it('when a 569-2013 zone has an ordinary status, code and label, then it is not', () => {
    expect(isFormerZoning({ ZN_STATUS: 0, ZN_ZONE: 'CR', ZN_STRING: 'CR 3.0 (c2.0; r2.5) SS2' })).toBe(false);
  });
});
