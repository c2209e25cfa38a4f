// The shared password check (spec §5): rule messages, a 0-4 strength score with its level, checklist and hints.
import { COMMON_PASSWORDS } from './common-passwords';

export type PasswordLevel = 'very-weak' | 'weak' | 'fair' | 'good' | 'strong';
export type PasswordRequirementId = 'length' | 'lowercase' | 'uppercase' | 'number' | 'special' | 'no-spaces' | 'uncommon';

export interface PasswordRequirement {
  id: PasswordRequirementId;
  label: string;
  met: boolean;
}

export interface PasswordCheck {
  valid: boolean;
  /** 0 to 4; halves appear after the repeat and sequence penalties. */
  score: number;
  level: PasswordLevel;
  /** Spec messages of the rules broken, in rule order; the forms show the first. */
  errors: string[];
  requirements: PasswordRequirement[];
  /** Short hints toward a stronger password. */
  feedback: string[];
}

export const PASSWORD_MESSAGES = {
  required: 'Password is required',
  tooShort: 'Password must be at least 8 characters long',
  tooLong: 'Password must be less than 128 characters',
  lowercase: 'Password must contain lowercase letters',
  uppercase: 'Password must contain uppercase letters',
  number: 'Password must contain numbers',
  special: 'Password must contain special characters',
  common: 'Please choose a less common password',
  spaces: 'Password cannot contain spaces',
  insecure: 'Password does not meet security requirements',
} as const;

export const PASSWORD_FEEDBACK = {
  repeats: 'Avoid repeated characters like "aaa"',
  sequences: 'Avoid sequences like "123" or "abc"',
  longer: 'Add more characters for a stronger password',
  common: 'Avoid common words and passwords',
} as const;

export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;
/** The lowest score a valid password may have. */
export const MIN_VALID_SCORE = 2.5;
/** From this length on, the "add more characters" hint stops. */
const COMFORTABLE_LENGTH = 12;

// Runs of three that read as a sequence, forwards or backwards: the alphabet, digits and the keyboard rows.
const SEQUENCE_SOURCES = ['abcdefghijklmnopqrstuvwxyz', '01234567890', 'qwertyuiop', 'asdfghjkl', 'zxcvbnm'];

const LOWERCASE = /\p{Ll}/u;
const UPPERCASE = /\p{Lu}/u;
const DIGIT = /\p{Nd}/u;
const SPECIAL = /[^\p{L}\p{N}\s]/u;
const WHITESPACE = /\s/u;
const REPEATED = /(.)\1\1/su;

/** True for a listed password, also when it only adds digits or symbols at the end ('Toronto2024!'). */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  const withoutTrailingSymbols = lower.replace(/[^\p{L}\p{N}]+$/u, '');
  const withoutTrailingDigitsAndSymbols = lower.replace(/[^\p{L}]+$/u, '');
  return [lower, withoutTrailingSymbols, withoutTrailingDigitsAndSymbols].some((candidate) => COMMON_PASSWORDS.has(candidate));
}

function hasRepeatedCharacters(password: string): boolean {
  return REPEATED.test(password);
}

function hasSequence(password: string): boolean {
  const lower = password.toLowerCase();
  for (let i = 0; i + 3 <= lower.length; i += 1) {
    const run = lower.slice(i, i + 3);
    const backwards = [...run].reverse().join('');
    if (SEQUENCE_SOURCES.some((source) => source.includes(run) || source.includes(backwards))) return true;
  }
  return false;
}

/**
 * Score before penalties, 0-4: length gives up to 2 (8-11 characters 1, 12-15 1.5, 16+ 2) and each kind of
 * character present (lowercase, uppercase, digit, special) 0.5. A listed password scores 0: it is tried first.
 */
function baseScore(password: string, kinds: number, common: boolean): number {
  if (common) return 0;
  const length = [...password].length;
  const lengthPoints = length >= 16 ? 2 : length >= 12 ? 1.5 : length >= MIN_PASSWORD_LENGTH ? 1 : 0;
  return lengthPoints + kinds * 0.5;
}

/** Levels by score: under 1 very weak, under 2 weak, under 3 fair, under 3.5 good, otherwise strong. */
export function passwordLevel(score: number): PasswordLevel {
  if (score < 1) return 'very-weak';
  if (score < 2) return 'weak';
  if (score < 3) return 'fair';
  if (score < 3.5) return 'good';
  return 'strong';
}

export function checkPassword(password: string): PasswordCheck {
  const length = [...password].length;
  const has = {
    lowercase: LOWERCASE.test(password),
    uppercase: UPPERCASE.test(password),
    number: DIGIT.test(password),
    special: SPECIAL.test(password),
  };
  const common = password !== '' && isCommonPassword(password);
  const spaces = WHITESPACE.test(password);
  const repeats = hasRepeatedCharacters(password);
  const sequence = hasSequence(password);

  const kinds = Object.values(has).filter(Boolean).length;
  const penalties = (repeats ? 0.5 : 0) + (sequence ? 0.5 : 0);
  const score = Math.min(4, Math.max(0, baseScore(password, kinds, common) - penalties));

  const requirements: PasswordRequirement[] = [
    { id: 'length', label: 'At least 8 characters', met: length >= MIN_PASSWORD_LENGTH },
    { id: 'lowercase', label: 'A lowercase letter', met: has.lowercase },
    { id: 'uppercase', label: 'An uppercase letter', met: has.uppercase },
    { id: 'number', label: 'A number', met: has.number },
    { id: 'special', label: 'A special character (like ! @ # ?)', met: has.special },
    { id: 'no-spaces', label: 'No spaces', met: password !== '' && !spaces },
    { id: 'uncommon', label: 'Not a common password', met: password !== '' && !common },
  ];

  const errors: string[] = [];
  if (password === '') {
    errors.push(PASSWORD_MESSAGES.required);
  } else {
    if (length < MIN_PASSWORD_LENGTH) errors.push(PASSWORD_MESSAGES.tooShort);
    if (length > MAX_PASSWORD_LENGTH) errors.push(PASSWORD_MESSAGES.tooLong);
    if (!has.lowercase) errors.push(PASSWORD_MESSAGES.lowercase);
    if (!has.uppercase) errors.push(PASSWORD_MESSAGES.uppercase);
    if (!has.number) errors.push(PASSWORD_MESSAGES.number);
    if (!has.special) errors.push(PASSWORD_MESSAGES.special);
    if (common) errors.push(PASSWORD_MESSAGES.common);
    if (spaces) errors.push(PASSWORD_MESSAGES.spaces);
    // Every rule kept, yet repeats and sequences pulled the score under the bar.
    if (errors.length === 0 && score < MIN_VALID_SCORE) errors.push(PASSWORD_MESSAGES.insecure);
  }

  const feedback: string[] = [];
  if (repeats) feedback.push(PASSWORD_FEEDBACK.repeats);
  if (sequence) feedback.push(PASSWORD_FEEDBACK.sequences);
  if (common) feedback.push(PASSWORD_FEEDBACK.common);
  if (password !== '' && length < COMFORTABLE_LENGTH) feedback.push(PASSWORD_FEEDBACK.longer);

  return { valid: errors.length === 0, score, level: passwordLevel(score), errors, requirements, feedback };
}
