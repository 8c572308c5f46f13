/** Generated logos: the company's initials on a colour picked from its slug. */
import { createHash } from 'node:crypto';
import { hashString } from '../prng.ts';

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

/** HSL to #rrggbb; hex colours work in every SVG renderer. */
function hslToHex(h: number, s: number, l: number): string {
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number) => {
    const k = (n + h / 30) % 12;
    const value = l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

/** Dark enough for white initials to pass WCAG AA contrast on every hue. */
export function logoColour(slug: string): string {
  return hslToHex(hashString(slug) % 360, 0.55, 0.28);
}

export function logoSvg(name: string, slug: string): string {
  const label = escapeXml(name);
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128" role="img">',
    `<title>${label}</title>`,
    `<rect width="128" height="128" rx="24" fill="${logoColour(slug)}"/>`,
    '<text x="64" y="64" dy="0.35em" text-anchor="middle" fill="#ffffff" font-size="52" font-weight="600"',
    ` font-family="system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif">${escapeXml(initials(name))}</text>`,
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
