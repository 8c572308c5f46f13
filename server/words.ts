/**
 * Word lists for the demo dataset. Invented names only; cities are real so the UI shows real
 * diacritics (Köln, Zürich, São Paulo, Kraków, Málaga...) and real ISO 3166 country codes.
 */

export interface City {
  city: string;
  country: string;
  country_short: string;
  /** Legal-form suffixes usual in that country, for names like "Murphy Logistics Ltd". */
  suffixes: readonly string[];
  /** Top-level domain for generated websites. */
  tld: string;
}

const IE = ['Ltd', 'DAC', 'Ltd'];
const GB = ['Ltd', 'plc', 'LLP'];
const DE = ['GmbH', 'AG', 'GmbH & Co. KG'];
const CH = ['AG', 'GmbH', 'SA'];
const AT = ['GmbH', 'AG'];
const FR = ['SAS', 'SA', 'SARL'];
const ES = ['S.L.', 'S.A.'];
const PT = ['Lda.', 'S.A.'];
const IT = ['S.r.l.', 'S.p.A.'];
const NL = ['B.V.', 'N.V.'];
const BE = ['BV', 'SA'];
const PL = ['Sp. z o.o.', 'S.A.'];
const NORDIC_SE = ['AB'];
const NORDIC_DK = ['ApS', 'A/S'];
const NORDIC_NO = ['AS', 'ASA'];
const NORDIC_FI = ['Oy', 'Oyj'];
const CZ = ['s.r.o.', 'a.s.'];
const US = ['Inc.', 'LLC', 'Corp.'];
const CA = ['Inc.', 'Ltd.'];
const BR = ['Ltda.', 'S.A.'];
const LATAM = ['S.A.', 'S.A. de C.V.', 'SpA'];
const ANZ = ['Pty Ltd', 'Ltd'];
const ASIA = ['Pte. Ltd.', 'K.K.', 'Co., Ltd.', 'Pvt. Ltd.'];
const OTHER = ['Ltd', 'LLC'];

const c = (
  city: string,
  country: string,
  country_short: string,
  suffixes: readonly string[],
  tld: string,
): City => ({ city, country, country_short, suffixes, tld });

