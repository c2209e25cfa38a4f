// The typed confirmation account deletion asks for (spec §5).

export const DELETE_CONFIRMATION_TEXT = 'DELETE MY ACCOUNT';
export const DELETE_CONFIRMATION_MESSAGE = 'Please type "DELETE MY ACCOUNT" exactly to confirm.';

/** The spec says "typed exactly": no trimming, no case folding, so a stray space gets the message above. */
export function isDeleteConfirmed(typed: string): boolean {
  return typed === DELETE_CONFIRMATION_TEXT;
}
