/** Colours of a generated logo, picked from its slug so a company keeps its colours. */
import { hashString } from '../prng.ts';

/** HSL to #rrggbb; hex colours work in every SVG renderer. */
export function hslToHex(h: number, s: number, l: number): string {
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

export interface Palette {
  /** Dark enough for white text to pass WCAG AA on every hue. */
  dark: string;
  /** A second hue for shapes next to the dark one. */
  accent: string;
  /** A pale ground for marks drawn in the dark colour (which passes AA on it). */
  light: string;
}

export function paletteFor(slug: string): Palette {
  const hash = hashString(slug);
  const hue = hash % 360;
  const accentHue = (hue + 30 + ((hash >>> 9) % 120)) % 360;
  return {
    dark: hslToHex(hue, 0.55, 0.28),
    accent: hslToHex(accentHue, 0.65, 0.52),
    light: hslToHex(hue, 0.35, 0.95),
  };
}
