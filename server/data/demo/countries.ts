/**
 * How companies of each country are named and addressed in the demo data: the @faker-js/faker
 * locale whose surnames and street names are used, the legal forms and trade words of the
 * country's language, its top-level domain, and how a postal address is written there.
 */
import {
  fakerCS_CZ,
  fakerDA,
  fakerDE,
  fakerDE_AT,
  fakerDE_CH,
  fakerEN_AU,
  fakerEN_CA,
  fakerEN_GB,
  fakerEN_IE,
  fakerEN_IN,
  fakerEN_NG,
  fakerEN_US,
  fakerEN_ZA,
  fakerES,
  fakerES_MX,
  fakerFI,
  fakerFR,
  fakerFR_BE,
  fakerFR_CA,
  fakerFR_CH,
  fakerHR,
  fakerHU,
  fakerIT,
  fakerNB_NO,
  fakerNL,
  fakerNL_BE,
  fakerPL,
  fakerPT_BR,
  fakerPT_PT,
  fakerRO,
  fakerSK,
  fakerSL_SI,
  fakerSV,
  fakerTR,
  type Faker,
} from '@faker-js/faker';

import * as L from './languages.ts';

/**
 * The order of a postal address: "Street 1, 50667 Köln" (postcode first), "1 Street, London
 * SW1A 1AA" (postcode last), "1 Street, Boston, MA 02108" (with a state), Brazil's
 * "Rua X, 100, São Paulo - SP, 01310-100".
 */
export type AddressStyle = 'postcode-city' | 'city-postcode' | 'state' | 'brazil';

export interface Country {
  name: string;
  code: string;
  faker: Faker;
  /** Legal forms, most common first (names end in one of them about half the time). */
  legal: readonly string[];
  language: L.Language;
  tld: string;
  address: AddressStyle;
}

const POST_FIRST = 'postcode-city';
const POST_LAST = 'city-postcode';
const STATE = 'state';
const BRAZIL = 'brazil';

const c = (
  code: string,
  name: string,
  faker: Faker,
  language: L.Language,
  tld: string,
  address: AddressStyle,
  legal: readonly string[],
): Country => ({ name, code, faker, legal, language, tld, address });