export const CITIES: readonly City[] = [
  c('Dublin', 'Ireland', 'IE', IE, 'ie'),
  c('Cork', 'Ireland', 'IE', IE, 'ie'),
  c('Galway', 'Ireland', 'IE', IE, 'ie'),
  c('Limerick', 'Ireland', 'IE', IE, 'ie'),
  c('London', 'United Kingdom', 'GB', GB, 'co.uk'),
  c('Manchester', 'United Kingdom', 'GB', GB, 'co.uk'),
  c('Edinburgh', 'United Kingdom', 'GB', GB, 'co.uk'),
  c('Belfast', 'United Kingdom', 'GB', GB, 'co.uk'),
  c('Bristol', 'United Kingdom', 'GB', GB, 'co.uk'),
  c('Köln', 'Germany', 'DE', DE, 'de'),
  c('München', 'Germany', 'DE', DE, 'de'),
  c('Berlin', 'Germany', 'DE', DE, 'de'),
  c('Hamburg', 'Germany', 'DE', DE, 'de'),
  c('Düsseldorf', 'Germany', 'DE', DE, 'de'),
  c('Frankfurt am Main', 'Germany', 'DE', DE, 'de'),
  c('Zürich', 'Switzerland', 'CH', CH, 'ch'),
  c('Genève', 'Switzerland', 'CH', CH, 'ch'),
  c('Basel', 'Switzerland', 'CH', CH, 'ch'),
  c('Wien', 'Austria', 'AT', AT, 'at'),
  c('Graz', 'Austria', 'AT', AT, 'at'),
  c('Paris', 'France', 'FR', FR, 'fr'),
  c('Lyon', 'France', 'FR', FR, 'fr'),
  c('Nantes', 'France', 'FR', FR, 'fr'),
  c('Málaga', 'Spain', 'ES', ES, 'es'),
  c('Madrid', 'Spain', 'ES', ES, 'es'),
  c('Barcelona', 'Spain', 'ES', ES, 'es'),
  c('Sevilla', 'Spain', 'ES', ES, 'es'),
  c('València', 'Spain', 'ES', ES, 'es'),
  c('Lisboa', 'Portugal', 'PT', PT, 'pt'),
  c('Porto', 'Portugal', 'PT', PT, 'pt'),
  c('Milano', 'Italy', 'IT', IT, 'it'),
  c('Torino', 'Italy', 'IT', IT, 'it'),
  c('Amsterdam', 'Netherlands', 'NL', NL, 'nl'),
  c('Rotterdam', 'Netherlands', 'NL', NL, 'nl'),
  c('Utrecht', 'Netherlands', 'NL', NL, 'nl'),
  c('Antwerpen', 'Belgium', 'BE', BE, 'be'),
  c('Bruxelles', 'Belgium', 'BE', BE, 'be'),
  c('Kraków', 'Poland', 'PL', PL, 'pl'),
  c('Warszawa', 'Poland', 'PL', PL, 'pl'),
  c('Wrocław', 'Poland', 'PL', PL, 'pl'),
  c('Gdańsk', 'Poland', 'PL', PL, 'pl'),
  c('Stockholm', 'Sweden', 'SE', NORDIC_SE, 'se'),
  c('Göteborg', 'Sweden', 'SE', NORDIC_SE, 'se'),
  c('Malmö', 'Sweden', 'SE', NORDIC_SE, 'se'),
  c('København', 'Denmark', 'DK', NORDIC_DK, 'dk'),
  c('Aarhus', 'Denmark', 'DK', NORDIC_DK, 'dk'),
  c('Oslo', 'Norway', 'NO', NORDIC_NO, 'no'),
  c('Tromsø', 'Norway', 'NO', NORDIC_NO, 'no'),
  c('Helsinki', 'Finland', 'FI', NORDIC_FI, 'fi'),
  c('Reykjavík', 'Iceland', 'IS', ['ehf.', 'hf.'], 'is'),
  c('Praha', 'Czechia', 'CZ', CZ, 'cz'),
  c('Brno', 'Czechia', 'CZ', CZ, 'cz'),
  c('Budapest', 'Hungary', 'HU', ['Kft.', 'Zrt.'], 'hu'),
  c('Tallinn', 'Estonia', 'EE', ['OÜ', 'AS'], 'ee'),
  c('Rīga', 'Latvia', 'LV', ['SIA'], 'lv'),
  c('Vilnius', 'Lithuania', 'LT', ['UAB'], 'lt'),
  c('İstanbul', 'Türkiye', 'TR', ['A.Ş.', 'Ltd. Şti.'], 'com.tr'),
  c('New York', 'United States', 'US', US, 'com'),
  c('San Francisco', 'United States', 'US', US, 'com'),
  c('Austin', 'United States', 'US', US, 'com'),
  c('Boston', 'United States', 'US', US, 'com'),
  c('Seattle', 'United States', 'US', US, 'com'),
  c('Toronto', 'Canada', 'CA', CA, 'ca'),
  c('Montréal', 'Canada', 'CA', CA, 'ca'),
  c('Vancouver', 'Canada', 'CA', CA, 'ca'),
  c('Ciudad de México', 'Mexico', 'MX', LATAM, 'com.mx'),
  c('São Paulo', 'Brazil', 'BR', BR, 'com.br'),
  c('Rio de Janeiro', 'Brazil', 'BR', BR, 'com.br'),
  c('Bogotá', 'Colombia', 'CO', LATAM, 'com.co'),
  c('Buenos Aires', 'Argentina', 'AR', LATAM, 'com.ar'),
  c('Santiago', 'Chile', 'CL', LATAM, 'cl'),
  c('Cape Town', 'South Africa', 'ZA', ['(Pty) Ltd'], 'co.za'),
  c('Nairobi', 'Kenya', 'KE', OTHER, 'co.ke'),
  c('Tel Aviv', 'Israel', 'IL', OTHER, 'co.il'),
  c('Dubai', 'United Arab Emirates', 'AE', ['FZ-LLC', 'LLC'], 'ae'),
  c('Bengaluru', 'India', 'IN', ASIA, 'in'),
  c('Singapore', 'Singapore', 'SG', ASIA, 'sg'),
  c('Tokyo', 'Japan', 'JP', ASIA, 'jp'),
  c('Sydney', 'Australia', 'AU', ANZ, 'com.au'),
  c('Melbourne', 'Australia', 'AU', ANZ, 'com.au'),
  c('Auckland', 'New Zealand', 'NZ', ANZ, 'co.nz'),
];

