import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NoMatches } from './no-matches';

describe('NoMatches', () => {
  it('offers to clear the filters and to search the rest of the server', async () => {
    const onClearFilters = vi.fn();
    const onSearchAll = vi.fn();
    render(
      <NoMatches
        onClearFilters={onClearFilters}
        onSearchAll={onSearchAll}
        hasNextPage
        searching={false}
      />,
    );
    expect(screen.getByRole('heading', { name: 'No channels match your filters' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await userEvent.click(screen.getByRole('button', { name: 'Search all channels' }));
    expect(onClearFilters).toHaveBeenCalledOnce();
    expect(onSearchAll).toHaveBeenCalledOnce();
  });

  it('does not offer a search when everything is loaded or a search is running', () => {
    const { rerender } = render(
      <NoMatches
        onClearFilters={vi.fn()}
        onSearchAll={vi.fn()}
        hasNextPage={false}
        searching={false}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Search all channels' })).not.toBeInTheDocument();
    rerender(<NoMatches onClearFilters={vi.fn()} onSearchAll={vi.fn()} hasNextPage searching />);
    expect(screen.queryByRole('button', { name: 'Search all channels' })).not.toBeInTheDocument();
    expect(screen.getByText(/Looking through more channels/)).toBeVisible();
  });
});
