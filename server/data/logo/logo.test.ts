/** Generated logos: every style is well-formed SVG with the name escaped, and styles vary. */
import { describe, expect, it } from 'vitest';
import { initials, logoStyle, logoSvg } from './logo.ts';
import { MARKS, type MarkStyle } from './marks.ts';

const STYLES = Object.keys(MARKS) as MarkStyle[];
const hostile = `<script>alert("x")</script> & 'Ó Súilleabháin'`;

function parse(svg: string): Document {
  return new DOMParser().parseFromString(svg, 'image/svg+xml');
}

describe('generated logos', () => {
  it.each(STYLES)('%s: well-formed SVG whose title is the name, however hostile', (style) => {
    const doc = parse(logoSvg(hostile, 'hostile-co', style));
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(doc.documentElement.getAttribute('role')).toBe('img');
    expect(doc.querySelector('title')?.textContent).toBe(hostile);
    expect(doc.querySelector('script')).toBeNull();
  });

  it('writes initials in the monogram, badge and hexagon marks', () => {
    const text = (style: MarkStyle) =>
      parse(logoSvg('Ó Súilleabháin & Co', 'o-suilleabhain-co', style)).querySelector('text')
        ?.textContent;
    expect(text('monogram')).toBe('ÓS');
    expect(text('hexagon')).toBe('ÓS');
    expect(text('badge')).toBe('Ó');
    expect(text('wordmark')).toBe('Súilleabháin');
  });

  it('keeps a slug its mark and colours, and gives neighbours every style', () => {
    expect(logoSvg('Acme', 'acme')).toBe(logoSvg('Acme', 'acme'));
    expect(logoSvg('Acme', 'acme')).not.toBe(logoSvg('Acme', 'acme-1'));
    const styles = new Set(Array.from({ length: 60 }, (_, i) => logoStyle(`company-${i}`)));
    expect([...styles].sort()).toEqual([...STYLES].sort());
  });

  it('takes the first letters of the first two words as initials', () => {
    expect(initials('acme data ltd')).toBe('AD');
    expect(initials('  (Ölfabrik) & Söhne ')).toBe('ÖS');
    expect(initials('***')).toBe('?');
  });
});