/** Keyed by country code, or a code and a language where a country has several (QC, CHF, BEN). */
export const COUNTRIES = {
  IE: c('IE', 'Ireland', fakerEN_IE, L.EN, 'ie', POST_LAST, ['Ltd', 'DAC', 'Group']),
  GB: c('GB', 'United Kingdom', fakerEN_GB, L.EN, 'co.uk', POST_LAST, [
    'Ltd',
    'PLC',
    'LLP',
    'Group',
  ]),
  US: c('US', 'United States', fakerEN_US, L.EN, 'com', STATE, ['Inc.', 'LLC', 'Corp.', 'Group']),
  CA: c('CA', 'Canada', fakerEN_CA, L.EN, 'ca', STATE, ['Inc.', 'Ltd.', 'Corp.']),
  QC: c('CA', 'Canada', fakerFR_CA, L.FR, 'ca', STATE, ['inc.', 'ltée']),
  AU: c('AU', 'Australia', fakerEN_AU, L.EN, 'com.au', STATE, ['Pty Ltd', 'Group', 'Partners']),
  NZ: c('NZ', 'New Zealand', fakerEN_AU, L.EN, 'co.nz', POST_LAST, ['Ltd', 'Group']),
  ZA: c('ZA', 'South Africa', fakerEN_ZA, L.EN, 'co.za', POST_LAST, ['(Pty) Ltd', 'CC', 'Ltd']),
  NG: c('NG', 'Nigeria', fakerEN_NG, L.EN, 'com.ng', POST_LAST, ['Ltd', 'Plc']),
  IN: c('IN', 'India', fakerEN_IN, L.EN, 'in', POST_LAST, ['Pvt Ltd', 'Ltd', 'LLP']),
  SG: c('SG', 'Singapore', fakerEN_GB, L.EN, 'com.sg', POST_LAST, ['Pte. Ltd.', 'Ltd']),
  DE: c('DE', 'Germany', fakerDE, L.DE, 'de', POST_FIRST, [
    'GmbH',
    'AG',
    'GmbH & Co. KG',
    'KG',
    'UG',
  ]),
  AT: c('AT', 'Austria', fakerDE_AT, L.DE, 'at', POST_FIRST, ['GmbH', 'AG', 'KG', 'OG']),
  CH: c('CH', 'Switzerland', fakerDE_CH, L.DE, 'ch', POST_FIRST, ['AG', 'GmbH', 'SA']),
  CHF: c('CH', 'Switzerland', fakerFR_CH, L.FR, 'ch', POST_FIRST, ['SA', 'Sàrl']),
  FR: c('FR', 'France', fakerFR, L.FR, 'fr', POST_FIRST, ['SAS', 'SA', 'SARL', 'SASU']),
  BE: c('BE', 'Belgium', fakerFR_BE, L.FR, 'be', POST_FIRST, ['SRL', 'SA', 'SC']),
  BEN: c('BE', 'Belgium', fakerNL_BE, L.NL, 'be', POST_FIRST, ['BV', 'NV', 'CV']),
  LU: c('LU', 'Luxembourg', fakerFR, L.FR, 'lu', POST_FIRST, ['S.A.', 'S.à r.l.']),
  NL: c('NL', 'Netherlands', fakerNL, L.NL, 'nl', POST_FIRST, ['B.V.', 'N.V.', 'V.O.F.']),
  ES: c('ES', 'Spain', fakerES, L.ES, 'es', POST_FIRST, ['S.L.', 'S.A.', 'e Hijos', 'Hermanos']),
  MX: c('MX', 'Mexico', fakerES_MX, L.ES, 'com.mx', POST_FIRST, ['S.A. de C.V.', 'S. de R.L.']),
  AR: c('AR', 'Argentina', fakerES, L.ES, 'com.ar', POST_FIRST, ['S.A.', 'S.R.L.']),
  CO: c('CO', 'Colombia', fakerES, L.ES, 'com.co', POST_LAST, ['S.A.S.', 'S.A.']),
  CL: c('CL', 'Chile', fakerES, L.ES, 'cl', POST_FIRST, ['SpA', 'S.A.', 'Ltda.']),
  PT: c('PT', 'Portugal', fakerPT_PT, L.PT, 'pt', POST_FIRST, ['Lda.', 'S.A.']),
  BR: c('BR', 'Brazil', fakerPT_BR, L.PT, 'com.br', BRAZIL, ['Ltda.', 'S.A.', 'e Associados']),
  IT: c('IT', 'Italy', fakerIT, L.IT, 'it', POST_FIRST, ['S.r.l.', 'S.p.A.', 'e Figli']),
  PL: c('PL', 'Poland', fakerPL, L.PL, 'pl', POST_FIRST, ['sp. z o.o.', 'S.A.', 'sp.j.']),
  CZ: c('CZ', 'Czechia', fakerCS_CZ, L.CS, 'cz', POST_FIRST, ['s.r.o.', 'a.s.']),
  SK: c('SK', 'Slovakia', fakerSK, L.SK, 'sk', POST_FIRST, ['s.r.o.', 'a.s.']),
  HU: c('HU', 'Hungary', fakerHU, L.HU, 'hu', POST_FIRST, ['Kft.', 'Zrt.', 'Bt.']),
  SE: c('SE', 'Sweden', fakerSV, L.SV, 'se', POST_FIRST, ['AB', 'HB']),
  DK: c('DK', 'Denmark', fakerDA, L.DA, 'dk', POST_FIRST, ['A/S', 'ApS']),
  NO: c('NO', 'Norway', fakerNB_NO, L.NO, 'no', POST_FIRST, ['AS', 'ASA']),
  FI: c('FI', 'Finland', fakerFI, L.FI, 'fi', POST_FIRST, ['Oy', 'Oyj', 'Ky']),
  RO: c('RO', 'Romania', fakerRO, L.RO, 'ro', POST_FIRST, ['SRL', 'SA']),
  HR: c('HR', 'Croatia', fakerHR, L.HR, 'hr', POST_FIRST, ['d.o.o.', 'd.d.']),
  SI: c('SI', 'Slovenia', fakerSL_SI, L.SL, 'si', POST_FIRST, ['d.o.o.', 'd.d.']),
  TR: c('TR', 'Türkiye', fakerTR, L.TR, 'com.tr', POST_FIRST, ['A.Ş.', 'Ltd. Şti.']),
} as const satisfies Record<string, Country>;

export type CountryKey = keyof typeof COUNTRIES;
