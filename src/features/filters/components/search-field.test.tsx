import { render, screen } from '@testing-library/react';
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
});
