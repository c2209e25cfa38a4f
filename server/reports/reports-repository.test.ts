import { describe, expect, it } from 'vitest';
import { pdfPathOf } from './storage';
import { reportIdOf } from './reports-repository';

describe('reportIdOf', () => {
  it("when given a row id, then it is 'ZP-' and the id's first 8 characters, as they are (spec §3)", () => {
    expect(reportIdOf('1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d')).toBe('ZP-1a2b3c4d');
    expect(reportIdOf('ABCDEF12-0000-4000-8000-000000000000')).toBe('ZP-ABCDEF12');
  });

  it('when a report id is made from a uuid, then storage accepts it as a file name', () => {
    expect(pdfPathOf('0b6f8a52-3c1e-4d7a-9f2b-5e8c1a7d3b90', reportIdOf('deadbeef-0000-4000-8000-000000000000'))).toBe(
      '0b6f8a52-3c1e-4d7a-9f2b-5e8c1a7d3b90/ZP-deadbeef.pdf',
    );
  });
});
