// isUuid: the canonical hex form only.

import { describe, expect, it } from 'vitest';
import { isUuid } from './uuid';

describe('isUuid', () => {
  it('when a value is a UUID in either case, then it is accepted', () => {
    expect(isUuid('5d2e7c1a-0000-4000-8000-00000000beef')).toBe(true);
    expect(isUuid('5D2E7C1A-0000-4000-8000-00000000BEEF')).toBe(true);
  });

  it('when a value is not exactly a UUID, then it is refused', () => {
    for (const value of ['', 'not-a-uuid', '5d2e7c1a00004000800000000000beef', ' 5d2e7c1a-0000-4000-8000-00000000beef', '5d2e7c1a-0000-4000-8000-00000000beeg']) {
      expect(isUuid(value)).toBe(false);
    }
  });
});
