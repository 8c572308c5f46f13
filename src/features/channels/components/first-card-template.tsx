import { LogoPlaceholder } from '@/components/channel-logo';
import { usePrerenderedContents } from '@/lib/hydration';
import {
  FIRST_CARD_TEMPLATE_ID,
  FIRST_NAME_ATTRIBUTE,
  FIRST_PLACE_ATTRIBUTE,
} from '../lib/first-cards';
import { CARD_CLASS, CardHeading } from './channel-card';
import { PlaceLine } from './channel-location';

/**
 * The card that index.html's first cards script copies for each channel of the first page
 * (FIRST_CARDS_SCRIPT, src/app/boot-scripts.ts), rendered at build time from the card's own
 * pieces, so a preview card is laid out exactly as the app's card: its name and place fill the
 * two slots, its logo waits in a blank box. Inert and hidden from assistive technology: the app's
 * first render replaces it with a card that works.
 */
export function FirstCardTemplate() {
  return (
    // A template's contents are not its children in the page: the app adopts it as it is.
    <template
      id={FIRST_CARD_TEMPLATE_ID}
      {...usePrerenderedContents(
        <article aria-hidden="true" inert className={CARD_CLASS}>
          <div className="min-h-0 flex-1">
            <CardHeading
              logo={<LogoPlaceholder />}
              name={<span {...{ [FIRST_NAME_ATTRIBUTE]: '' }} />}
              location={<PlaceLine text="" {...{ [FIRST_PLACE_ATTRIBUTE]: '' }} />}
            />
          </div>
        </article>,
      )}
    />
  );
}
