/**
 * Letters that NFKD does not split into a base letter plus marks, so stripping combining marks
 * alone would leave them: "Øresund" must be found by "oresund", "Straße" by "strasse".
 */
const SPECIAL_LETTERS: Record<string, string> = {
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  ß: 'ss',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
  ħ: 'h',
  ŧ: 't',
  ŋ: 'n',
  ĸ: 'k',
  ſ: 's',
  '\u2018': "'",
  '\u2019': "'",
  '\u201c': '"',
  '\u201d': '"',
  '\u2013': '-',
  '\u2014': '-',
};

const SPECIAL_PATTERN = new RegExp(`[${Object.keys(SPECIAL_LETTERS).join('')}]`, 'g');
const COMBINING_MARKS = /\p{M}/gu;
const WHITESPACE = /\s+/g;
const NON_ASCII = /[\u0080-\uffff]/;

/**
 * Folds text for matching: lower case, accents and other marks removed, letters without a
 * decomposition spelled out in Latin, compatibility forms (ligatures, full-width letters)
 * unified, whitespace collapsed. Applied to both the records and the query, so matching works in
 * both directions ("koln" finds "Köln", "Köln" finds "Koln").
 */
export function foldText(text: string): string {
  // Most names are plain ASCII: skip normalisation for them (the index folds 50,000 records).
  if (!NON_ASCII.test(text)) return text.toLowerCase().replace(WHITESPACE, ' ').trim();
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(COMBINING_MARKS, '')
    .replace(SPECIAL_PATTERN, (letter) => SPECIAL_LETTERS[letter] ?? letter)
    .replace(WHITESPACE, ' ')
    .trim();
}