export const SURNAMES = [
  'Murphy', 'Kelly', 'Byrne', 'Walsh', 'Ryan', "O'Brien", 'Doyle', 'McCarthy', 'Nolan', 'Brennan',
  'Fitzgerald', 'Quinn', 'Hughes', 'Carroll', 'Whelan', 'Smith', 'Taylor', 'Clarke', 'Patel',
  'Hargreaves', 'Ashworth', 'Pemberton', 'Müller', 'Schäfer', 'Weiß', 'Köhler', 'Schröder',
  'Hoffmann', 'Krüger', 'Vogel', 'Brändli', 'Studer', 'Favre', 'Lefèvre', 'Girard', 'Moreau',
  'Dubois', 'García', 'Martínez', 'López', 'Núñez', 'Peña', 'Ibáñez', 'Gonçalves', 'Conceição',
  'Ferreira', 'Rossi', 'Bianchi', 'Esposito', 'Van Dijk', 'De Vries', 'Janssens', 'Nowak',
  'Kowalski', 'Wiśniewski', 'Zieliński', 'Lindqvist', 'Sjöberg', 'Nørgaard', 'Kristiansen',
  'Virtanen', 'Novák', 'Dvořák', 'Horváth', 'Tamm', 'Bērziņš', 'Yılmaz', 'Cohen', 'Nakamura',
  'Okafor', 'Mensah', 'Singh', 'Sharma', 'Chen', 'Tanaka', 'Anderson', 'Brooks', 'Fischer',
];

export const ADJECTIVES = [
  'Blue', 'Bright', 'Silver', 'Green', 'North', 'Clear', 'Swift', 'Quiet', 'Bold', 'True',
  'Red', 'Iron', 'Cedar', 'Summit', 'Harbour', 'Atlas', 'Lumen', 'Nova', 'Polar', 'Amber',
  'Copper', 'Granite', 'Meridian', 'Orbit', 'Pine', 'Coastal', 'Urban', 'Open', 'Prime', 'Vivid',
];

export const NOUNS = [
  'Peak', 'Field', 'Stone', 'Bridge', 'Wave', 'Leaf', 'Forge', 'Path', 'Gate', 'Harbor',
  'Point', 'Ridge', 'Spring', 'Works', 'Loop', 'Lane', 'Mill', 'Yard', 'Beacon', 'Crest',
];

export const INDUSTRIES = [
  'Logistics', 'Analytics', 'Software', 'Engineering', 'Consulting', 'Health', 'Foods',
  'Robotics', 'Energy', 'Pharma', 'Labs', 'Systems', 'Digital', 'Media', 'Recruitment',
  'Construction', 'Design', 'Security', 'Biotech', 'Hospitality', 'Retail', 'Insurance',
  'Finance', 'Telecom', 'Aerospace', 'Textiles', 'Mobility', 'Learning', 'Studios', 'Partners',
];

/** Names with local character, mixed in now and then. */
export const CURATED_NAMES = [
  'Ó Súilleabháin & Co',
  'Müller & Söhne',
  'Bäckerei Schäfer',
  'Château Lumière',
  'Nørgaard Design',
  'Ångström Labs',
  'Ibérica Soluciones',
  'Café Złota Kamienica',
  'Zürcher Präzisionstechnik',
  'Açores Pescas',
  'Mac Giolla Phádraig Teoranta',
  'Høgskole Robotics',
  'Český Sklář',
  'La Pâtisserie Dorée',
  'Fjällräven Outfitters',
  'Brød & Smør',
  'Straße Mobility',
  'Kraków Code House',
  'São Jorge Engenharia',
  'Málaga Sol Hospitality',
  'Contoso Pharmaceuticals',
  'Fabrikam Residences',
  'Tailspin Toys',
  'Wingtip Aviation',
  'Litware Systems',
  'Adventure Works Cycles',
  'Proseware Learning',
  'Alpine Ski House',
  'Coho Vineyard',
];

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
