/**
 * The newest channels of every demo dataset, fixed so that its first page shows at once what a
 * client must handle: accented names and cities, a channel with every social link, ones without
 * a logo, ones without live jobs.
 */
export interface Showcase {
  name: string;
  city: string;
  logo?: boolean;
  allSocials?: boolean;
  liveJobs?: number;
}

/** Index 0 is the newest channel. */
export const SHOWCASE: readonly Showcase[] = [
  { name: 'Ó Súilleabháin & Co', city: 'Dublin', allSocials: true },
  { name: 'Zürcher Präzisionstechnik AG', city: 'Zürich', liveJobs: 0 },
  { name: 'São Jorge Engenharia Ltda.', city: 'São Paulo' },
  { name: 'Málaga Sol Hospitality S.L.', city: 'Málaga', logo: false, liveJobs: 0 },
  { name: 'Kraków Code House sp. z o.o.', city: 'Kraków', allSocials: true },
  { name: 'Nørgaard Design ApS', city: 'København', logo: false },
];
