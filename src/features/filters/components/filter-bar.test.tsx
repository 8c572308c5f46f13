import { useQuery } from '@tanstack/react-query';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMemo } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Channel } from '@/api/schemas';
import { channelQueries } from '@/db/channel-queries';
import { forgetCopies } from '@/db/copy-readiness';
import { runLocalDbInProcess, seedCopy } from '@/db/test/in-process';
import { interceptViewCounts } from '@/db/test/intercept-view-counts';
import { useViewCount } from '@/db/use-view-count';
import { viewOf } from '@/db/view';
import type { WalkProgress } from '@/db/walk-state';
import { memoryLocation } from '@/lib/url-state/memory-location';
import { UrlStateProvider } from '@/lib/url-state/use-url-params';
import { makeChannel, TEST_API } from '@/test/fixtures';
import { renderWithApp } from '@/test/render';
import { useFilterState } from '../hooks/use-filter-state';
import { FilterBar } from './filter-bar';

function channel(id: number, name: string, city: string, country: [string, string], jobs = 0) {
  const base = makeChannel(id, { name });
  const location = {
    ...base.company.location,
    city,
    country: country[0],
    country_short: country[1],
  };
  return { ...base, company: { ...base.company, location, live_jobs: jobs } };
}

const ireland: [string, string] = ['Ireland', 'IE'];
const germany: [string, string] = ['Germany', 'DE'];
const channels: Channel[] = [
  channel(4, 'Ó Súilleabháin & Co', 'Cork', ireland, 2),
  channel(3, 'Rhein Data', 'Köln', germany, 0),
  { ...channel(2, 'Liffey Labs', 'Dublin', ireland, 5), featured: true },
  channel(1, 'Koln Partners', 'Berlin', germany, 1),
];

/** The filter bar over a walked copy, listing the view as the directory page wires it. */
function Directory({ walk }: { walk?: WalkProgress }) {
  const filters = useFilterState();
  const view = useMemo(() => viewOf(filters.criteria), [filters.criteria]);
  const { matches } = useViewCount(TEST_API, view, true, 0);
  const rows = useQuery(channelQueries.rows(TEST_API, view, 0));
  return (
    <>
      <FilterBar
        filters={filters}
        apiBase={TEST_API}
        view={view}
        matches={matches}
        copyReady
        walk={walk}
      />
      <ul aria-label="Channels" aria-busy={rows.isFetching}>
        {(rows.data ?? []).map((item) => (
          <li key={item.id}>{item.name}</li>
        ))}
      </ul>
    </>
  );
}

beforeEach(async () => {
  forgetCopies();
  runLocalDbInProcess();
  await seedCopy(TEST_API, channels);
});

function setup(searchParams = '', walk?: WalkProgress) {
  const location = memoryLocation(searchParams);
  renderWithApp(
    <UrlStateProvider location={location}>
      <Directory walk={walk} />
    </UrlStateProvider>,
  );
  const lastUrl = () => location.writes.at(-1);
  return { user: userEvent.setup(), lastUrl };
}

const shown = () =>
  within(screen.getByRole('list', { name: 'Channels' }))
    .queryAllByRole('listitem')
    .map((item) => item.textContent);

