import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, useState } from 'react';
import { beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { Channel } from '@/api/schemas';
import { makeChannel, makeChannels } from '@/test/fixtures';
import { formatUtc } from '../lib/format';
import { polyfillDialog } from '@/test/dialog-polyfill';
import { makeFullChannel } from '../test/full-channel';
import { CompanyDetailDialog, type CompanyDetailDialogProps } from './company-detail-dialog';

const NOW = Date.parse('2024-06-05T12:00:00Z');
const SHARE = 'https://app.example/?channel=';

beforeAll(polyfillDialog);

type Overrides = Partial<Omit<CompanyDetailDialogProps, 'channelId' | 'onClose'>>;

/** A page with an opener button per channel and the panel, navigating through `list`. */
function Page({
  list,
  initialId = null,
  ...overrides
}: { list: Channel[]; initialId?: number | null } & Overrides) {
  const [id, setId] = useState<number | null>(initialId);
  const index = list.findIndex((channel) => channel.id === id);
  const previous = list[index - 1];
  const next = list[index + 1];
  return (
    <>
      {list.map((channel) => (
        <button key={channel.id} type="button" onClick={() => setId(channel.id)}>
          Open {channel.name}
        </button>
      ))}
      <CompanyDetailDialog
        channelId={id}
        channel={list[index]}
        status="ready"
        searched={list.length}
        onClose={() => setId(null)}
        onPrevious={previous && (() => setId(previous.id))}
        onNext={next && (() => setId(next.id))}
        shareUrl={`${SHARE}${id}`}
        now={NOW}
        {...overrides}
      />
    </>
  );
}

async function openPanel(channel: Channel) {
  const user = userEvent.setup();
  render(<Page list={[channel]} />);
  await user.click(screen.getByRole('button', { name: `Open ${channel.name}` }));
  return { user, dialog: screen.getByRole('dialog', { name: channel.name }) };
}

function section(dialog: HTMLElement, name: string) {
  return within(dialog).getByRole('region', { name });
}

describe('CompanyDetailDialog content', () => {
  it('shows every section of a fully populated record', async () => {
    const channel = makeFullChannel();
    const { dialog } = await openPanel(channel);

    expect(within(dialog).getByRole('heading', { level: 2 })).toHaveTextContent('Acme Data');
    expect(within(dialog).getByRole('img', { name: 'Acme Data logo' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('acme-data');
    expect(dialog).toHaveTextContent(/Status: active/);
    expect(dialog).toHaveTextContent(/Source: jobs-feed/);

    const about = section(dialog, 'About');
    for (const text of ['We hire engineers', 'Builds data pipelines.', 'Acme makes data tools.'])
      expect(about).toHaveTextContent(text);
    expect(about).toHaveTextContent(/Company size\s*50-200/);
    expect(about).toHaveTextContent(/Hiring\s*true/);

    const activity = section(dialog, 'Activity');
    const stat = (label: string) => within(activity).getByText(label).nextElementSibling;
    expect(stat('Live jobs')).toHaveTextContent('14');
    expect(stat('Views')).toHaveTextContent('45.1K');
    expect(stat('Views')).toHaveTextContent('45,120');
    expect(stat('Impressions')).toHaveTextContent('3,400,000');
    expect(stat('Talent pool')).toHaveTextContent('58');
    expect(stat('New applications')).toHaveTextContent('9');
    expect(stat('New messages')).toHaveTextContent('2');
    expect(stat('Draft jobs')).toHaveTextContent('4');

    const location = section(dialog, 'Location');
    const place = (label: string) => within(location).getByText(label).nextElementSibling;
    expect(place('Address')).toHaveTextContent('7 Grafton Street');
    expect(place('City')).toHaveTextContent('Dublin');
    expect(place('State')).toHaveTextContent('Leinster');
    expect(place('Post code')).toHaveTextContent('D02 X285');
    expect(place('Country')).toHaveTextContent(/^Ireland$/);
    // The name is written beside the flag: the flag is not read out a second time.
    const flag = await within(location).findByRole('presentation', {}, { timeout: 10_000 });
    expect(flag).toHaveAttribute('src', expect.stringMatching(/IE\.svg/));
    expect(place('Coordinates')).toHaveTextContent('53.34, -6.26');

    const links = section(dialog, 'Links');
    expect(within(links).getByRole('link', { name: /acme\.example/ })).toHaveAttribute(
      'href',
      'https://www.acme.example/',
    );
    for (const network of ['LinkedIn', 'Instagram', 'Facebook', 'X', 'GitHub']) {
      const link = within(links).getByRole('link', { name: `Acme Data on ${network}` });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }

    const flags = section(dialog, 'Flags');
    const on = (group: string) =>
      within(within(flags).getByRole('list', { name: `${group} flags that are on` }))
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    expect(on('Company')).toEqual(['Featured', 'Redirect', 'Sponsored', 'Customer', 'Campaign']);
    expect(on('Channel')).toEqual(['Active', 'Feed export', 'Featured', 'Trending']);
    expect(flags).toHaveTextContent('Off: Popular, Branding channel');
    expect(flags).toHaveTextContent('Off: Board API, Partner, Popular, Reporting');

    const dates = section(dialog, 'Dates');
    const when = (label: string) => within(dates).getByText(label).nextElementSibling;
    expect(when('Last seen')).toHaveTextContent('last week');
    expect(when('Company created')).toHaveTextContent('3 years ago');
    const updated = within(when('Company updated') as HTMLElement).getByText('3 months ago');
    expect(updated.tagName).toBe('TIME');
    expect(updated).toHaveAttribute('dateTime', '2024-03-05T10:20:30.123456Z');
    const exact = formatUtc('2024-03-05T10:20:30.123456Z') ?? '';
    expect(updated).toHaveAttribute('title', exact);
    // The exact time is on screen too, not only in a hover tooltip.
    expect(when('Company updated')).toHaveTextContent(exact);

    const more = section(dialog, 'More fields');
    for (const text of [
      'acme.example',
      'data engineer',
      'Cork',
      'Technology',
      'Line three',
      'P-77',
    ])
      expect(more).toHaveTextContent(text);
    expect(
      within(more).getByRole('link', { name: 'https://acme.example/careers' }),
    ).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(more).getByText(/"Acme Subsidiary"/).tagName).toBe('PRE');
    expect(more).toHaveTextContent('6f1c2a4e-0000-4000-8000-000000000001');

    const record = section(dialog, 'Record');
    expect(record).toHaveTextContent(/Channel id\s*7/);
    expect(record).toHaveTextContent(/Company id\s*1007/);
  });

  it('hides what a record as the spec shows it leaves empty', async () => {
    const channel = makeChannel(3, {
      company: {
        ...makeChannel(3).company,
        social: { ...makeChannel(3).company.social, website: null, social_a: null },
      },
    });
    const { dialog } = await openPanel(channel);
    const headings = within(dialog)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(headings).toEqual(['Activity', 'Location', 'Flags', 'Dates', 'Record']);
    const location = section(dialog, 'Location');
    expect(location).toHaveTextContent('3 Grafton Street');
    for (const absent of ['State', 'Post code', 'Coordinates'])
      expect(within(location).queryByText(absent)).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows text that looks like HTML as text, and never links unsafe URLs', async () => {
    const markup = '<img src=x onerror=alert(1)>';
    const base = makeChannel(4, { name: markup, caption: markup });
    const channel = {
      ...base,
      company: {
        ...base.company,
        name: markup,
        career_url: 'javascript:alert(1)',
        social: { ...base.company.social, website: 'javascript:alert(1)', social_a: null },
      },
    };
    const { dialog } = await openPanel(channel);
    expect(within(dialog).getByRole('heading', { level: 2 })).toHaveTextContent(markup);
    expect(section(dialog, 'About')).toHaveTextContent(markup);
    expect(section(dialog, 'More fields')).toHaveTextContent('javascript:alert(1)');
    expect(dialog.querySelector('img[src="x"]')).toBeNull();
    expect(within(dialog).queryByRole('link')).not.toBeInTheDocument();
  });
});

describe('CompanyDetailDialog behaviour', () => {
  it('moves focus in, locks the page, and returns focus to the opener on close', async () => {
    const channel = makeChannel(5);
    const { user, dialog } = await openPanel(channel);
    const close = within(dialog).getByRole('button', { name: 'Close' });
    expect(close).toHaveFocus();
    expect(document.documentElement.style.overflow).toBe('hidden');

    await user.click(close);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open Company 5' })).toHaveFocus();
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('returns focus to the opener it is given, whatever had focus at opening', async () => {
    const user = userEvent.setup();
    function WithCard() {
      const [card, setCard] = useState<HTMLElement | null>(null);
      return (
        <>
          <article ref={setCard} tabIndex={-1} aria-label="Card of Company 5" />
          <Page list={[makeChannel(5)]} opener={card} />
        </>
      );
    }
    render(<WithCard />);
    await user.click(screen.getByRole('button', { name: 'Open Company 5' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('article', { name: 'Card of Company 5' })).toHaveFocus();
  });

  it('stays open when a deep link opens it under StrictMode (effects replayed)', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    onTestFinished(() => void vi.useRealTimers());
    const closes = vi.fn();
    document.addEventListener('close', closes, { capture: true });
    onTestFinished(() => document.removeEventListener('close', closes, { capture: true }));
    render(
      <StrictMode>
        <Page list={[makeChannel(5)]} initialId={5} />
      </StrictMode>,
    );
    // The replay closed the dialog and opened it again; its `close` event arrives a task later
    // and must not close the reopened panel.
    act(() => {
      vi.runAllTimers();
    });
    expect(closes).toHaveBeenCalledOnce();
    expect(screen.getByRole('dialog', { name: 'Company 5' })).toBeInTheDocument();
  });

  it('closes on Escape through the same path and returns focus', async () => {
    const { user } = await openPanel(makeChannel(5));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open Company 5' })).toHaveFocus();
  });

  it('steps through the list with the buttons and the arrow keys', async () => {
    const user = userEvent.setup();
    render(<Page list={makeChannels(3, 10)} />);
    await user.click(screen.getByRole('button', { name: 'Open Company 10' }));
    const previous = screen.getByRole('button', { name: 'Previous channel' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');

    await user.click(screen.getByRole('button', { name: 'Next channel' }));
    expect(screen.getByRole('dialog', { name: 'Company 9' })).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('dialog', { name: 'Company 8' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next channel' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('dialog', { name: 'Company 8' })).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('dialog', { name: 'Company 10' })).toBeInTheDocument();

    // Focus still returns to the card the panel was opened from.
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Open Company 10' })).toHaveFocus();
  });

  it('copies the link and says so', async () => {
    const { user, dialog } = await openPanel(makeChannel(5));
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(`${SHARE}5`);
    expect(await navigator.clipboard.readText()).toBe(`${SHARE}5`);
    expect(within(dialog).getByRole('status')).toHaveTextContent('Link copied');
  });

  it('offers the link to copy by hand when the clipboard refuses', async () => {
    const { user, dialog } = await openPanel(makeChannel(5));
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('Denied'));
    await user.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    const field = within(dialog).getByRole('textbox', { name: /copy this link/i });
    expect(field).toHaveValue(`${SHARE}5`);
    expect(field).toHaveFocus();
    expect(within(dialog).getByRole('status')).toHaveTextContent('');
  });
});

describe('CompanyDetailDialog while finding a channel', () => {
  it('shows progress and cancels', async () => {
    const user = userEvent.setup();
    const onCancelSearch = vi.fn();
    render(
      <CompanyDetailDialog
        channelId={25}
        channel={undefined}
        status="searching"
        searched={40}
        onClose={vi.fn()}
        onCancelSearch={onCancelSearch}
        shareUrl=""
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Looking for channel 25' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('40 channels searched');
    expect(within(dialog).queryByRole('button', { name: 'Copy link' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onCancelSearch).toHaveBeenCalledOnce();
  });

  it('says when the channel does not exist, with a way back', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(
      <CompanyDetailDialog
        channelId={999999}
        channel={undefined}
        status="not-found"
        searched={20}
        onClose={onClose}
        shareUrl=""
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Channel not found' });
    expect(dialog).toHaveTextContent('no channel with id 999999');
    await user.click(within(dialog).getByRole('button', { name: 'Back to the directory' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
