import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Channel } from '@/api/schemas';
import { makeChannel } from '@/test/fixtures';
import { ChannelCard } from './channel-card';

function fullChannel(overrides: Partial<Channel> = {}): Channel {
  const base = makeChannel(42, { name: 'Acme Robotics', slug: 'acme-robotics' });
  return {
    ...base,
    featured: true,
    trending: true,
    partner: true,
    company: {
      ...base.company,
      popular: true,
      sponsored: true,
      live_jobs: 12,
      location: { ...base.company.location, city: 'Cork', country: 'Ireland', country_short: 'IE' },
      social: {
        ...base.company.social,
        website: 'https://acme.example',
        social_a: 'https://www.linkedin.com/company/acme',
        social_b: 'https://instagram.com/acme',
        social_c: 'https://facebook.com/acme',
        social_d: 'https://x.com/acme',
        social_e: 'https://github.com/acme',
      },
    },
    ...overrides,
  };
}

describe('ChannelCard', () => {
  it('renders every part of a spec-shaped record', async () => {
    render(<ChannelCard channel={fullChannel()} posinset={3} setsize={-1} />);
    const card = screen.getByRole('article', { name: 'Acme Robotics' });
    expect(card).toHaveAttribute('aria-posinset', '3');
    expect(card).toHaveAttribute('aria-setsize', '-1');
    expect(within(card).getByRole('heading', { name: 'Acme Robotics' })).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Acme Robotics logo' })).toHaveAttribute(
      'src',
      'https://cdn.example.com/logos/acme-robotics.png',
    );
    expect(within(card).getByText('Cork, Ireland')).toBeInTheDocument();
    // The flag is an image of Ireland's file, silent beside the name (which says it once).
    const flag = await within(card).findByRole('presentation', {}, { timeout: 10_000 });
    expect(flag).toHaveAttribute('src', expect.stringMatching(/IE\.svg/));
    expect(flag).toHaveAttribute('alt', '');
    const badges = within(card).getByRole('list', { name: 'Highlights' });
    expect(
      within(badges)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Featured', 'Popular', 'Trending', 'Sponsored', 'Partner']);
    expect(within(card).getByText('12 live jobs')).toBeInTheDocument();
    expect(
      within(card)
        .getAllByRole('link')
        .map((link) => link.getAttribute('aria-label')),
    ).toEqual([
      'Acme Robotics website',
      'Acme Robotics on LinkedIn',
      'Acme Robotics on Instagram',
      'Acme Robotics on Facebook',
      'Acme Robotics on X',
      'Acme Robotics on GitHub',
    ]);
  });

  it('says when there are no live jobs and shows no badge list without flags', () => {
    const plain = makeChannel(7);
    const channel = { ...plain, company: { ...plain.company, live_jobs: 0, sponsored: false } };
    render(<ChannelCard channel={channel} posinset={1} setsize={1} />);
    expect(screen.getByText('No live jobs')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Highlights' })).toBeNull();
  });

  it('shows initials when the logo is null', () => {
    const channel = makeChannel(8, { name: 'Null Logo Labs', logo: null });
    render(<ChannelCard channel={channel} posinset={1} setsize={1} />);
    expect(screen.getByRole('img', { name: 'Null Logo Labs logo' })).toHaveTextContent('NL');
  });

  it('shows initials when the logo fails to load', () => {
    const channel = makeChannel(9, {
      name: 'Faulty Images',
      logo: 'https://cdn.example.com/x.png',
    });
    const { container } = render(<ChannelCard channel={channel} posinset={1} setsize={1} />);
    fireEvent.error(screen.getByRole('img', { name: 'Faulty Images logo' }));
    expect(container.querySelector('img[src="https://cdn.example.com/x.png"]')).toBeNull();
    expect(screen.getByRole('img', { name: 'Faulty Images logo' })).toHaveTextContent('FI');
  });

  it('renders no link for a javascript: URL, and renders HTML-looking names as text', () => {
    const base = fullChannel({ name: '<img src=x onerror=alert(1)>' });
    const channel = {
      ...base,
      company: {
        ...base.company,
        social: { ...base.company.social, website: 'javascript:alert(1)', social_a: null },
      },
    };
    const { container } = render(<ChannelCard channel={channel} posinset={1} setsize={1} />);
    const names = screen.getAllByRole('link').map((link) => link.getAttribute('aria-label'));
    expect(names).not.toContain('<img src=x onerror=alert(1)> website');
    expect(container.querySelector('a[href^="javascript"]')).toBeNull();
    expect(
      screen.getByRole('article', { name: '<img src=x onerror=alert(1)>' }),
    ).toBeInTheDocument();
  });

  it('opens the channel from its name, by keyboard too, with the button for focus return', async () => {
    const user = userEvent.setup();
    const onOpen = vi.fn();
    const channel = fullChannel();
    render(<ChannelCard channel={channel} posinset={1} setsize={1} onOpen={onOpen} />);
    const button = screen.getByRole('button', { name: 'Acme Robotics' });
    button.focus();
    await user.keyboard('{Enter}');
    expect(onOpen).toHaveBeenCalledWith(channel, button);
  });
});
