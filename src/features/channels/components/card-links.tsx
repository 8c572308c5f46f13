import type { Social } from '@/api/schemas';
import { SocialLinks } from '@/components/social-links';
import { safeHttpUrl } from '@/lib/safe-url';

const fields = ['website', 'social_a', 'social_b', 'social_c', 'social_d', 'social_e'] as const;

interface CardLinksProps {
  name: string;
  social: Social;
  /** In the tab order (the grid's tab stop card) or reached only by pointer and arrow keys. */
  tabbable: boolean;
}

/**
 * The card's footer of social links, above the name button's stretched hit area so each link
 * stays its own target. No footer at all when the company lists no usable link.
 */
export function CardLinks({ name, social, tabbable }: CardLinksProps) {
  if (!fields.some((field) => safeHttpUrl(social[field]) !== undefined)) return null;
  return (
    <div className="relative z-10 mt-4 -mb-1 border-t border-line pt-2 pl-0">
      <div className="-ml-2">
        <SocialLinks name={name} social={social} tabIndex={tabbable ? undefined : -1} />
      </div>
    </div>
  );
}
