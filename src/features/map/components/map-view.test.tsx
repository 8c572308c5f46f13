import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Channel } from '@/api/schemas';
import { forgetCopies } from '@/db/copy-readiness';
import { runLocalDbInProcess, seedCopy } from '@/db/test/in-process';
import { interceptViewCounts } from '@/db/test/intercept-view-counts';
import { ALL_CHANNELS } from '@/db/view';
import { makeChannel, TEST_API } from '@/test/fixtures';
import { renderWithApp } from '@/test/render';
import { MapView } from './map-view';

function at(id: number, city: string, position: [number, number] | null): Channel {
  const base = makeChannel(id);
  const [latitude, longitude] = position ?? [null, null];
  const location = { ...base.company.location, city, latitude, longitude };
  return { ...base, company: { ...base.company, location } };
}

beforeEach(() => {
  forgetCopies();
  runLocalDbInProcess();
});

function renderMap(copyReady = true) {
  return renderWithApp(
    <MapView
      apiBase={TEST_API}
      view={ALL_CHANNELS}
      copyReady={copyReady}
      walk="complete"
      onCountry={() => undefined}
      onShowGrid={() => undefined}
    />,
  );
}

// City dots are a picture only (hidden from assistive technology: the countries and the table
// carry the numbers), so they are found as the SVG circles they are.
const dots = (container: HTMLElement) => container.querySelectorAll('circle');

describe('MapView', () => {
  it('says it waits for the local copy before there is anything to count', () => {
    renderMap(false);
    expect(screen.getByRole('status')).toHaveTextContent(/preparing the local copy/i);
  });

  it('puts a dot on each city whose records give a position', async () => {
    await seedCopy(TEST_API, [
      at(3, 'Dublin', [53.35, -6.26]),
      at(2, 'Cork', [51.9, -8.47]),
      at(1, 'Galway', null),
    ]);
    const { container } = renderMap();
    expect(await screen.findByRole('button', { name: 'Ireland: 3 channels' })).toBeInTheDocument();
    expect(dots(container)).toHaveLength(2);
  });

  it('shades by country where no record gives a position, as real deployments send them', async () => {
    await seedCopy(TEST_API, [at(2, 'Dublin', null), at(1, 'Cork', null)]);
    const { container } = renderMap();
    const ireland = await screen.findByRole('button', { name: 'Ireland: 2 channels' });
    expect(ireland).toHaveAttribute('fill', expect.stringContaining('var(--color-accent)'));
    expect(dots(container)).toHaveLength(0);
  });

  it('shows a long tally as it goes, and says it is still counting', async () => {
    await seedCopy(TEST_API, [
      at(3, 'Dublin', [53.35, -6.26]),
      at(2, 'Cork', [51.9, -8.47]),
      at(1, 'Galway', null),
    ]);
    // As a one-letter search over a million channels: the first ask answers what it found so far.
    let asks = 0;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    interceptViewCounts('countries', async (countries, ...args) => {
      asks += 1;
      if (asks === 1)
        return { values: [{ code: 'IE', name: 'Ireland', count: 1 }], complete: false };
      await held;
      return countries(...args);
    });
    renderMap();
    expect(await screen.findByRole('button', { name: 'Ireland: 1 channel' })).toBeInTheDocument();
    expect(screen.getByText(/still counting/i)).toBeInTheDocument();
    // Asked again at once; it goes on from there.
    await waitFor(() => expect(asks).toBe(2));
    release();
    expect(await screen.findByRole('button', { name: 'Ireland: 3 channels' })).toBeInTheDocument();
    expect(screen.queryByText(/still counting/i)).toBeNull();
  });
});
