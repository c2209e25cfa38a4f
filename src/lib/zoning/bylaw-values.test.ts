import { describe, expect, it } from 'vitest';
import { BYLAW_VALUES, citeValue, shortCite, type BylawValue } from './bylaw-values';

const PAGE = /^https:\/\/www\.toronto\.ca\/zoning\/bylaw_amendments\/ZBL_NewProvision_Chapter[\d_]+\.htm$/;
const REGULATION = /^\d+\.\d+\.\d+\.\d+(\(\d+\))(\([A-Z]\))?(\([ivx]+\))?$/;

/** What an entry lacks: a regulation, a source page, a consolidation date or the reason there is none. */
function missing(value: BylawValue): string[] {
  const gaps: string[] = [];
  if (!REGULATION.test(value.regulation)) gaps.push('regulation');
  if (!PAGE.test(value.url)) gaps.push('source page');
  if (value.value.trim() === '' || value.subject.trim() === '') gaps.push('value');
  const dated = value.consolidatedOn !== null && /^\d{4}-\d{2}-\d{2}$/.test(value.consolidatedOn);
  const undatedWithReason = value.consolidatedOn === null && (value.undatedBecause ?? '').trim() !== '';
  if (!dated && !undatedWithReason) gaps.push('consolidation date');
  return gaps;
}

describe('BYLAW_VALUES, the reviewed table of by-law values', () => {
  it.each(Object.entries(BYLAW_VALUES))('when %s is read, then it carries its regulation, its page and its consolidation date', (_key, value) => {
    expect(missing(value)).toEqual([]);
  });

  it('when an entry lacks its page or its date and the reason, then the check finds it', () => {
    const entry = BYLAW_VALUES['cr-uses-c'];

    expect(missing({ ...entry, url: '' })).toEqual(['source page']);
    expect(missing({ ...entry, consolidatedOn: null, undatedBecause: null })).toEqual(['consolidation date']);
    expect(missing({ ...entry, regulation: '40.10' })).toEqual(['regulation']);
  });

  it('when the CR uses are read, then "c" and "r" hold the lists of 40.10.20.10(1)(A) and (B) from the CR page', () => {
    expect([BYLAW_VALUES['cr-uses-c'].regulation, BYLAW_VALUES['cr-uses-r'].regulation]).toEqual(['40.10.20.10(1)(A)', '40.10.20.10(1)(B)']);
    expect(BYLAW_VALUES['cr-uses-c'].value.split(', ')).toHaveLength(26);
    expect(BYLAW_VALUES['cr-uses-r'].value).toMatch(/^Dwelling Unit in a permitted building type in Clause 40\.10\.20\.40, Hospice Care Home/);
  });

  it('when an article was inferred from the numbering, then its citation says so', () => {
    const sets = BYLAW_VALUES['cr-standard-sets'];

    expect(citeValue(sets)).toBe("40.10.1.10(2) (article inferred from the by-law's numbering)");
    expect(shortCite(sets)).toBe('40.10.1.10(2) (inferred)');
    expect(shortCite({ ...sets, regulationBasis: 'read' })).toBe('40.10.1.10(2)');
  });
});
