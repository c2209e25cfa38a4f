import { describe, expect, it } from 'vitest';
import { DELETE_CONFIRMATION_MESSAGE, DELETE_CONFIRMATION_TEXT, isDeleteConfirmed } from './delete-confirmation';

describe('isDeleteConfirmed', () => {
  it('when the text is typed exactly, then deletion is confirmed', () => {
    expect(isDeleteConfirmed('DELETE MY ACCOUNT')).toBe(true);
  });

  it('when the case differs, then it is not confirmed', () => {
    expect(isDeleteConfirmed('delete my account')).toBe(false);
  });

  it('when there is a space around it, then it is not confirmed (typed exactly means no trimming)', () => {
    expect(isDeleteConfirmed(' DELETE MY ACCOUNT')).toBe(false);
    expect(isDeleteConfirmed('DELETE MY ACCOUNT ')).toBe(false);
  });

  it('when only part is typed, then it is not confirmed', () => {
    expect(isDeleteConfirmed('DELETE')).toBe(false);
    expect(isDeleteConfirmed('')).toBe(false);
  });

  it('exposes the text and the spec message', () => {
    expect(DELETE_CONFIRMATION_TEXT).toBe('DELETE MY ACCOUNT');
    expect(DELETE_CONFIRMATION_MESSAGE).toBe('Please type "DELETE MY ACCOUNT" exactly to confirm.');
  });
});
