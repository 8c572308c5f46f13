import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_SHORTCUT_TARGET } from '@/lib/search-shortcut';
import { polyfillDialog } from '@/test/dialog-polyfill';
import { KeyboardShortcuts } from './keyboard-shortcuts';

beforeAll(polyfillDialog);

/** The shortcuts on a page with a search field (marked as the app's is) and other fields. */
function Page() {
  const [query, setQuery] = useState('');
  return (
    <>
      <KeyboardShortcuts />
      <label>
        Search channels
        <input
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          {...SEARCH_SHORTCUT_TARGET}
        />
      </label>
      <label>
        Notes
        <textarea />
      </label>
      <label>
        Sort
        <select>
          <option>Newest</option>
        </select>
      </label>
      <div role="textbox" aria-label="Editor" contentEditable suppressContentEditableWarning />
      <button type="button">Somewhere else</button>
    </>
  );
}

function setup() {
  const user = userEvent.setup();
  render(<Page />);
  const search = screen.getByRole('searchbox', { name: 'Search channels' });
  const elsewhere = screen.getByRole('button', { name: 'Somewhere else' });
  return { user, search, elsewhere };
}

const openDialog = () => screen.queryByRole('dialog', { name: 'Keyboard shortcuts' });

describe('keyboard shortcuts', () => {
  it('"/" goes to the search field, its text selected, without typing the slash', async () => {
    const { user, search, elsewhere } = setup();
    await user.type(search, 'cork');
    await user.click(elsewhere);

    await user.keyboard('/');
    expect(search).toHaveFocus();
    expect(search).toHaveValue('cork');
    // Selected: what is typed next replaces the old search.
    await user.keyboard('dublin');
    expect(search).toHaveValue('dublin');
  });

  it('"?" opens the list of shortcuts; Escape closes it and focus goes back', async () => {
    const { user, elsewhere } = setup();
    await user.click(elsewhere);

    await user.keyboard('?');
    const dialog = screen.getByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    // The keys of the grid and the map, each with what it does (the list's code loads on opening).
    expect(await within(dialog).findByText('Go to the search field')).toBeInTheDocument();
    for (const text of [
      'Go to the search field',
      'Page Down',
      'Move to the card beside, above or below',
      'Go to the first or the last loaded card',
      'Open the company panel of the card',
      'Leave the list, to what comes after it or before it (with nothing after it, Control+End goes to the last card)',
      'Go from country to country (those with channels, A to Z)',
    ])
      expect(within(dialog).getByText(text)).toBeInTheDocument();
    // Symbols a screen reader may skip have a spoken name.
    expect(within(dialog).getByText('Question mark')).toBeInTheDocument();
    expect(within(dialog).getByText('Space')).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(openDialog()).not.toBeInTheDocument());
    expect(elsewhere).toHaveFocus();
  });

  it('opens from the header button too, and Close returns focus to it', async () => {
    const { user } = setup();
    const button = screen.getByRole('button', { name: 'Keyboard shortcuts' });
    await user.click(button);
    const dialog = screen.getByRole('dialog', { name: 'Keyboard shortcuts' });

    // "/" does not reach for the search field behind an open dialog.
    await user.keyboard('/');
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(openDialog()).not.toBeInTheDocument());
    expect(button).toHaveFocus();
  });

  it.each([
    ['the search field', () => screen.getByRole('searchbox', { name: 'Search channels' })],
    ['a text area', () => screen.getByRole('textbox', { name: 'Notes' })],
    ['an editable region', () => screen.getByRole('textbox', { name: 'Editor' })],
  ])('nothing fires while typing in %s', async (_, field) => {
    const { user } = setup();
    const target = field();
    await user.click(target);

    await user.keyboard('a/b?c');
    expect(target).toHaveFocus();
    expect(openDialog()).not.toBeInTheDocument();
    const typed = target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement;
    expect(typed ? target.value : target.textContent).toBe('a/b?c');
  });

  it('nothing fires from a select either', async () => {
    const { user } = setup();
    const select = screen.getByRole('combobox', { name: 'Sort' });
    select.focus();
    await user.keyboard('/?');
    expect(select).toHaveFocus();
    expect(openDialog()).not.toBeInTheDocument();
  });

  it('leaves keys with Control, Alt or Meta to the browser', async () => {
    const { user, search, elsewhere } = setup();
    await user.click(elsewhere);
    await user.keyboard('{Control>}/{/Control}{Alt>}?{/Alt}{Meta>}/{/Meta}');
    expect(search).not.toHaveFocus();
    expect(openDialog()).not.toBeInTheDocument();
  });
});
