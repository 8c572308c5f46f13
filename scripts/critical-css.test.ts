// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { classNames, criticalCss } from './critical-css';

describe('criticalCss', () => {
  it("reads the page's class names, those the first cards script adds included", () => {
    expect([
      ...classNames(
        '<div class="min-h-dvh [&amp;_.animate-pulse]:animate-none"><p class=" a  b"></p><div data-first-cell="hidden lg:flex"></div></div>',
      ),
    ]).toEqual(['min-h-dvh', '[&_.animate-pulse]:animate-none', 'a', 'b', 'hidden', 'lg:flex']);
  });

  it('has the rules of the classes the page uses, the dark theme and base styles, and no others', async () => {
    const css = await criticalCss('<main class="size-12 lg:grid-cols-4 dark:text-emerald-400">');
    expect(css).toContain('.size-12{');
    expect(css).toMatch(/\.lg\\:grid-cols-4\{/);
    expect(css).toMatch(/\.dark\\:text-emerald-400:where\(\[data-theme=dark\]/);
    // The app's own rules and the base styles come whole.
    expect(css).toContain(':root[data-theme=dark]');
    expect(css).toContain('--card-height');
    // A class no element of the page has is left to the whole stylesheet.
    expect(css).not.toContain('.size-10{');
    expect(css).not.toContain('.grid-cols-4{');
    expect(css.length).toBeLessThan(20_000);
  });
});
