/**
 * Words of the demo data's company names per language: trades ("Logistik", "Ingénierie") and
 * the "and" of "Hart, Esser und Lindenberg". The surnames come from @faker-js/faker.
 */

export interface Language {
  trades: readonly string[];
  and: string;
  /** "Construcciones García" rather than "García Construcciones". */
  tradeFirst?: boolean;
}

const EN_TRADES = [
  'Logistics',
  'Engineering',
  'Software',
  'Consulting',
  'Analytics',
  'Construction',
  'Foods',
  'Design',
  'Systems',
  'Media',
  'Health',
  'Energy',
  'Robotics',
  'Properties',
  'Financial',
];
const DE_TRADES = [
  'Logistik',
  'Bau',
  'Technik',
  'Software',
  'Consulting',
  'Immobilien',
  'Medien',
  'Elektro',
  'Maschinenbau',
  'Metallbau',
  'Werbung',
  'Steuerberatung',
];
const FR_TRADES = [
  'Conseil',
  'Logistique',
  'Ingénierie',
  'Bâtiment',
  'Informatique',
  'Immobilier',
  'Transports',
  'Énergie',
  'Communication',
  'Électricité',
];
const ES_TRADES = [
  'Consultores',
  'Logística',
  'Construcciones',
  'Ingeniería',
  'Inmobiliaria',
  'Transportes',
  'Energía',
  'Comunicación',
  'Software',
  'Alimentación',
];
const IT_TRADES = [
  'Costruzioni',
  'Logistica',
  'Ingegneria',
  'Informatica',
  'Immobiliare',
  'Trasporti',
  'Energia',
  'Consulenza',
  'Meccanica',
  'Alimentari',
];
const NL_TRADES = [
  'Bouw',
  'Logistiek',
  'Techniek',
  'Advies',
  'Installatietechniek',
  'Vastgoed',
  'Transport',
  'Media',
  'Software',
  'Energie',
];
const PT_TRADES = [
  'Construções',
  'Logística',
  'Engenharia',
  'Consultoria',
  'Imobiliária',
  'Transportes',
  'Energia',
  'Informática',
  'Alimentos',
  'Comunicação',
];
const PL_TRADES = [
  'Budownictwo',
  'Logistyka',
  'Inżynieria',
  'Informatyka',
  'Nieruchomości',
  'Transport',
  'Energia',
  'Doradztwo',
  'Elektronika',
  'Media',
];
const CS_TRADES = ['Stavby', 'Logistika', 'Strojírna', 'Software', 'Reality', 'Doprava', 'Energie'];
const SK_TRADES = ['Stavby', 'Logistika', 'Strojáreň', 'Software', 'Reality', 'Doprava'];
const NORDIC_TRADES = ['Bygg', 'Logistik', 'Teknik', 'Konsult', 'Fastigheter', 'Media', 'Energi'];
const DA_TRADES = ['Byg', 'Logistik', 'Teknik', 'Rådgivning', 'Ejendomme', 'Media', 'Energi'];
const NO_TRADES = ['Bygg', 'Logistikk', 'Teknikk', 'Rådgivning', 'Eiendom', 'Media', 'Energi'];
const FI_TRADES = ['Rakennus', 'Logistiikka', 'Tekniikka', 'Konsultointi', 'Kiinteistöt', 'Media'];
const HU_TRADES = ['Építőipari', 'Logisztika', 'Informatika', 'Ingatlan', 'Szállítmányozás'];
const RO_TRADES = [
  'Construcții',
  'Logistică',
  'Inginerie',
  'Consultanță',
  'Imobiliare',
  'Transport',
];
const HR_TRADES = ['Gradnja', 'Logistika', 'Inženjering', 'Savjetovanje', 'Nekretnine', 'Prijevoz'];
const SL_TRADES = ['Gradbeništvo', 'Logistika', 'Inženiring', 'Svetovanje', 'Nepremičnine'];
const TR_TRADES = ['İnşaat', 'Lojistik', 'Mühendislik', 'Danışmanlık', 'Gayrimenkul', 'Enerji'];

export const EN: Language = { trades: EN_TRADES, and: 'and' };
export const DE: Language = { trades: DE_TRADES, and: 'und' };
export const FR: Language = { trades: FR_TRADES, and: 'et' };
export const ES: Language = { tradeFirst: true, trades: ES_TRADES, and: 'y' };
export const IT: Language = { tradeFirst: true, trades: IT_TRADES, and: 'e' };
export const NL: Language = { trades: NL_TRADES, and: 'en' };
export const PT: Language = { tradeFirst: true, trades: PT_TRADES, and: 'e' };
export const PL: Language = { trades: PL_TRADES, and: 'i' };
export const CS: Language = { trades: CS_TRADES, and: 'a' };
export const SK: Language = { trades: SK_TRADES, and: 'a' };
export const SV: Language = { trades: NORDIC_TRADES, and: 'och' };
export const DA: Language = { trades: DA_TRADES, and: 'og' };
export const NO: Language = { trades: NO_TRADES, and: 'og' };
export const FI: Language = { trades: FI_TRADES, and: 'ja' };
export const HU: Language = { trades: HU_TRADES, and: 'és' };
export const RO: Language = { tradeFirst: true, trades: RO_TRADES, and: 'și' };
export const HR: Language = { trades: HR_TRADES, and: 'i' };
export const SL: Language = { trades: SL_TRADES, and: 'in' };
export const TR: Language = { trades: TR_TRADES, and: 've' };
