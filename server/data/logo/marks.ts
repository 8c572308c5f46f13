/**
 * The styles of generated logos, drawn in a 128×128 box: a monogram tile, a ringed badge, a
 * hexagon, geometric marks of overlapping shapes, diagonal bands, and a wordmark. Each gets the
 * company's name as text (already XML-escaped), its palette and a few bits of its slug's hash
 * to vary the shapes.
 */
import type { Palette } from './palette.ts';

export interface MarkInput {
  /** Up to two initials, escaped. */
  initials: string;
  /** The first word of the name, escaped, for a wordmark. */
  word: string;
  palette: Palette;
  /** Bits of the slug's hash for variations within a style. */
  bits: number;
}

const FONT =
  'font-family="system-ui, -apple-system, \'Segoe UI\', Roboto, Helvetica, Arial, sans-serif"';

const text = (content: string, size: number, fill: string, y = 64) =>
  `<text x="64" y="${y}" dy="0.35em" text-anchor="middle" fill="${fill}" font-size="${size}" font-weight="600" ${FONT}>${content}</text>`;

const monogram = ({ initials, palette }: MarkInput) =>
  `<rect width="128" height="128" rx="24" fill="${palette.dark}"/>${text(initials, 52, '#ffffff')}`;

const badge = ({ initials, palette }: MarkInput) =>
  [
    `<rect width="128" height="128" rx="24" fill="${palette.light}"/>`,
    `<circle cx="64" cy="64" r="52" fill="none" stroke="${palette.accent}" stroke-width="5"/>`,
    `<circle cx="64" cy="64" r="43" fill="${palette.dark}"/>`,
    text(initials.charAt(0), 48, '#ffffff'),
  ].join('');

const hexagon = ({ initials, palette }: MarkInput) =>
  [
    `<polygon points="64,6 114,35 114,93 64,122 14,93 14,35" fill="${palette.dark}"/>`,
    `<polygon points="64,20 102,42 102,86 64,108 26,86 26,42" fill="none" stroke="${palette.accent}" stroke-width="3"/>`,
    text(initials, 40, '#ffffff'),
  ].join('');

/** Three overlapping shapes: circles, squares or a triangle, placed by the hash. */
const geometric = ({ palette, bits }: MarkInput) => {
  const shapes = [
    (x: number, y: number, fill: string) => `<circle cx="${x}" cy="${y}" r="26" fill="${fill}"/>`,
    (x: number, y: number, fill: string) =>
      `<rect x="${x - 24}" y="${y - 24}" width="48" height="48" rx="6" fill="${fill}" transform="rotate(${15 * (bits % 4)} ${x} ${y})"/>`,
    (x: number, y: number, fill: string) =>
      `<polygon points="${x},${y - 28} ${x + 28},${y + 22} ${x - 28},${y + 22}" fill="${fill}"/>`,
  ];
  const at = [
    [46, 50],
    [82, 50],
    [64, 82],
  ] as const;
  const fills = [palette.dark, palette.accent, palette.dark];
  const drawn = at.map(([x, y], i) => {
    const shape = shapes[(bits >>> (2 * i)) % shapes.length] ?? shapes[0];
    return shape?.(x, y, fills[i] ?? palette.dark) ?? '';
  });
  return `<rect width="128" height="128" rx="24" fill="${palette.light}"/><g opacity="0.92">${drawn.join('')}</g>`;
};

/** Diagonal bands across a dark tile. */
const bands = ({ palette, bits }: MarkInput) => {
  const count = 3 + (bits % 2);
  const stripes = Array.from({ length: count }, (_, i) => {
    const x = 8 + i * (112 / count);
    const fill = i % 2 === 0 ? palette.accent : '#ffffff';
    return `<rect x="${x.toFixed(1)}" y="-20" width="${(56 / count).toFixed(1)}" height="168" fill="${fill}" opacity="${i % 2 === 0 ? 1 : 0.85}" transform="rotate(35 64 64)"/>`;
  });
  return `<clipPath id="t"><rect width="128" height="128" rx="24"/></clipPath><g clip-path="url(#t)"><rect width="128" height="128" fill="${palette.dark}"/>${stripes.join('')}</g>`;
};

/** The first word of the name, sized to its length, underlined in the accent colour. */
const wordmark = ({ word, palette }: MarkInput) => {
  // Entities count as one character; a long word is squeezed into the width rather than cut.
  const length = word.replace(/&#\d+;/g, '_').length;
  const size = Math.min(36, Math.floor(180 / Math.max(length, 1)));
  const fit = length > 7 ? ' textLength="104" lengthAdjust="spacingAndGlyphs"' : '';
  return [
    `<rect width="128" height="128" rx="24" fill="${palette.light}"/>`,
    `<text x="64" y="60" dy="0.35em" text-anchor="middle" fill="${palette.dark}" font-size="${size}" font-weight="700"${fit} ${FONT}>${word}</text>`,
    `<rect x="24" y="86" width="80" height="6" rx="3" fill="${palette.accent}"/>`,
  ].join('');
};

export const MARKS = { monogram, badge, hexagon, geometric, bands, wordmark } as const;
export type MarkStyle = keyof typeof MARKS;
