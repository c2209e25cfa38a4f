import { describe, expect, it } from 'vitest';
import { linkedPage } from './bylaw-links';

const BASE = 'https://www.toronto.ca/zoning/bylaw_amendments/ZBL_NewProvision_Chapter';

describe('linkedPage, the pages the City’s layers link', () => {
  it.each([
    ['Chapter600_20.htm', '600.20', `${BASE}600_20.htm`],
    ['Chapter600_10.htm', '600.10', `${BASE}600_10.htm`],
    ['Chapter150_25.htm', '150.25', `${BASE}150_25.htm`],
    ['Chapter970.htm', 'Chapter 970', `${BASE}970.htm`],
  ])('when a layer links %s, then the brief cites %s at the City’s page', (link, cite, url) => {
    expect(linkedPage(link)).toEqual({ cite, url });
  });

  it.each(['', 'None', ' ', 'https://example.com/Chapter600_20.htm', 'Chapter600_20.html', 'Chapter.htm', undefined, null])(
    'when a layer gives %j, then no page is cited from it',
    (link) => {
      expect(linkedPage(link)).toBeNull();
    },
  );
});
