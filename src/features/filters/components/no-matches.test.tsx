import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NoMatches } from './no-matches';

describe('NoMatches', () => {
  it('offers to clear the filters', async () => {
    const onClearFilters = vi.fn();
    render(<NoMatches onClearFilters={onClearFilters} hasNextPage={false} searching={false} />);
    expect(screen.getByRole('heading', { name: 'No channels match your filters' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onClearFilters).toHaveBeenCalledOnce();
  });

  it('says what was searched: the pages loaded so far, or more on their way', () => {
    const { rerender } = render(
      <NoMatches onClearFilters={vi.fn()} hasNextPage searching={false} />,
    );
    expect(screen.getByText(/None of the channels loaded so far match/)).toBeVisible();
    rerender(<NoMatches onClearFilters={vi.fn()} hasNextPage searching />);
    expect(screen.getByText(/Looking through more channels/)).toBeVisible();
    rerender(<NoMatches onClearFilters={vi.fn()} hasNextPage={false} searching={false} />);
    expect(screen.getByText(/Try fewer words/)).toBeVisible();
  });
});
