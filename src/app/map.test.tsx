import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Channel } from '@/api/schemas';
import { makeChannel } from '@/test/fixtures';
import { channelsHandler } from '@/test/msw-handlers';
import { server } from '@/test/msw-server';
import { openAppAt } from './test/open-app';

type Place = [city: string, country: string, code: string, position?: [number, number]];

function located(id: number, [city, country, code, position]: Place): Channel {
  const base = makeChannel(id);
  const [latitude, longitude] = position ?? [null, null];
  const location = {
    ...base.company.location,
    city,
    country,
    country_short: code,
    latitude,
    longitude,
  };
  return { ...base, company: { ...base.company, location } };
}

const berlin: Place = ['Berlin', 'Germany', 'DE', [52.52, 13.4]];
const koln: Place = ['Köln', 'Germany', 'DE'];
const dublin: Place = ['Dublin', 'Ireland', 'IE', [53.35, -6.26]];
const singapore: Place = ['Singapore', 'Singapore', 'SG'];
const wien: Place = ['Wien', 'Austria', 'AT'];
/**
 * Germany 3, Ireland 2, Austria 1, Singapore 1 (too small for the map's scale): one page, all
 * loaded.
 */
const channels = [
  located(7, wien),
  located(6, berlin),
  located(5, koln),
  located(4, berlin),
  located(3, dublin),
  located(2, dublin),
  located(1, singapore),
];

beforeEach(() => {
  server.use(channelsHandler(channels));
});

const country = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}: `) });

/** The country list's options as [name, count] ("Germany (3)"), without "All countries". */
function selectCounts(): [string, number][] {
  const select = screen.getByRole('combobox', { name: 'Country' });
  return within(select)
    .getAllByRole('option')
    .slice(1)
    .map((option) => {
      const [, name = '', count = ''] = /^(.*) \((\d+)\)$/.exec(option.textContent ?? '') ?? [];
      return [name, Number(count)];
    });
}

describe('the map', () => {
  it('is a toggle beside the grid that writes ?view=map, and Grid takes it away again', async () => {
    const user = openAppAt('');
    await screen.findByRole('feed', { name: 'Channels' });
    const map = screen.getByRole('button', { name: 'Map' });
    expect(map).toHaveAttribute('aria-pressed', 'false');
    await user.click(map);
    await waitFor(() => expect(window.location.search).toBe('?view=map'));
    expect(map).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByRole('group', { name: /world map/i })).toBeInTheDocument();
    expect(screen.queryByRole('feed')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Grid' }));
    await waitFor(() => expect(window.location.search).toBe(''));
    expect(await screen.findByRole('feed', { name: 'Channels' })).toBeInTheDocument();
  });

  it('names each country with its count, the same numbers as the country list and the table', async () => {
    const user = openAppAt('?view=map');
    expect(await screen.findByRole('button', { name: 'Germany: 3 channels' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ireland: 2 channels' })).toBeInTheDocument();
    // Too small to draw at this scale: listed under the map, choosable all the same.
    expect(screen.getByRole('button', { name: 'Singapore: 1 channel' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Table of the numbers' }));
    const table = screen.getByRole('table', { name: /channels per country/i });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => {
        const name = within(row).getByRole('rowheader').textContent;
        return [name, Number(within(row).getByRole('cell').textContent)] as const;
      });
    // Most first, ties by name.
    expect(rows).toEqual([
      ['Germany', 3],
      ['Ireland', 2],
      ['Austria', 1],
      ['Singapore', 1],
    ]);
    expect(new Map(rows)).toEqual(new Map(selectCounts()));

    // Sorted by name on request.
    await user.click(within(table).getByRole('button', { name: /country/i }));
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Austria', 'Germany', 'Ireland', 'Singapore']);
    expect(within(table).getByRole('columnheader', { name: /country/i })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
  });

  it('filters by a country on click or Enter, and the counts follow the search', async () => {
    const user = openAppAt('?view=map');
    await user.click(await screen.findByRole('button', { name: 'Germany: 3 channels' }));
    await waitFor(() =>
      expect(new URLSearchParams(window.location.search).get('country')).toBe('DE'),
    );
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('DE');
    expect(country('Germany')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText(/filtered to/i)).toHaveTextContent('Filtered to Germany: 3 channels');

    country('Ireland').focus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(new URLSearchParams(window.location.search).get('country')).toBe('IE'),
    );
    expect(country('Ireland')).toHaveAttribute('aria-pressed', 'true');
    expect(country('Germany')).toHaveAttribute('aria-pressed', 'false');

    await user.click(screen.getByRole('button', { name: 'Show them in the grid' }));
    await waitFor(() => expect(window.location.search).not.toContain('view=map'));
    const feed = await screen.findByRole('feed', { name: 'Channels' });
    await waitFor(() =>
      expect(
        within(feed)
          .getAllByRole('article')
          .map((card) => card.textContent),
      ).toEqual([expect.stringContaining('Company 3'), expect.stringContaining('Company 2')]),
    );

    // The country's own filter does not change the counts; the search does. With nothing in
    // Ireland matching, the map still shows where the search matches.
    await user.click(screen.getByRole('button', { name: 'Map' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search channels' }), 'berlin');
    expect(await screen.findByRole('button', { name: 'Germany: 2 channels' })).toBeInTheDocument();
    await waitFor(() =>
      expect(new URLSearchParams(window.location.search).get('q')).toBe('berlin'),
    );
    expect(screen.queryByRole('button', { name: /^Ireland: / })).toBeNull();
    expect(
      await screen.findByRole('heading', { name: 'No channels match your filters' }),
    ).toBeVisible();
  });
});
