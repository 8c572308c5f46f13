import { act, render, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SearchField } from './search-field';

function Harness({ onEscape }: { onEscape: () => void }) {
  const [value, setValue] = useState('');
  return (
    // The Escape that the field lets through reaches what is around it (a dialog, the page).
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div onKeyDown={(event) => event.key === 'Escape' && onEscape()}>
      <SearchField value={value} onChange={setValue} />
    </div>
  );
}

describe('SearchField', () => {
  it('Escape clears a non-empty search and keeps focus in the field', async () => {
    const user = userEvent.setup();
    const onEscape = vi.fn();
    render(<Harness onEscape={onEscape} />);
    const field = screen.getByRole('searchbox', { name: 'Search channels' });
    await user.type(field, 'cork');

    await user.keyboard('{Escape}');
    expect(field).toHaveValue('');
    expect(field).toHaveFocus();
    expect(onEscape).not.toHaveBeenCalled();
  });

  it('Escape in an empty search goes on to what is around it', async () => {
    const user = userEvent.setup();
    const onEscape = vi.fn();
    render(<Harness onEscape={onEscape} />);
    await user.click(screen.getByRole('searchbox', { name: 'Search channels' }));

    await user.keyboard('{Escape}');
    expect(onEscape).toHaveBeenCalledOnce();
  });

  it('searches for what was typed into the prerendered box before the app ran', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<SearchField value="" onChange={() => {}} />);
    document.body.append(container);
    const input = container.querySelector('input')!;
    input.focus();
    input.value = 'acme';
    const onChange = vi.fn();
    const mismatches: unknown[] = [];
    let root: Root | undefined;
    act(() => {
      root = hydrateRoot(container, <SearchField value="" onChange={onChange} />, {
        onRecoverableError: (error) => mismatches.push(error),
      });
    });
    expect(onChange).toHaveBeenCalledExactlyOnceWith('acme');
    expect(container.querySelector('input')).toBe(input);
    expect(input).toHaveFocus();
    expect(mismatches).toEqual([]);
    act(() => root?.unmount());
    container.remove();
  });
});
