import { afterEach, describe, expect, it, vi } from 'vitest';
import { isRecord, readStoredJson, removeStored, writeStoredJson } from './stored-json';

const asCount = (value: unknown) => (isRecord(value) && typeof value.count === 'number' ? value.count : null);

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});

describe('stored JSON', () => {
  it('when a value is written, then it reads back through the check from the same storage only', () => {
    writeStoredJson('k', 'session', { count: 3 });

    expect(sessionStorage.getItem('k')).toBe('{"count":3}');
    expect(readStoredJson('k', 'session', asCount)).toBe(3);
    expect(readStoredJson('k', 'local', asCount)).toBeNull();
  });

  it.each([
    ['not JSON', '{count:'],
    ['a shape the check refuses', '{"count":"3"}'],
  ])('when the stored text is %s, then it reads as nothing', (_case, text) => {
    localStorage.setItem('k', text);

    expect(readStoredJson('k', 'local', asCount)).toBeNull();
  });

  it('when the check throws, then it reads as nothing', () => {
    localStorage.setItem('k', '{}');

    const refuse = () => {
      throw new RangeError('outside Toronto');
    };

    expect(readStoredJson('k', 'local', refuse)).toBeNull();
  });

  it('when the browser refuses storage, then writing, reading and removing do not throw', () => {
    for (const method of ['getItem', 'setItem', 'removeItem'] as const) {
      vi.spyOn(Storage.prototype, method).mockImplementation(() => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      });
    }

    expect(() => writeStoredJson('k', 'local', 1)).not.toThrow();
    expect(readStoredJson('k', 'local', asCount)).toBeNull();
    expect(() => removeStored('k', 'local')).not.toThrow();
  });
});
