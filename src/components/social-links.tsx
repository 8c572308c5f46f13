import type { ComponentType } from 'react';
import type { Social } from '@/api/schemas';
import { safeHttpUrl } from '@/lib/safe-url';
import {
  FacebookIcon,
  GitHubIcon,
  InstagramIcon,
  LinkedInIcon,
  WebsiteIcon,
  XIcon,
} from './social-icons';

interface Network {
  field: keyof Pick<
    Social,
    'website' | 'social_a' | 'social_b' | 'social_c' | 'social_d' | 'social_e'
  >;
  label: (name: string) => string;
  Icon: ComponentType;
}

/** The spec's order: the website, then social_a..e. */
const networks: Network[] = [
  { field: 'website', label: (name) => `${name} website`, Icon: WebsiteIcon },
  { field: 'social_a', label: (name) => `${name} on LinkedIn`, Icon: LinkedInIcon },
  { field: 'social_b', label: (name) => `${name} on Instagram`, Icon: InstagramIcon },
  { field: 'social_c', label: (name) => `${name} on Facebook`, Icon: FacebookIcon },
  { field: 'social_d', label: (name) => `${name} on X`, Icon: XIcon },
  { field: 'social_e', label: (name) => `${name} on GitHub`, Icon: GitHubIcon },
];

interface SocialLinksProps {
  name: string;
  social: Social;
  /** -1 keeps the links out of the tab order (a grid card that is not the grid's tab stop). */
  tabIndex?: number | undefined;
}

/** The company's web presence as icon links; only http(s) URLs become links. */
export function SocialLinks({ name, social, tabIndex }: SocialLinksProps) {
  const links = networks.flatMap((network) => {
    const href = safeHttpUrl(social[network.field]);
    return href ? [{ ...network, href }] : [];
  });
  if (links.length === 0) return null;

  return (
    <ul className="flex flex-wrap items-center gap-1">
      {links.map(({ field, href, label, Icon }) => (
        <li key={field}>
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={label(name)}
            tabIndex={tabIndex}
            className="inline-flex size-9 items-center justify-center rounded-lg text-muted transition-colors hover:bg-surface hover:text-ink focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-accent"
          >
            <Icon />
          </a>
        </li>
      ))}
    </ul>
  );
}
