import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NuqsTestingAdapter, type UrlUpdateEvent } from 'nuqs/adapters/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Channel } from '@/api/schemas';
import { makeChannel } from '@/test/fixtures';
import { useFilterState } from '../hooks/use-filter-state';
import { useFilteredChannels } from '../hooks/use-filtered-channels';
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

/** The filter bar over a plain list, as the directory page wires it. */
function Directory() {
  const filters = useFilterState();
  const result = useFilteredChannels(channels, filters.criteria);
  return (
    <>
      <FilterBar filters={filters} channels={channels} results={result.channels} />
      <ul aria-label="Channels">
        {result.channels.map((item) => (
          <li key={item.id}>{item.name}</li>
        ))}
      </ul>
    </>
  );
}

function setup(searchParams = '') {
  const onUrlUpdate = vi.fn<(event: UrlUpdateEvent) => void>();
  render(
    <NuqsTestingAdapter searchParams={searchParams} onUrlUpdate={onUrlUpdate} hasMemory>
      <Directory />
    </NuqsTestingAdapter>,
  );
  const lastUrl = () => onUrlUpdate.mock.lastCall?.[0];
  return { user: userEvent.setup(), onUrlUpdate, lastUrl };
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
    await waitFor(() => expect(lastUrl()?.queryString).toBe('?q=koln'));
    await user.clear(search);
    await user.type(search, 'súilleabháin');
    await waitFor(() => expect(shown()).toEqual(['Ó Súilleabháin & Co']));
  });

  it('restores the filters from a shared link', () => {
    setup('?country=DE&flag=hiring');
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('DE');
    expect(screen.getByRole('button', { name: 'Hiring' })).toHaveAttribute('aria-pressed', 'true');
    expect(shown()).toEqual(['Koln Partners']);
  });

  it('toggles flags with aria-pressed and combines them', async () => {
    const { user, lastUrl } = setup();
    const hiring = screen.getByRole('button', { name: 'Hiring' });
    await user.click(hiring);
    expect(hiring).toHaveAttribute('aria-pressed', 'true');
    expect(shown()).toEqual(['Ó Súilleabháin & Co', 'Liffey Labs', 'Koln Partners']);
    await user.click(screen.getByRole('button', { name: 'Featured' }));
    expect(shown()).toEqual(['Liffey Labs']);
    await waitFor(() => expect(lastUrl()?.queryString).toBe('?flag=featured&flag=hiring'));
    await user.click(hiring);
    expect(hiring).toHaveAttribute('aria-pressed', 'false');
  });

  it('lists loaded countries with counts and keeps a linked country that is not loaded', async () => {
    const { user, lastUrl } = setup('?country=fr');
    const country = screen.getByRole('combobox', { name: 'Country' });
    expect(
      within(country)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All countries', 'France (0)', 'Germany (2)', 'Ireland (2)']);
    expect(shown()).toEqual([]);
    await user.selectOptions(country, 'Ireland (2)');
    expect(shown()).toEqual(['Ó Súilleabháin & Co', 'Liffey Labs']);
    await waitFor(() => expect(lastUrl()?.queryString).toBe('?country=IE'));
  });

  it('sorts, and leaves the default order out of the URL', async () => {
    const { user, lastUrl } = setup();
    const sort = screen.getByRole('combobox', { name: 'Sort' });
    await user.selectOptions(sort, 'Most live jobs');
    expect(shown()).toEqual(['Liffey Labs', 'Ó Súilleabháin & Co', 'Koln Partners', 'Rhein Data']);
    await waitFor(() => expect(lastUrl()?.queryString).toBe('?sort=jobs'));
    await user.selectOptions(sort, 'Newest');
    await waitFor(() => expect(lastUrl()?.queryString).toBe(''));
  });

  it('enables Clear all only when something is set, and clears everything', async () => {
    const { user } = setup('?q=data&sort=name');
    const clear = screen.getByRole('button', { name: 'Clear all' });
    expect(clear).toBeEnabled();
    await user.click(clear);
    expect(screen.getByRole('searchbox', { name: 'Search channels' })).toHaveValue('');
    expect(shown()).toHaveLength(4);
    expect(clear).toBeDisabled();
  });
});

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

  it('saves the filtered list as CSV and JSON', async () => {
    const { user } = setup('?country=DE');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await user.click(screen.getByRole('button', { name: 'Export JSON' }));
    expect(downloads).toEqual([
      expect.stringMatching(/^channels-\d{4}-\d{2}-\d{2}\.csv$/),
      expect.stringMatching(/\.json$/),
    ]);
    const csv = await (blobs[0] as Blob).text();
    expect(
      csv
        .split('\r\n')
        .slice(1, 3)
        .map((line) => line.split(',')[0]),
    ).toEqual(['Rhein Data', 'Koln Partners']);
    const json = JSON.parse(await (blobs[1] as Blob).text()) as { name: string }[];
    expect(json.map((row) => row.name)).toEqual(['Rhein Data', 'Koln Partners']);
  });

  it('cannot export an empty result', () => {
    setup('?q=nothing-matches-this');
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });
});
