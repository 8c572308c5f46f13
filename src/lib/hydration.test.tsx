import { act } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  HydrationProvider,
  useHydrating,
  usePrerenderedContents,
  type RenderPhase,
} from './hydration';

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
});

/** The build's HTML for `ui` in a container, as index.html holds it. */
function prerender(ui: (phase: RenderPhase) => React.ReactElement): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(ui('build'));
  document.body.append(container);
  return container;
}

function adopt(container: HTMLElement, ui: React.ReactElement): unknown[] {
  const mismatches: unknown[] = [];
  act(() => {
    root = hydrateRoot(container, ui, { onRecoverableError: (error) => mismatches.push(error) });
  });
  return mismatches;
}

function Status() {
  return <p>{useHydrating() ? 'Loading channels…' : '60 channels loaded'}</p>;
}

function Skeletons() {
  return <div aria-busy="true" {...usePrerenderedContents(<span>skeleton</span>)} />;
}

/** As FilteredFeed: the prerendered skeletons until the page is adopted, then the grid. */
function Cards({ onAdopted }: { onAdopted?: (text: string) => void }) {
  const hydrating = useHydrating();
  useLayoutEffect(() => {
    if (hydrating) onAdopted?.(document.querySelector('[aria-busy]')?.textContent ?? '');
  }, [hydrating, onAdopted]);
  return hydrating ? <Skeletons /> : <div role="feed">Company 60, Company 59</div>;
}

describe('adopting a prerendered page', () => {
  it('renders as the build did, then what the app knows', () => {
    const container = prerender((phase) => (
      <HydrationProvider phase={phase}>
        <Status />
      </HydrationProvider>
    ));
    const paragraph = container.querySelector('p');
    expect(paragraph).toHaveTextContent('Loading channels…');
    const mismatches = adopt(
      container,
      <HydrationProvider phase="adopt">
        <Status />
      </HydrationProvider>,
    );
    expect(container.querySelector('p')).toBe(paragraph);
    expect(paragraph).toHaveTextContent('60 channels loaded');
    expect(mismatches).toEqual([]);
  });

  it('takes prerendered contents as it finds them, changed by a script or not', () => {
    const container = prerender((phase) => (
      <HydrationProvider phase={phase}>
        <Cards />
      </HydrationProvider>
    ));
    expect(container).toHaveTextContent('skeleton');
    // index.html's first cards script puts the first page's cards in the skeletons' place.
    container.querySelector('[aria-busy]')!.innerHTML = '<article>Company 60</article>';
    const adopted = vi.fn();
    const mismatches = adopt(
      container,
      <HydrationProvider phase="adopt">
        <Cards onAdopted={adopted} />
      </HydrationProvider>,
    );
    // Not drawn again as skeletons in between: the preview's cards stay until the grid's come.
    expect(adopted).toHaveBeenCalledExactlyOnceWith('Company 60');
    expect(container).toHaveTextContent('Company 60, Company 59');
    expect(mismatches).toEqual([]);
  });
});
