/** The feeds a demo company came from (the spec's `source`: the name of the feed). */
export const SOURCES = [
  'Indeed XML Feed',
  'StepStone Feed',
  'Workday Feed',
  'Greenhouse API',
  'Lever API',
  'Personio XML',
  'SmartRecruiters Feed',
  'Teamtailor Feed',
  'Recruitee API',
  'Broadbean',
  'JobAdder Feed',
  'iCIMS Feed',
  'Taleo XML',
  'CSV import',
  'Manual entry',
];
