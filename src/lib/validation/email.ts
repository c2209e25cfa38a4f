// The shared e-mail checks (spec §5): normalising, validity with the spec's messages, disposable domains, typo hints.
import { DISPOSABLE_EMAIL_DOMAINS, EMAIL_DOMAIN_TYPOS, OTHER_KNOWN_EMAIL_DOMAINS, POPULAR_EMAIL_DOMAINS } from './email-domains';

export interface EmailCheck {
  valid: boolean;
  /** The address trimmed and lower-cased, as every check and call uses it. */
  email: string;
  error: string | null;
  /** A did-you-mean address for a misspelt mail domain, or null. */
  suggestion: string | null;
}

export const EMAIL_MESSAGES = {
  required: 'Email is required',
  tooLong: 'Email is too long (max 254 characters)',
  pattern: 'Please enter a valid email address',
  consecutiveDots: 'Email cannot contain consecutive dots',
  edgeDot: 'Email cannot start or end with a dot',
  localTooLong: 'Email username part is too long',
  domainTooLong: 'Email domain is too long',
} as const;

export const DISPOSABLE_EMAIL_MESSAGE = 'Please use a permanent email address (disposable emails are not allowed)';

const MAX_EMAIL_LENGTH = 254;
const MAX_LOCAL_LENGTH = 64;
const MAX_DOMAIN_LENGTH = 253;

// Local part: the printable characters RFC 5322 allows unquoted (dots are judged by their own rules first).
// Domain: labels of letters, digits and inner hyphens, each ≤ 63, ending in a top-level name of 2+ letters.
// No nested quantifiers over the same characters, so a long hostile input cannot make it backtrack badly.
const EMAIL_PATTERN = /^[a-z0-9!#$%&'*+/=?^_`{|}~.-]+@(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

export function normalizeEmail(raw: string): string {
  return raw.trim().toLowerCase();
}

/** Splits at the last '@' (the only one in a valid address); null when there is no '@'. */
function splitAddress(email: string): { local: string; domain: string } | null {
  const at = email.lastIndexOf('@');
  if (at < 0) return null;
  return { local: email.slice(0, at), domain: email.slice(at + 1) };
}

/**
 * The first rule the address breaks, or null. The dot rules run before the pattern so their own messages
 * show; the part lengths run before the total, because a domain over 253 characters always makes the whole
 * address longer than 254 and its message could otherwise never appear.
 */
function firstEmailProblem(email: string, requiredMessage: string): string | null {
  if (email === '') return requiredMessage;
  if (email.includes('..')) return EMAIL_MESSAGES.consecutiveDots;
  const parts = splitAddress(email);
  if (email.startsWith('.') || email.endsWith('.') || parts?.local.startsWith('.') || parts?.local.endsWith('.')) {
    return EMAIL_MESSAGES.edgeDot;
  }
  if (!parts || !EMAIL_PATTERN.test(email)) return EMAIL_MESSAGES.pattern;
  if (parts.local.length > MAX_LOCAL_LENGTH) return EMAIL_MESSAGES.localTooLong;
  if (parts.domain.length > MAX_DOMAIN_LENGTH) return EMAIL_MESSAGES.domainTooLong;
  if (email.length > MAX_EMAIL_LENGTH) return EMAIL_MESSAGES.tooLong;
  return null;
}

export function validateEmail(raw: string, options: { requiredMessage?: string } = {}): EmailCheck {
  const email = normalizeEmail(raw);
  const error = firstEmailProblem(email, options.requiredMessage ?? EMAIL_MESSAGES.required);
  return { valid: error === null, email, error, suggestion: suggestEmail(email) };
}

/** True for an address at a known throwaway-inbox service or any subdomain of one. */
export function isDisposableEmail(email: string): boolean {
  const domain = splitAddress(normalizeEmail(email))?.domain;
  if (!domain) return false;
  const labels = domain.split('.');
  // Every suffix of two or more labels: a.b.mailinator.com → b.mailinator.com → mailinator.com.
  for (let i = 0; i < labels.length - 1; i += 1) {
    if (DISPOSABLE_EMAIL_DOMAINS.has(labels.slice(i).join('.'))) return true;
  }
  return false;
}

/** Edit distance counting a swap of two neighbouring letters as one slip (optimal string alignment). */
function typingDistance(a: string, b: string): number {
  const rows: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 0; j <= b.length; j += 1) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = best;
    }
  }
  return rows[a.length]![b.length]!;
}

/** The popular domain a misspelt one most likely meant: one slip away, or two for names of 9+ characters. */
function closestPopularDomain(domain: string): string | null {
  const allowed = domain.length >= 9 ? 2 : 1;
  let best: { domain: string; distance: number } | null = null;
  for (const candidate of POPULAR_EMAIL_DOMAINS) {
    // Lengths further apart than the allowed slips cannot match; skipping them also keeps huge inputs cheap.
    if (Math.abs(candidate.length - domain.length) > allowed) continue;
    const distance = typingDistance(domain, candidate);
    if (distance <= allowed && (!best || distance < best.distance)) best = { domain: candidate, distance };
  }
  return best?.domain ?? null;
}

/** Did-you-mean for a misspelt mail domain: the whole corrected address, or null when nothing better is known. */
export function suggestEmail(email: string): string | null {
  const parts = splitAddress(normalizeEmail(email));
  if (!parts || parts.local === '' || parts.domain === '') return null;
  const { local, domain } = parts;
  if (POPULAR_EMAIL_DOMAINS.includes(domain) || OTHER_KNOWN_EMAIL_DOMAINS.has(domain)) return null;
  // A throwaway inbox is refused on its own terms; "did you mean hotmail.com" for yopmail.com would mislead.
  if (isDisposableEmail(email)) return null;
  // Own keys only: a typed domain such as "constructor" must not find Object.prototype's.
  const fixed = (Object.hasOwn(EMAIL_DOMAIN_TYPOS, domain) ? EMAIL_DOMAIN_TYPOS[domain] : undefined) ?? closestPopularDomain(domain);
  return fixed ? `${local}@${fixed}` : null;
}
