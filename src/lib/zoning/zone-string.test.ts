import { describe, expect, it } from 'vitest';
import { describeZoneStandards, parseZoneString, type ParsedZoneString } from './zone-string';

const CHAPTER = 'https://www.toronto.ca/zoning/bylaw_amendments/ZBL_NewProvision_Chapter';

/** The parsed fields that carry values, for compact expectations. */
function valuesOf(parsed: ParsedZoneString): Partial<ParsedZoneString> {
  return Object.fromEntries(
    Object.entries(parsed).filter(([key, value]) => key !== 'input' && key !== 'clauses' && value !== null && value !== false && !(Array.isArray(value) && value.length === 0)),
  );
}

/** "label: value" lines, the way a reader sees them. */
function linesOf(label: string): string[] {
  return describeZoneStandards(parseZoneString(label)).map(({ label: name, value }) => `${name}: ${value}`);
}

describe('parseZoneString, the label forms of the City README and the reference', () => {
  it.each<[string, Partial<ParsedZoneString>]>([
    ['RD (f13.5; a510; d0.45) (x42)', { kind: 'by-law-569-2013', zone: 'RD', frontageM: 13.5, lotAreaM2: 510, density: 0.45, exception: 42 }],
    ['RD (f15.0; a555; d0.45) (x42)', { kind: 'by-law-569-2013', zone: 'RD', frontageM: 15, lotAreaM2: 555, density: 0.45, exception: 42 }],
    ['RD (f12.0; a370; d0.6) (x42)', { kind: 'by-law-569-2013', zone: 'RD', frontageM: 12, lotAreaM2: 370, density: 0.6, exception: 42 }],
    ['RM (u4; d0.8)', { kind: 'by-law-569-2013', zone: 'RM', maxUnits: 4, density: 0.8 }],
    ['(H) RM (u4; d0.8)', { kind: 'by-law-569-2013', holding: true, zone: 'RM', maxUnits: 4, density: 0.8 }],
    [
      'CR 3.0 (c2.0; r2.5) SS2 (x345)',
      { kind: 'by-law-569-2013', zone: 'CR', fsiTotal: 3, commercialFsi: 2, residentialFsi: 2.5, standardSet: 2, exception: 345 },
    ],
    ['RA (d2.5)', { kind: 'by-law-569-2013', zone: 'RA', density: 2.5 }],
    ['CL 0.5', { kind: 'by-law-569-2013', zone: 'CL', fsiTotal: 0.5 }],
    ['E 1.0', { kind: 'by-law-569-2013', zone: 'E', fsiTotal: 1 }],
    ['EO 2.0 (e1.5; o1.0)', { kind: 'by-law-569-2013', zone: 'EO', fsiTotal: 2, employmentFsi: 1.5, officeFsi: 1 }],
    ['O', { kind: 'by-law-569-2013', zone: 'O' }],
    ['UT', { kind: 'by-law-569-2013', zone: 'UT' }],
    ['(H) CR 3.0 (c2.0; r2.5) SS3 (x7)', { kind: 'by-law-569-2013', holding: true, zone: 'CR', fsiTotal: 3, commercialFsi: 2, residentialFsi: 2.5, standardSet: 3, exception: 7 }],
    ['CRE (x30)', { kind: 'by-law-569-2013', zone: 'CRE', exception: 30 }],
  ])('reads %s', (label, expected) => {
    expect(valuesOf(parseZoneString(label))).toEqual(expected);
  });

  it('keeps the label as given', () => {
    expect(parseZoneString(' RD  (d0.6) ').input).toBe(' RD  (d0.6) ');
  });

  it('reads a label written without spaces, in lower case, with commas or an "SS 2" split in two', () => {
    expect(valuesOf(parseZoneString('(h)cr 3.0(c2.0, r2.5) SS 2(x345)'))).toEqual({
      kind: 'by-law-569-2013', holding: true, zone: 'CR', fsiTotal: 3, commercialFsi: 2, residentialFsi: 2.5, standardSet: 2, exception: 345,
    });
  });

  it('recognises a former municipal by-law name as not a 569-2013 label', () => {
    expect(valuesOf(parseZoneString('Former City of Toronto By-law 438-86'))).toEqual({
      kind: 'former-bylaw', formerBylaw: 'Former City of Toronto By-law 438-86',
    });
  });

  it('recognises another former by-law by its "By-law" wording', () => {
    expect(parseZoneString('North York Zoning By-law 7625').kind).toBe('former-bylaw');
  });

  it('returns an empty parse for empty or blank input', () => {
    expect(valuesOf(parseZoneString(''))).toEqual({ kind: 'empty' });
    expect(valuesOf(parseZoneString('   '))).toEqual({ kind: 'empty' });
  });

  it('does not throw on a missing label coming from data', () => {
    expect(parseZoneString(undefined as unknown as string).kind).toBe('empty');
  });

  it('returns junk as unrecognised tokens', () => {
    expect(valuesOf(parseZoneString('hello ?? world'))).toEqual({ kind: 'unrecognised', unrecognised: ['hello', '??', 'world'] });
  });

  it('keeps what it could read and lists the rest as unrecognised', () => {
    expect(valuesOf(parseZoneString('RD (f12.0; z9; d0.6; f14.0) HT10 (x42'))).toEqual({
      kind: 'by-law-569-2013', zone: 'RD', frontageM: 12, density: 0.6, exception: 42, unrecognised: ['z9', 'f14.0', 'HT10'],
    });
  });

  it('does not take an unknown symbol for a zone', () => {
    expect(valuesOf(parseZoneString('ZZ 1.0'))).toEqual({ kind: 'unrecognised', unrecognised: ['ZZ', '1.0'] });
  });
});

