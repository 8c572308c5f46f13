import { act, screen, waitFor } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { memoryLocation } from '@/lib/url-state/memory-location';
import { UrlStateProvider } from '@/lib/url-state/use-url-params';
import { polyfillDialog } from '@/test/dialog-polyfill';
import { TEST_API } from '@/test/fixtures';
import { createTestQueryClient } from '@/test/render';
import { AppRoot } from './app-root';
import { prepareAppPage } from './test/open-app';

/**
 * The page as the build renders it into index.html (scripts/render-first-screen.tsx), adopted by
 * the app as start-app.tsx does: the two renders must agree, or React draws the page again.
 */
beforeAll(polyfillDialog);

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.getElementById('root')?.remove();
  localStorage.clear();
});

function prerenderedPage(): HTMLElement {
  const element = document.createElement('div');
  element.id = 'root';
  element.innerHTML = renderToString(
    <UrlStateProvider location={memoryLocation()}>
      <AppRoot queryClient={createTestQueryClient()} phase="build" apiBase={TEST_API} />
    </UrlStateProvider>,
  );
  document.body.append(element);
  return element;
}

function adopt(element: HTMLElement): unknown[] {
  const mismatches: unknown[] = [];
  prepareAppPage();
  act(() => {
    root = hydrateRoot(
      element,
      <AppRoot queryClient={createTestQueryClient()} phase="adopt" apiBase={TEST_API} />,
      { onRecoverableError: (error) => mismatches.push(error) },
    );
  });
  return mismatches;
}

describe('the prerendered first screen', () => {
  it('is adopted: the header and the filters stay the elements they were, and the cards come', async () => {
    const element = prerenderedPage();
    const header = element.querySelector('header');
    const search = element.querySelector('input[type="search"]');
    expect(header).not.toBeNull();
    const mismatches = adopt(element);
    expect(await screen.findByRole('button', { name: 'Company 60' })).toBeInTheDocument();
    expect(element.querySelector('header')).toBe(header);
    expect(screen.getByRole('searchbox', { name: 'Search channels' })).toBe(search);
    // The preview's card template is the build's alone.
    expect(element.querySelector('template')).toBeNull();
    expect(mismatches).toEqual([]);
  });

  it('adopts the page at an address the build did not know, then shows its sort and the theme chosen', async () => {
    localStorage.setItem('channels:theme', 'dark');
    window.history.replaceState(null, '', '/?sort=name');
    const element = prerenderedPage();
    const mismatches = adopt(element);
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked());
    expect(screen.getByRole('radio', { name: 'System' })).not.toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Sort' })).toHaveValue('name');
    // The cards in the address's order, by name, not the build's (newest first).
    const names = (await screen.findAllByRole('article')).map(
      (card) => card.querySelector('h3')?.textContent ?? '',
    );
    expect(names.length).toBeGreaterThan(1);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(mismatches).toEqual([]);
  });
});
