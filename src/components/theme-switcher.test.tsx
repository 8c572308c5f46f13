import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ThemeSwitcher } from './theme-switcher';

afterEach(() => {
  localStorage.clear();
  delete document.documentElement.dataset.theme;
});

describe('ThemeSwitcher', () => {
  it('follows the system until a theme is picked, then applies and remembers it', async () => {
    const user = userEvent.setup();
    render(<ThemeSwitcher />);
    const group = screen.getByRole('group', { name: 'Theme' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'System' })).toBeChecked();

    await user.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(localStorage.getItem('channels:theme')).toBe('dark');

    // Arrow keys move within the group, as in any radio group.
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'System' })).toBeChecked();
    expect(localStorage.getItem('channels:theme')).toBeNull();
  });
});
