import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Social } from '@/api/schemas';
import { makeChannel } from '@/test/fixtures';
import { SocialLinks } from './social-links';

const social = (overrides: Partial<Social>): Social => ({
  ...makeChannel(1).company.social,
  website: null,
  social_a: null,
  ...overrides,
});

describe('SocialLinks', () => {
  it('links every network with an http(s) URL, in the spec’s order, opening a new tab', () => {
    render(
      <SocialLinks
        name="Acme"
        social={social({
          website: 'https://acme.example',
          social_a: 'https://linkedin.com/company/acme',
          social_b: 'https://instagram.com/acme',
          social_c: 'https://facebook.com/acme',
          social_d: 'https://x.com/acme',
          social_e: 'https://github.com/acme',
        })}
      />,
    );
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual([
      'Acme website',
      'Acme on LinkedIn',
      'Acme on Instagram',
      'Acme on Facebook',
      'Acme on X',
      'Acme on GitHub',
    ]);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(screen.getByRole('link', { name: 'Acme on GitHub' })).toHaveAttribute(
      'href',
      'https://github.com/acme',
    );
  });

  it('renders no link for javascript:, data: or garbage values', () => {
    render(
      <SocialLinks
        name="Evil"
        social={social({
          website: 'javascript:alert(1)',
          social_a: 'data:text/html,<script>alert(1)</script>',
          social_b: 'not a url',
          social_d: 'https://x.com/fine',
        })}
      />,
    );
    const list = screen.getByRole('list');
    expect(within(list).getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Evil on X' })).toBeInTheDocument();
  });

  it('renders nothing when there is no usable link', () => {
    const { container } = render(<SocialLinks name="Quiet" social={social({})} />);
    expect(container).toBeEmptyDOMElement();
  });
});
