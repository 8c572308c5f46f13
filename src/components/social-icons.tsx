import type { ReactNode } from 'react';
import { LineIcon } from '@/components/ui/line-icon';

/** Simple line icons drawn for this app, a little lighter than the controls' icons. */
function Icon({ children }: { children: ReactNode }) {
  return <LineIcon strokeWidth={1.8}>{children}</LineIcon>;
}

export function WebsiteIcon() {
  return (
    <Icon>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18" />
      <path d="M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z" />
    </Icon>
  );
}

export function LinkedInIcon() {
  return (
    <Icon>
      <rect x="3" y="3" width="18" height="18" rx="3" />
      <path d="M8 10.5V17" />
      <path d="M8 7.2v.1" />
      <path d="M11.5 17v-6.5" />
      <path d="M11.5 13.2c0-1.6 1.1-2.7 2.5-2.7s2.5 1 2.5 2.7V17" />
    </Icon>
  );
}

export function InstagramIcon() {
  return (
    <Icon>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <path d="M17.3 6.7v.1" />
    </Icon>
  );
}

export function FacebookIcon() {
  return (
    <Icon>
      <circle cx="12" cy="12" r="9" />
      <path d="M15 8h-1.5A2.5 2.5 0 0 0 11 10.5V21" />
      <path d="M8.5 13h5.5" />
    </Icon>
  );
}

export function XIcon() {
  return (
    <Icon>
      <path d="M4 4l6.6 8.8L4.3 20" />
      <path d="M19.7 4l-6.3 7.2L20 20h-4.3L4 4h4.3l5.1 7.2" />
    </Icon>
  );
}

export function GitHubIcon() {
  return (
    <Icon>
      <path d="M9 19c-4 1.3-4-2-6-2.5" />
      <path d="M15 21v-3.2a3 3 0 0 0-.8-2.3c2.8-.3 5.8-1.4 5.8-6.2a4.8 4.8 0 0 0-1.3-3.3 4.5 4.5 0 0 0-.1-3.3s-1-.3-3.4 1.3a11.6 11.6 0 0 0-6.2 0C6.6 2.4 5.6 2.7 5.6 2.7a4.5 4.5 0 0 0-.1 3.3A4.8 4.8 0 0 0 4.2 9.3c0 4.8 3 5.9 5.8 6.2a3 3 0 0 0-.8 2.3V21" />
    </Icon>
  );
}
