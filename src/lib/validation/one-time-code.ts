// The e-mailed one-time code (spec §5): six digits, spaces people paste or type in between ignored.

export const ONE_TIME_CODE_MESSAGE = 'Please enter the 6-digit verification code.';

/** The code with all whitespace removed when it is exactly six digits 0-9, otherwise null. */
export function normalizeOneTimeCode(raw: string): string | null {
  const code = raw.replace(/\s+/g, '');
  return /^[0-9]{6}$/.test(code) ? code : null;
}
