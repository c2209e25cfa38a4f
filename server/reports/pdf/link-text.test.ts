import { describe, expect, it } from 'vitest';
import { linkTarget } from './link-text';

describe('linkTarget', () => {
  it('when the URL is the City\'s page, then it is linked as it is', () => {
    const url = 'https://www.toronto.ca/zoning/bylaw_amendments/ZBL_NewProvision_Chapter10_20.htm';
    expect(linkTarget(url)).toBe(url);
  });

  it('when the URL holds parentheses, spaces or accents, then they are percent-encoded so the PDF string stays whole', () => {
    expect(linkTarget('https://example.test/a(b)\\é')).toBe('https://example.test/a%28b%29%5C%C3%A9');
  });

  it('when the URL is not http(s), then it is not linked', () => {
    expect(linkTarget('javascript:alert(1)')).toBeNull();
    expect(linkTarget('file:///etc/passwd')).toBeNull();
    expect(linkTarget('')).toBeNull();
  });
});
