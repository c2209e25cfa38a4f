import { describe, expect, it } from 'vitest';
import { bodyFields } from './body';

describe('bodyFields', () => {
  it('when the body is a plain object, then its fields are read', () => {
    expect(bodyFields({ productId: 'p1' })).toEqual({ productId: 'p1' });
  });

  it.each([[null], [undefined], ['text'], [42], [['p1']]])('when the body is %j, then it has no fields', (body) => {
    expect(bodyFields(body)).toEqual({});
  });
});
