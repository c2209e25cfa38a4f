// Makes any text safe for the PDF's standard fonts, which can only show the WinAnsi (Windows-1252) characters.

/** The characters Windows-1252 places in 0x80–0x9F; with 0x20–0x7E and 0xA0–0xFF they are all the standard fonts can show. */
const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/** Characters the data and the rules engine use that WinAnsi lacks, written the way a reader expects. */
const REPLACEMENTS: Readonly<Record<string, string>> = {
  '≤': '<=',
  '≥': '>=',
  '≠': '!=',
  '≈': '~',
  '→': '->',
  '←': '<-',
  '↔': '<->',
  '⇒': '=>',
  '−': '-',
  '‐': '-',
  '‑': '-',
  '‒': '-',
  '―': '—',
  '′': "'",
  '″': '"',
  '∙': '·',
  '⋅': '·',
  '√': 'sqrt',
  '∞': 'infinity',
  '\u00a0': ' ',
  '\u2009': ' ',
  '\u202f': ' ',
  '\u2002': ' ',
  '\u2003': ' ',
  '\u200b': '',
  '\ufeff': '',
  '\t': ' ',
  '\r': '',
  '⁴': '4',
  '₂': '2',
  'ł': 'l',
  'Ł': 'L',
  'đ': 'd',
  'Đ': 'D',
  'ı': 'i',
};

function isWinAnsi(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.has(char);
}

function replaceOne(char: string): string {
  const replacement = REPLACEMENTS[char];
  if (replacement !== undefined) return replacement;
  if (char === '\n' || isWinAnsi(char)) return char;
  // Accented letters outside Latin-1 (ă, ś, ő…) keep their base letter rather than turning into '?'.
  const base = char.normalize('NFKD').replace(/\p{M}/gu, '');
  if (base !== char && [...base].every(isWinAnsi)) return base;
  return '?';
}

/**
 * The text as the standard fonts can draw it: ≤ → '<=', → → '->', non-breaking and odd spaces → ' ',
 * accents outside Latin-1 dropped, anything else unknown → '?'. Line breaks ('\n') are kept for the wrapper.
 */
export function toWinAnsi(text: string): string {
  let out = '';
  for (const char of text) out += replaceOne(char);
  return out;
}