describe('parseZoneString, clauses as the label writes them', () => {
  it('when a CR label writes c1.0 and SS2, then the clauses keep "c1.0", "3.0" and "SS2", not the parsed numbers', () => {
    expect(parseZoneString('CR 3.0 (c1.0; r2.5) SS2 (x345)').clauses).toEqual({
      fsiTotal: '3.0', commercialFsi: 'c1.0', residentialFsi: 'r2.5', standardSet: 'SS2', exception: 'x345',
    });
  });

  it('when an RD label writes f15.0, then the clause is "f15.0" while the value is 15', () => {
    const parsed = parseZoneString('RD (f15.0; a550) (x5)');

    expect([parsed.frontageM, parsed.clauses]).toEqual([15, { frontageM: 'f15.0', lotAreaM2: 'a550', exception: 'x5' }]);
  });

  it('when "SS 2" is split in two and a clause is repeated, then the set is quoted as written and the repeat is not a clause', () => {
    const parsed = parseZoneString('CR 2 (c1.50; c2.0) SS 2');

    expect([parsed.clauses, parsed.unrecognised]).toEqual([{ fsiTotal: '2', commercialFsi: 'c1.50', standardSet: 'SS 2' }, ['c2.0']]);
  });

  it('when the text is a former by-law name, then no clause is read', () => {
    expect(parseZoneString('Former City of Toronto By-law 438-86').clauses).toEqual({});
  });
});

describe('describeZoneStandards', () => {
  it('describes a residential label with its section and the exception of Chapter 900', () => {
    const standards = describeZoneStandards(parseZoneString('RD (f12.0; a370; d0.6) (x42)'));
    expect(standards).toEqual([
      { kind: 'frontage', label: 'Minimum lot frontage', value: '12.0 m', section: '10.20', url: `${CHAPTER}10_20.htm` },
      { kind: 'lot-area', label: 'Minimum lot area', value: '370 m²', section: '10.20', url: `${CHAPTER}10_20.htm` },
      { kind: 'density', label: 'Maximum density', value: '0.6 × lot area', section: '10.20', url: `${CHAPTER}10_20.htm` },
      { kind: 'exception', label: 'Site-specific exception 42', value: '900.3.10(42)', section: '900.3', url: `${CHAPTER}900_3.htm` },
    ]);
  });

  it('describes the holding provision and dwelling units', () => {
    expect(linesOf('(H) RM (u4; d0.8)')).toEqual([
      'Holding provision (H): Development limited until the holding symbol is lifted',
      'Maximum dwelling units: 4 per lot',
      'Maximum density: 0.8 × lot area',
    ]);
  });

  it('describes a commercial residential label with its standard set', () => {
    expect(linesOf('CR 3.0 (c2.0; r2.5) SS2 (x345)')).toEqual([
      'Maximum total density: 3.0 × lot area',
      'Maximum commercial density: 2.0 × lot area',
      'Maximum residential density: 2.5 × lot area',
      'Development standard set: SS2',
      'Site-specific exception 345: 900.11.10(345)',
    ]);
  });

  it('names section 40.10 for the CR standards', () => {
    const sections = describeZoneStandards(parseZoneString('CR 3.0 (c2.0; r2.5) SS2')).map((s) => s.section);
    expect(sections).toEqual(['40.10', '40.10', '40.10', '40.10']);
  });

  it('describes employment and office densities', () => {
    expect(linesOf('EO 2.0 (e1.5; o1.0)')).toEqual([
      'Maximum total density: 2.0 × lot area',
      'Maximum employment density: 1.5 × lot area',
      'Maximum office density: 1.0 × lot area',
    ]);
  });

  it('describes a single total density', () => {
    expect(linesOf('CL 0.5')).toEqual(['Maximum total density: 0.5 × lot area']);
    expect(linesOf('E 1.0')).toEqual(['Maximum total density: 1.0 × lot area']);
    expect(linesOf('RA (d2.5)')).toEqual(['Maximum density: 2.5 × lot area']);
  });

  it('gives no standards for a bare symbol', () => {
    expect(describeZoneStandards(parseZoneString('O'))).toEqual([]);
    expect(describeZoneStandards(parseZoneString('UT'))).toEqual([]);
  });

  it('names no section where the reference has none (UT)', () => {
    expect(describeZoneStandards(parseZoneString('UT (x3)'))).toEqual([
      { kind: 'exception', label: 'Site-specific exception 3', value: 'Listed in Chapter 900', url: `${CHAPTER}900.htm` },
    ]);
  });

  it('gives no 569-2013 standards for a former by-law, junk or empty input', () => {
    expect(describeZoneStandards(parseZoneString('Former City of Toronto By-law 438-86'))).toEqual([]);
    expect(describeZoneStandards(parseZoneString('d0.6 f12'))).toEqual([]);
    expect(describeZoneStandards(parseZoneString(''))).toEqual([]);
  });
});
