// Street-abbreviation expansion and address normalisation shared by the search box and the gazetteer.

// Maps, not object literals: the keys are typed by users, and "constructor" must not find Object.prototype's.

/** The spec's list (§5): expanded in what the user typed before searching. */
const SPEC_STREET_TYPES: ReadonlyMap<string, string> = new Map([
  ['ave', 'Avenue'],
  ['blvd', 'Boulevard'],
  ['st', 'Street'],
  ['rd', 'Road'],
  ['dr', 'Drive'],
]);

/** The suffixes the City writes in LINEAR_NAME_FULL, so typed and official names compare equal. */
const CITY_STREET_TYPES: ReadonlyMap<string, string> = new Map([
  ...SPEC_STREET_TYPES,
  ['av', 'Avenue'],
  ['cres', 'Crescent'],
  ['crt', 'Court'],
  ['ct', 'Court'],
  ['terr', 'Terrace'],
  ['ter', 'Terrace'],
  ['pl', 'Place'],
  ['sq', 'Square'],
  ['gdns', 'Gardens'],
  ['pkwy', 'Parkway'],
  ['hwy', 'Highway'],
  ['ln', 'Lane'],
  ['cir', 'Circle'],
  ['crcl', 'Circle'],
  ['grv', 'Grove'],
  ['gt', 'Gate'],
  ['hts', 'Heights'],
  ['pk', 'Park'],
  ['trl', 'Trail'],
  ['expy', 'Expressway'],
  ['mews', 'Mews'],
]);

const DIRECTIONS: ReadonlyMap<string, string> = new Map([['w', 'West'], ['e', 'East'], ['n', 'North'], ['s', 'South']]);

const FULL_STREET_TYPES = new Set([...CITY_STREET_TYPES.values()].map((t) => t.toLowerCase()));
const FULL_DIRECTIONS = new Set([...DIRECTIONS.values()].map((d) => d.toLowerCase()));

function isStreetType(word: string): boolean {
  const lower = word.toLowerCase();
  return CITY_STREET_TYPES.has(lower) || FULL_STREET_TYPES.has(lower);
}

function isDirection(word: string): boolean {
  const lower = word.toLowerCase();
  return DIRECTIONS.has(lower) || FULL_DIRECTIONS.has(lower);
}

/**
 * "St" opening a street name and followed by a name word is Saint ("St Clair Ave W", "St George St"),
 * not Street; expanding it would make "100 st clair" miss St Clair Ave.
 */
function isSaint(previous: string | undefined, next: string | undefined): boolean {
  const opensName = previous === undefined || /^\d/.test(previous);
  return opensName && next !== undefined && !isDirection(next) && !isStreetType(next);
}

const WORD = /^([A-Za-z]+)(\.?)(.*)$/s;

/**
 * Expands ave, blvd, st, rd and dr (any case, with or without a dot) and a w/e/n/s that follows a street
 * type: "100 queen st w" → "100 queen Street West". Everything else is left as typed.
 */
export function expandStreetAbbreviations(query: string): string {
  const parts = query.split(/(\s+)/);
  // Indexes of the non-blank parts, so each word can see its neighbours across the whitespace.
  const wordAt = parts.flatMap((part, i) => (part.trim() === '' ? [] : [i]));
  const wordOf = (k: number): string | undefined => {
    const index = wordAt[k];
    return index === undefined ? undefined : (WORD.exec(parts[index] ?? '')?.[1] ?? parts[index]);
  };
  let previousIsStreetType = false;
  wordAt.forEach((index, k) => {
    const match = WORD.exec(parts[index] ?? '');
    if (!match) {
      previousIsStreetType = false;
      return;
    }
    const [, word = '', , rest = ''] = match;
    const lower = word.toLowerCase();
    const saint = lower === 'st' && isSaint(wordOf(k - 1), wordOf(k + 1));
    const expansion = saint ? undefined
      : (SPEC_STREET_TYPES.get(lower) ?? (previousIsStreetType ? DIRECTIONS.get(lower) : undefined));
    if (expansion !== undefined) parts[index] = `${expansion}${rest}`;
    previousIsStreetType = !saint && rest === '' && isStreetType(word);
  });
  return parts.join('');
}

/** Lower-case words with accents, apostrophes and other punctuation removed. */
export function tokenizeAddress(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’`]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter((t) => t !== '');
}

/** Expands one normalised token in its context; see isSaint for why "st" needs its neighbours. */
function expandToken(tokens: readonly string[], i: number): string {
  const token = tokens[i] ?? '';
  const previous = i > 0 ? tokens[i - 1] : undefined;
  const next = tokens[i + 1];
  if (token === 'st' && isSaint(previous, next)) return 'saint';
  const type = CITY_STREET_TYPES.get(token);
  if (type) return type.toLowerCase();
  const direction = DIRECTIONS.get(token);
  // A lone letter after the house number is a unit or a typo, not a direction.
  if (direction && previous !== undefined && !/^\d/.test(previous)) return direction.toLowerCase();
  return token;
}

/**
 * One canonical form for comparing addresses: "100 Queen St W", "100 queen street west" and
 * "100 Queen St. W." all become "100 queen street west".
 */
export function normalizeAddress(text: string): string {
  return expandAddressTokens(tokenizeAddress(text)).join(' ');
}

/** normalizeAddress for text already split by tokenizeAddress, so a caller can keep each token's origin. */
export function expandAddressTokens(tokens: readonly string[]): string[] {
  return tokens.map((_, i) => expandToken(tokens, i));
}
