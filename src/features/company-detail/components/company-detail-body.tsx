import { useState } from 'react';
import type { Channel } from '@/api/schemas';
import { aboutFields, moreFields } from '../lib/unknown-value';
import { CompanyIdentity } from './company-identity';
import { DatesSection } from './dates-section';
import { ExtraFieldsSection } from './extra-fields-section';
import { FlagsSection } from './flags-section';
import { LinksSection } from './links-section';
import { LocationSection } from './location-section';
import { RecordSection } from './record-section';
import { StatsSection } from './stats-section';

interface CompanyDetailBodyProps {
  channel: Channel;
  titleId: string;
  /** "Now" for relative times; tests pin it. */
  now?: number;
}

/** Everything the API says about one channel and its company, grouped. */
export function CompanyDetailBody({ channel, titleId, now }: CompanyDetailBodyProps) {
  // Relative times are as of when the panel opened: they need not tick while it is read.
  const [openedAt] = useState(Date.now);
  return (
    <>
      <CompanyIdentity channel={channel} titleId={titleId} />
      <ExtraFieldsSection title="About" fields={aboutFields(channel)} layout="prose" />
      <StatsSection company={channel.company} />
      <LocationSection location={channel.company.location} />
      <LinksSection channel={channel} />
      <FlagsSection channel={channel} />
      <DatesSection channel={channel} now={now ?? openedAt} />
      <ExtraFieldsSection title="More fields" fields={moreFields(channel)} layout="table" />
      <RecordSection channel={channel} />
    </>
  );
}