describe('FilterBar', () => {
  it('filters as you type, accent-insensitively, and writes the query to the URL', async () => {
    const { user, lastUrl } = setup();
    const search = screen.getByRole('searchbox', { name: 'Search channels' });
    await user.type(search, 'koln');
    await waitFor(() => expect(shown()).toEqual(['Rhein Data', 'Koln Partners']));
    await waitFor(() => expect(lastUrl()?.search).toBe('?q=koln'));
    await user.clear(search);
    await user.type(search, 'súilleabháin');
    await waitFor(() => expect(shown()).toEqual(['Ó Súilleabháin & Co']));
  });

  it('restores the filters from a shared link', async () => {
    setup('?country=DE&flag=hiring');
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('DE');
    expect(screen.getByRole('button', { name: 'Hiring' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(shown()).toEqual(['Koln Partners']));
  });

  it('toggles flags with aria-pressed and combines them', async () => {
    const { user, lastUrl } = setup();
    const hiring = screen.getByRole('button', { name: 'Hiring' });
    await user.click(hiring);
    expect(hiring).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() =>
      expect(shown()).toEqual(['Ó Súilleabháin & Co', 'Liffey Labs', 'Koln Partners']),
    );
    await user.click(screen.getByRole('button', { name: 'Featured' }));
    await waitFor(() => expect(shown()).toEqual(['Liffey Labs']));
    await waitFor(() => expect(lastUrl()?.search).toBe('?flag=featured&flag=hiring'));
    await user.click(hiring);
    expect(hiring).toHaveAttribute('aria-pressed', 'false');
  });

  it('lists loaded countries with counts and keeps a linked country that is not loaded', async () => {
    const { user, lastUrl } = setup('?country=fr');
    const country = screen.getByRole('combobox', { name: 'Country' });
    await waitFor(() =>
      expect(
        within(country)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['All countries', 'France (0)', 'Germany (2)', 'Ireland (2)']),
    );
    await waitFor(() => expect(shown()).toEqual([]));
    await user.selectOptions(country, 'Ireland (2)');
    await waitFor(() => expect(shown()).toEqual(['Ó Súilleabháin & Co', 'Liffey Labs']));
    await waitFor(() => expect(lastUrl()?.search).toBe('?country=IE'));
  });

  it('marks the country counts as "at least" while they are still being counted', async () => {
    // As a one-letter search over a million channels: the tally answers what it found so far.
    let counting = true;
    interceptViewCounts('countries', async (tally, ...args) => {
      const answer = await tally(...args);
      return counting ? { ...answer, complete: false } : answer;
    });
    setup('?q=l');
    const country = screen.getByRole('combobox', { name: 'Country' });
    const options = () =>
      within(country)
        .getAllByRole('option')
        .map((option) => option.textContent);
    await waitFor(() =>
      expect(options()).toEqual(['All countries', 'Germany (2+)', 'Ireland (2+)']),
    );
    counting = false;
    await waitFor(() => expect(options()).toEqual(['All countries', 'Germany (2)', 'Ireland (2)']));
  });

  it('counts the countries of a typed search once the typing pauses, not at every key', async () => {
    const tallied: string[] = [];
    interceptViewCounts('countries', (tally, view, ...rest) => {
      tallied.push(view.q);
      return tally(view, ...rest);
    });
    const { user } = setup();
    const country = screen.getByRole('combobox', { name: 'Country' });
    const options = () =>
      within(country)
        .getAllByRole('option')
        .map((option) => option.textContent);
    await waitFor(() => expect(options()).toEqual(['All countries', 'Germany (2)', 'Ireland (2)']));
    await user.type(screen.getByRole('searchbox', { name: 'Search channels' }), 'liffey');
    await waitFor(() => expect(options()).toEqual(['All countries', 'Ireland (1)']));
    expect(tallied).toEqual(['', 'liffey']);
  });

  it('sorts, and leaves the default order out of the URL', async () => {
    const { user, lastUrl } = setup();
    const sort = screen.getByRole('combobox', { name: 'Sort' });
    await user.selectOptions(sort, 'Most live jobs');
    await waitFor(() =>
      expect(shown()).toEqual([
        'Liffey Labs',
        'Ó Súilleabháin & Co',
        'Koln Partners',
        'Rhein Data',
      ]),
    );
    await waitFor(() => expect(lastUrl()?.search).toBe('?sort=jobs'));
    await user.selectOptions(sort, 'Newest');
    await waitFor(() => expect(lastUrl()?.search).toBe(''));
  });

  it('enables Clear all only when something is set, and clears everything', async () => {
    const { user } = setup('?q=data&sort=name');
    const clear = screen.getByRole('button', { name: 'Clear all' });
    expect(clear).not.toHaveAttribute('aria-disabled', 'true');
    clear.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('searchbox', { name: 'Search channels' })).toHaveValue('');
    await waitFor(() => expect(shown()).toHaveLength(4));
    expect(clear).toHaveAttribute('aria-disabled', 'true');
    // Still where the keyboard left it (a disabled button would have dropped it to the page).
    expect(clear).toHaveFocus();
  });

  it("folds the phone's filter panel on Escape and returns to its button", async () => {
    const { user } = setup();
    const toggle = screen.getByRole('button', { name: 'Filters' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('combobox', { name: /sort/i }));
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    // Escape on the button itself, with the panel folded, does nothing more.
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});

/** jsdom's Blob has no text(): read it the way an older page would. */
function readBlob(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsText(blob);
  });
}

describe('FilterBar export', () => {
  const saved = ['createObjectURL', 'revokeObjectURL'].map(
    (name) => [name, Object.getOwnPropertyDescriptor(URL, name)] as const,
  );
  let blobs: Blob[] = [];
  let downloads: string[] = [];
  const record = (event: MouseEvent) => {
    if (event.target instanceof HTMLAnchorElement && event.target.download) {
      downloads.push(event.target.download);
      event.preventDefault(); // jsdom cannot navigate to the blob
    }
  };

  beforeEach(() => {
    blobs = [];
    downloads = [];
    // jsdom has no object URLs: record what would be saved.
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        blobs.push(blob);
        return `blob:test/${blobs.length}`;
      },
      revokeObjectURL: () => {},
    });
    document.addEventListener('click', record, true);
  });
  afterEach(() => {
    document.removeEventListener('click', record, true);
    for (const [name, descriptor] of saved) {
      if (descriptor) Object.defineProperty(URL, name, descriptor);
      else Reflect.deleteProperty(URL, name);
    }
  });

  it('saves the filtered list as CSV and JSON, written from the copy', async () => {
    const { user } = setup('?country=DE');
    await waitFor(() =>
      expect(screen.getByRole('group', { name: 'Export 2 channels' })).toBeVisible(),
    );
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Export JSON' }));
    await waitFor(() => expect(downloads).toHaveLength(2));
    expect(downloads).toEqual([
      expect.stringMatching(/^channels-\d{4}-\d{2}-\d{2}\.csv$/),
      expect.stringMatching(/\.json$/),
    ]);
    const csv = await readBlob(blobs[0] as Blob);
    expect(
      csv
        .split('\r\n')
        .slice(1, 3)
        .map((line) => line.split(',')[0]),
    ).toEqual(['Rhein Data', 'Koln Partners']);
    const json = JSON.parse(await readBlob(blobs[1] as Blob)) as { name: string }[];
    expect(json.map((row) => row.name)).toEqual(['Rhein Data', 'Koln Partners']);
  });

  it('says a file holds only the loaded channels while pages remain or after loading stopped', async () => {
    setup('?country=DE', 'loading');
    await waitFor(() =>
      expect(screen.getByRole('group', { name: 'Export 2 channels loaded so far' })).toBeVisible(),
    );
    cleanup();
    const { user } = setup('?country=DE', 'stopped');
    const group = await screen.findByRole('group', { name: 'Export 2 channels loaded so far' });
    const csv = within(group).getByRole('button', { name: 'Export CSV' });
    expect(csv).toHaveAccessibleDescription(
      'Loading stopped early: exports hold only the channels loaded.',
    );
    await user.click(csv);
    await waitFor(() => expect(downloads).toEqual([expect.stringMatching(/-partial\.csv$/)]));
  });

  it('cannot export an empty result', async () => {
    setup('?q=nothing-matches-this');
    await waitFor(() =>
      expect(screen.getByRole('group', { name: 'Export 0 channels' })).toBeVisible(),
    );
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });
});
