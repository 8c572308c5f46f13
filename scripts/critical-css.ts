/**
 * The part of the app's stylesheet that index.html's own markup uses: its prerendered first
 * screen, the preview cards' template and the classes the first cards script adds. The build puts
 * it inside the page (vite.config.ts), and links the whole stylesheet after the page's content,
 * so the first paint parses and matches some 16 kB of CSS instead of 43.
 *
 * Tailwind itself builds it, from the same src/styles/index.css, with the page's class names as
 * its only candidates: the theme, the base styles and the page's own rules (dark colours, the
 * card height) come whole, the utilities only as the page uses them.
 */
import { readFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compile, optimize } from '@tailwindcss/node';

export const STYLESHEET = fileURLToPath(new URL('../src/styles/index.css', import.meta.url));

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&quot;': '"',
  '&#39;': "'",
  '&lt;': '<',
  '&gt;': '>',
};

/**
 * Class names in `html`: every `class` attribute, and `data-first-cell`, whose value the first
 * cards script adds to a card's classes (boot-scripts.ts).
 */
export function classNames(html: string): Set<string> {
  const names = new Set<string>();
  for (const [, value = ''] of html.matchAll(/\s(?:class|data-first-cell)="([^"]*)"/g)) {
    const text = value.replace(/&(?:amp|quot|#39|lt|gt);/g, (entity) => ENTITIES[entity] ?? '');
    for (const name of text.split(/\s+/)) if (name) names.add(name);
  }
  return names;
}

/** The minified stylesheet for the class names in `html`. */
export async function criticalCss(html: string, stylesheet = STYLESHEET): Promise<string> {
  const compiler = await compile(await readFile(stylesheet, 'utf8'), {
    base: dirname(stylesheet),
    onDependency: () => {},
  });
  return optimize(compiler.build([...classNames(html)]), { minify: true }).code;
}
