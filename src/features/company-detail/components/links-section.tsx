import type { Channel } from '@/api/schemas';
import { SocialLinks } from '@/components/social-links';
import { safeHttpUrl } from '@/lib/safe-url';
import { DetailSection } from './detail-section';

/** "https://www.acme.example/" -> "acme.example": what a person reads in a link. */
function shortUrl(href: string): string {
  const url = new URL(href);
  const path = url.pathname === '/' ? '' : url.pathname;
  return `${url.hostname.replace(/^www\./, '')}${path}`;
}

/** The website as a readable link, then the social profiles; only http(s) URLs are links. */
export function LinksSection({ channel }: { channel: Channel }) {
  const { name, social } = channel.company;
  const website = safeHttpUrl(social.website);
  // The website is already the text link above; the icon row shows only the profiles.
  const profiles = { ...social, website: null };
  const hasProfiles = [
    social.social_a,
    social.social_b,
    social.social_c,
    social.social_d,
    social.social_e,
  ].some((value) => safeHttpUrl(value));
  if (!website && !hasProfiles) return null;

  return (
    <DetailSection title="Links">
      {website && (
        <a
          href={website}
          target="_blank"
          rel="noopener noreferrer"
          className="font-medium break-all text-accent underline underline-offset-2 hover:no-underline"
        >
          {shortUrl(website)}
          <span className="sr-only"> (website, opens in a new tab)</span>
        </a>
      )}
      {hasProfiles && (
        <div className={website ? 'mt-2 -ml-2' : '-ml-2'}>
          <SocialLinks name={name || channel.name} social={profiles} />
        </div>
      )}
    </DetailSection>
  );
}
