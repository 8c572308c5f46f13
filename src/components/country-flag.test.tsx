import { act, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { noteTyping, TYPING_SETTLE_MS } from '@/lib/fast-scrolling';
import { loadFlagUrls } from '@/lib/use-flag-url';
import { CountryFlag } from './country-flag';

describe('CountryFlag', () => {
  it('holds a fixed box while the flag table loads, then shows the image in it', async () => {
    const { container } = render(<CountryFlag code="ie" name="Ireland" />);
    // Before the table is there: an empty box of the flag's size, hidden from screen readers.
    expect(container.querySelector('span[aria-hidden="true"]')).toHaveClass('h-3', 'w-[18px]');
    // The first load of the table transforms ~260 modules under Vitest: allow it time.
    const flag = await screen.findByRole('img', { name: 'Ireland' }, { timeout: 10_000 });
    expect(flag).toHaveAttribute('src', expect.stringMatching(/IE\.svg/));
    expect(flag).toHaveAttribute('width', '18');
    expect(flag).toHaveAttribute('height', '12');
    expect(flag).toHaveClass('h-3', 'w-[18px]');
  });

  describe('once the table is loaded', () => {
    beforeAll(async () => {
      await loadFlagUrls();
    });

    it('is named by the country when nothing beside it says so', () => {
      render(<CountryFlag code="DE" name="Germany" size="md" />);
      const flag = screen.getByRole('img', { name: 'Germany' });
      expect(flag).toHaveAttribute('width', '24');
      expect(flag).toHaveAttribute('height', '16');
    });

    it('is silent (alt="") when the name is written beside it', () => {
      render(<CountryFlag code="FR" name="France" decorative />);
      expect(screen.queryByRole('img')).not.toBeInTheDocument();
      expect(screen.getByRole('presentation')).toHaveAttribute('alt', '');
    });

    it.each(['', 'I', 'IRL', '<b>', '../IE', 'I E', 'ÉE', 'QQ', 'GB-SCT'])(
      'shows nothing for the code %j',
      (code) => {
        const { container } = render(<CountryFlag code={code} name="Somewhere" />);
        expect(container).toBeEmptyDOMElement();
      },
    );

    it('shows nothing without a name to give it', () => {
      const { container } = render(<CountryFlag code="IE" name=" " />);
      expect(container).toBeEmptyDOMElement();
    });

    it('in a grid card, comes a frame after its card, and waits while the search is typed', () => {
      vi.useFakeTimers();
      try {
        const card = render(
          <CountryFlag code="IE" name="Ireland" decorative deferWhileScrolling />,
        );
        expect(card.container.querySelector('img')).toBeNull();
        expect(card.container.querySelector('span[aria-hidden="true"]')).toHaveClass(
          'h-3',
          'w-[18px]',
        );
        act(() => {
          vi.advanceTimersByTime(50);
        });
        expect(card.container.querySelector('img')).toHaveAttribute(
          'src',
          expect.stringMatching(/IE\.svg/),
        );

        act(() => noteTyping());
        const typed = render(
          <CountryFlag code="FR" name="France" decorative deferWhileScrolling />,
        );
        act(() => {
          vi.advanceTimersByTime(50);
        });
        expect(typed.container.querySelector('img')).toBeNull();
        act(() => {
          vi.advanceTimersByTime(TYPING_SETTLE_MS);
        });
        expect(typed.container.querySelector('img')).toHaveAttribute(
          'src',
          expect.stringMatching(/FR\.svg/),
        );
        // The company panel's flag waits for nothing.
        act(() => noteTyping());
        render(<CountryFlag code="DE" name="Germany" />);
        expect(screen.getByRole('img', { name: 'Germany' })).toBeInTheDocument();
      } finally {
        act(() => {
          vi.advanceTimersByTime(TYPING_SETTLE_MS);
        });
        vi.useRealTimers();
      }
    });
  });
});
