/**
 * Generated logos, served at /media/logos/<slug>.svg: one of several styles (marks.ts), in
 * colours picked from the slug, so a company always gets the same logo and neighbours differ.
 */
import { createHash } from 'node:crypto';
import { hashString } from '../prng.ts';
import { MARKS, type MarkStyle } from './marks.ts';
import { paletteFor } from './palette.ts';

/** Up to two initials: the first letter or digit of the first two words. */
export function initials(name: string): string {
  const letters: string[] = [];
  for (const word of name.split(/\s+/)) {
    const first = /[\p{L}\p{N}]/u.exec(word)?.[0];
    if (first) letters.push(first.toLocaleUpperCase());
    if (letters.length === 2) break;
  }
  return letters.join('') || '?';
}

function escapeXml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const STYLES = Object.keys(MARKS) as MarkStyle[];

export function logoStyle(slug: string): MarkStyle {
  return STYLES[hashString(`style:${slug}`) % STYLES.length] ?? 'monogram';
}

/** The first real word of a name (three letters or more), at most 14 characters. */
function firstWord(name: string): string {
  const words = name.split(/[\s,&-]+/).filter((part) => /[\p{L}\p{N}]/u.test(part));
  const word = words.find((part) => [...part].length >= 3) ?? words[0] ?? name;
  return [...word].slice(0, 14).join('');
}

export function logoSvg(name: string, slug: string, style = logoStyle(slug)): string {
  const mark = MARKS[style]({
    initials: escapeXml(initials(name)),
    word: escapeXml(firstWord(name)),
    palette: paletteFor(slug),
    bits: hashString(`bits:${slug}`),
  });
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128" role="img">',
    `<title>${escapeXml(name)}</title>`,
    mark,
    '</svg>',
  ].join('');
}

export function etagOf(body: string): string {
  return `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
}

/** If-None-Match: a list of (possibly weak) tags, or "*". */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}
