// For the fuzz test and `npm run fuzz`: a seeded random source and the hostile values requests are made of —
// prototype keys, NUL, odd unicode, numbers as text, huge text, arrays where objects go, and a few plausible ones.

import { mulberry32 } from '../../src/lib/random/prng';

export interface Random {
  /** A whole number from 0 to n - 1. */
  int(n: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
}

/** The demo generator's mulberry32: the same sequence for the same seed on every machine. */
export function seededRandom(seed: number): Random {
  const next = mulberry32(seed);
  return {
    int: (n) => Math.floor(next() * n),
    pick: (items) => items[Math.floor(next() * items.length)] as (typeof items)[number],
    chance: (probability) => next() < probability,
  };
}

export const PROTOTYPE_KEYS = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', 'prototype', '__defineGetter__', 'isPrototypeOf'];

const ODD_TEXT = [
  '',
  ' ',
  '\t\n',
  'a',
  '\u0000',
  'a\u0000b',
  '%00',
  '%',
  '%zz',
  '%E0%A4%A',
  '\ud800',
  '\udfff\ud800',
  '🏠🏠',
  'Ω≈ç√',
  '\u202eRTL',
  'e\u0301\u0301\u0301',
  '\ufeffBOM',
  '<script>alert(1)</script>',
  "' or 1=1 --",
  '"; drop table reports; --',
  '../../../etc/passwd',
  '..%2f..%2f',
  '${7*7}{{7*7}}',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '-0',
  '0x10',
  '007',
  '9007199254740993',
  '-1',
  '43.6515',
  '-79.3985',
  '1,2',
  'Bearer',
  'x@y',
  'a@b.c',
  'person@example.com',
  'PERSON@EXAMPLE.COM ',
  'person@mailinator.com',
  'Maple!Harbour7Quay',
  '123456',
  '000000',
  '00000000-0000-0000-0000-000000000000',
  'cs_test_0000',
  'single-report',
  'Map Click',
  'Address Search',
  '100 Queen St W',
  '10 Constructor St',
  'recovery',
  'signup',
  'password',
  'refresh_token',
  'auth_code',
  'global',
  'checkout.session.completed',
];

const ODD_NUMBERS = [0, -0, 1, -1, 0.5, 43.6515, -79.3985, 90.0001, -180.5, 1e308, -1e308, 5e-324, 2 ** 53 + 1, 2 ** 31, 2 ** 64];

/** A string from the hostile list, a prototype key, a long run, or a random mix of them. */
export function oddText(random: Random): string {
  const kind = random.int(10);
  if (kind < 5) return random.pick(ODD_TEXT);
  if (kind < 7) return random.pick(PROTOTYPE_KEYS);
  if (kind === 7) return random.pick(['a', '9', '\u0000', 'é', '🏠', '%', ' ']).repeat(random.pick([64, 201, 1_000, 5_000]));
  if (kind === 8) return `${random.pick(ODD_TEXT)} ${random.pick(PROTOTYPE_KEYS)} ${random.pick(ODD_TEXT)}`;
  return String.fromCharCode(...Array.from({ length: 1 + random.int(12) }, () => random.int(0x3000)));
}

/** Any JSON value: text, numbers, booleans, null, arrays and objects (with prototype keys), nested a few levels. */
export function oddValue(random: Random, depth = 0): unknown {
  const kind = random.int(depth > 2 ? 6 : 9);
  if (kind < 3) return oddText(random);
  if (kind === 3) return random.pick(ODD_NUMBERS);
  if (kind === 4) return random.pick([true, false]);
  if (kind === 5) return null;
  if (kind === 6) return Array.from({ length: random.int(4) }, () => oddValue(random, depth + 1));
  if (kind === 7) return oddObject(random, [], depth + 1);
  return String(random.pick(ODD_NUMBERS));
}

/** An object with some of the fields a route reads (each holding any value) plus odd and prototype keys. */
export function oddObject(random: Random, fields: readonly string[], depth = 0): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  for (const field of fields) if (random.chance(0.8)) setOwn(object, field, oddValue(random, depth));
  const extra = random.int(3);
  for (let i = 0; i < extra; i += 1) setOwn(object, random.chance(0.6) ? random.pick(PROTOTYPE_KEYS) : oddText(random), oddValue(random, depth + 1));
  return object;
}

/** object[key] = value, except that "__proto__" becomes an own key (as JSON.parse makes it) rather than the prototype. */
function setOwn(object: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });
}

/** Text as it would sit in a URL: usually encoded, sometimes raw (stray %, spaces, unicode), sometimes doubled. */
export function urlPart(random: Random, text: string): string {
  const kind = random.int(6);
  if (kind < 4) return percentEncode(text);
  if (kind === 4) return percentEncode(percentEncode(text));
  return text.replace(/[#?/\\\s]/g, '');
}

/** encodeURIComponent, except that a lone surrogate (which it refuses) goes out as the bytes of one: invalid UTF-8. */
function percentEncode(text: string): string {
  let encoded = '';
  for (const char of text) encoded += /^[\ud800-\udfff]$/.test(char) ? '%ED%A0%80' : encodeURIComponent(char);
  return encoded;
}
