import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  noteTyping,
  SCROLL_SETTLE_MS,
  TYPING_SETTLE_MS,
  useFastScrolling,
} from '@/lib/fast-scrolling';
import { scrollWindowTo as scrollTo } from '@/test/scroll';
import { ChannelLogo, initialsOf } from './channel-logo';

describe('ChannelLogo', () => {
  it('shows the logo image lazily, without sending a referrer', () => {
    render(<ChannelLogo name="Acme Data" src="https://cdn.example.com/acme.png" />);
    const image = screen.getByRole('img', { name: 'Acme Data logo' });
    expect(image.tagName).toBe('IMG');
    expect(image).toHaveAttribute('src', 'https://cdn.example.com/acme.png');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('referrerpolicy', 'no-referrer');
  });

  it.each([null, 'javascript:alert(1)', 'data:image/png;base64,AAAA', '/relative.png', 42])(
    'shows initials instead of an image for %j',
    (src) => {
      const { container } = render(<ChannelLogo name="Acme Data Ltd" src={src} />);
      expect(screen.getByRole('img', { name: 'Acme Data Ltd logo' })).toHaveTextContent('AD');
      expect(container.querySelector('img')).toBeNull();
    },
  );

  it('replaces an image that fails to load with initials, never a broken image', () => {
    const { container } = render(
      <ChannelLogo name="Broken Logo Co" src="https://cdn.example.com/missing.png" />,
    );
    fireEvent.error(screen.getByRole('img', { name: 'Broken Logo Co logo' }));
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('img', { name: 'Broken Logo Co logo' })).toHaveTextContent('BL');
  });

  it('remembers a failed URL when the card mounts again (as virtualized rows do)', () => {
    const src = 'https://cdn.example.com/gone.png';
    const first = render(<ChannelLogo name="Gone" src={src} />);
    fireEvent.error(screen.getByRole('img', { name: 'Gone logo' }));
    first.unmount();
    const { container } = render(<ChannelLogo name="Gone" src={src} />);
    expect(container.querySelector('img')).toBeNull();
  });
});

describe('initialsOf', () => {
  it('takes the first letters of the first two words', () => {
    expect(initialsOf('acme data ltd')).toBe('AD');
    expect(initialsOf('Zeta')).toBe('Z');
    expect(initialsOf('  (Ölfabrik) & Söhne ')).toBe('ÖS');
    expect(initialsOf('***')).toBe('?');
  });
});

/** Something on the page that follows the scrolling, as the grid's other cards do. */
function ScrollListener() {
  useFastScrolling();
  return null;
}

describe('a card logo while the list flies past', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const src = 'https://cdn.example.com/acme.png';

  it('waits in an empty box, then loads once the scrolling slows down, and stays', () => {
    render(<ScrollListener />);
    scrollTo(200, 16);
    scrollTo(400, 16);
    const { container } = render(<ChannelLogo name="Acme" src={src} deferWhileScrolling />);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('img', { name: 'Acme logo' })).toBeEmptyDOMElement();
    act(() => {
      vi.advanceTimersByTime(SCROLL_SETTLE_MS);
    });
    expect(container.querySelector('img')).toHaveAttribute('src', src);
    // Flying past again does not take a loaded logo away.
    scrollTo(800, 16);
    scrollTo(1200, 16);
    expect(container.querySelector('img')).toHaveAttribute('src', src);
  });

  it('loads at once when nothing is scrolling, and always where deferring is not asked for', () => {
    render(<ChannelLogo name="Calm" src={src} deferWhileScrolling />);
    expect(screen.getByRole('img', { name: 'Calm logo' }).tagName).toBe('IMG');
    scrollTo(400, 16);
    scrollTo(800, 16);
    render(<ChannelLogo name="Panel" src={src} />);
    expect(screen.getByRole('img', { name: 'Panel logo' }).tagName).toBe('IMG');
  });

  it('waits while the search is being typed, and loads once the typing pauses', () => {
    act(() => noteTyping());
    const { container } = render(<ChannelLogo name="Typed" src={src} deferWhileScrolling />);
    expect(container.querySelector('img')).toBeNull();
    // Another key before the pause: still waiting.
    act(() => {
      vi.advanceTimersByTime(TYPING_SETTLE_MS - 50);
      noteTyping();
      vi.advanceTimersByTime(TYPING_SETTLE_MS - 50);
    });
    expect(container.querySelector('img')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(50);
    });
    expect(container.querySelector('img')).toHaveAttribute('src', src);
  });
});
