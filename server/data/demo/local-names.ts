/**
 * Where a faker locale does not read as real, our own lists: the English locales share
 * faker's made-up surnames (Bechtelar, Kulas) and streets (Edwin Extensions), the Dutch
 * streets are English first names with a Dutch ending, the Spanish street types include odd
 * ones (Terrenos, Ramal). Common surnames and streets of each place instead.
 */
import type { CountryKey } from './countries.ts';

/** A comma-separated list written across lines. */
const list = (text: string) =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');

export interface LocalNames {
  surnames?: readonly string[];
  streets?: readonly string[];
  /** Streets made of a type and a faker surname ("Calle Herrera", "Avenida Vidal"). */
  streetTypes?: readonly string[];
  /** Faker's street line pattern, when the locale's own has the wrong order. */
  streetPattern?: string;
}

const US_SURNAMES = list(`
  Smith, Johnson, Williams, Brown, Jones, Garcia, Miller, Davis, Rodriguez, Martinez,
  Hernandez, Lopez, Wilson, Anderson, Thomas, Taylor, Moore, Jackson, Martin, Lee, Thompson,
  White, Harris, Clark, Lewis, Robinson, Walker, Young, Allen, King, Wright, Scott, Hill,
  Green, Adams, Baker, Nelson, Carter, Mitchell, Roberts, Turner, Phillips, Campbell, Parker,
  Evans, Edwards, Collins, Stewart, Morris, Murphy, Cook, Rogers, Morgan, Cooper, Peterson,
  Reed, Bailey, Bell, Kelly, Howard, Ward, Cox, Richardson, Wood, Brooks, Bennett, Gray,
  Hughes, Price, Sanders, Myers, Long, Ross, Foster, Powell, Jenkins, Perry, Russell, Sullivan,
  Fisher, Hayes, Ford, Hamilton, Graham, Wallace, Cole, West, Porter, Hunter, Palmer, Weaver,
  Ellis, Coleman, Shaw
`);
const GB_SURNAMES = list(`
  Smith, Jones, Taylor, Brown, Williams, Wilson, Johnson, Davies, Robinson, Wright, Thompson,
  Evans, Walker, White, Roberts, Green, Hall, Wood, Jackson, Clarke, Patel, Hughes, Edwards,
  Lewis, Harris, Turner, Hill, Cooper, Ward, Morris, Moore, Clark, King, Baker, Harrison,
  Morgan, Allen, James, Scott, Phillips, Watson, Parker, Price, Bennett, Young, Griffiths,
  Mitchell, Cook, Carter, Richardson, Bailey, Collins, Bell, Shaw, Murphy, Cox, Richards, Khan,
  Marshall, Simpson, Ellis, Adams, Wilkinson, Foster, Chapman, Powell, Webb, Rogers, Mason,
  Hunt, Campbell, Matthews, Owen, Palmer, Holmes, Mills, Barnes, Knight, Lloyd, Butler,
  Russell, Barker, Fisher, Stevens, Jenkins, Murray, Dixon, Harvey, Graham, Pearson, Fletcher,
  Gibson, Howard, Andrews, Stewart, Elliott, Reynolds, Saunders, Payne, Fox, Pearce, Atkinson,
  Bradley
`);
const IE_SURNAMES = list(`
  Murphy, Kelly, O'Sullivan, Walsh, Smith, O'Brien, Byrne, Ryan, O'Connor, O'Neill, O'Reilly,
  Doyle, McCarthy, Gallagher, Doherty, Kennedy, Lynch, Murray, Quinn, Moore, McLoughlin,
  Carroll, Connolly, Daly, O'Connell, Dunne, Brennan, Burke, Collins, Campbell, Clarke, Hughes,
  Farrell, Fitzgerald, Martin, Maguire, Nolan, Flynn, O'Callaghan, O'Donnell, Duffy, O'Mahony,
  Boyle, Healy, O'Shea, Sweeney, Hayes, Kavanagh, Power, McGrath, Moran, Brady, Casey, Foley,
  Fitzpatrick, O'Leary, McDonnell, Donnelly, Regan, Donovan, Flanagan, Barry, Kane, Cunningham,
  Griffin, Kenny, Sheehan, Whelan, Lyons, Higgins, Cullen, Keane, Maher, McKenna, Hogan,
  O'Keeffe, McNamara, Moloney, Buckley
`);
const SG_SURNAMES = list(`
  Tan, Lim, Lee, Ng, Ong, Wong, Goh, Chua, Chan, Koh, Teo, Ang, Yeo, Tay, Ho, Low, Toh, Sim,
  Chong, Chia, Kumar, Pillai, Nair, Rahman, Ismail
`);
const ZA_SURNAMES = list(`
  Dlamini, Nkosi, Ndlovu, Khumalo, Mokoena, Naidoo, Botha, Van der Merwe, Smith, Pillay,
  Mahlangu, Mthembu, Zulu, Sithole, Pretorius, Du Plessis, Jacobs, Williams, Coetzee, Nel,
  Venter, Steyn, Fourie, Molefe, Govender
`);

const US_STREETS = list(`
  Main Street, Oak Street, Maple Avenue, Pine Street, Cedar Street, Elm Street,
  Washington Street, Lake Street, Park Avenue, Market Street, Broadway, Spring Street,
  Grand Avenue, Center Street, Church Street, Union Street, Franklin Street, Jefferson Avenue,
  Madison Avenue, Lincoln Avenue, Highland Avenue, Walnut Street, Chestnut Street, River Road,
  Commerce Street, Technology Drive, 2nd Street, 3rd Avenue, 5th Street, Hudson Street
`);
const COMMONWEALTH_STREETS = list(`
  King Street, Queen Street, George Street, Victoria Street, Church Street, High Street,
  Station Road, Albert Street, Elizabeth Street, William Street, York Street, Bay Street,
  Market Street, Wellington Street, Park Road, Princes Street, Adelaide Street, Hunter Street,
  Main Street, Collins Street, Harbour Road
`);
const GB_STREETS = list(`
  High Street, Station Road, Church Street, Park Road, Victoria Road, London Road, Mill Lane,
  King Street, Queen Street, Market Street, New Street, Bridge Street, George Street,
  Castle Street, Albert Road, Manor Road, Chapel Street, Green Lane, Princes Street, Deansgate,
  Canal Street, Broad Street, Wellington Street
`);
const IE_STREETS = list(`
  Main Street, Church Road, Bridge Street, Harcourt Street, O'Connell Street, Dame Street,
  Baggot Street, Grand Canal Quay, Pearse Street, Mount Street, Leeson Street, Patrick Street,
  Oliver Plunkett Street, Shop Street, Dock Road, Mill Street, Castle Street, Quay Street,
  Eyre Square, Henry Street
`);
const SG_STREETS = list(`
  Orchard Road, Robinson Road, Cecil Street, Raffles Place, Anson Road, Shenton Way,
  Tanjong Pagar Road, North Bridge Road, Beach Road, Alexandra Road, Science Park Road
`);
const IN_STREETS = list(`
  MG Road, Brigade Road, Residency Road, Linking Road, FC Road, Outer Ring Road,
  Whitefield Main Road, Hill Road, Senapati Bapat Road, Baner Road, Nehru Place
`);
const ZA_STREETS = list(`
  Long Street, Bree Street, Loop Street, Main Road, Jan Smuts Avenue, Oxford Road,
  Rivonia Road, Kloof Street, Church Street, Voortrekker Road, Commissioner Street
`);
const NG_STREETS = list(`
  Awolowo Road, Adeola Odeku Street, Ahmadu Bello Way, Admiralty Way, Broad Street,
  Marina Road, Allen Avenue, Ikorodu Road, Herbert Macaulay Way, Ozumba Mbadiwe Avenue
`);
const NL_STREETS = list(`
  Kerkstraat, Dorpsstraat, Molenweg, Schoolstraat, Hoofdstraat, Industrieweg, Kastanjelaan,
  Beukenlaan, Parallelweg, Nieuwstraat, Marktplein, Julianalaan, Wilhelminastraat,
  Oranjestraat, Emmastraat, Stationsweg, Herengracht, Keizersgracht, Prinsengracht,
  Kalverstraat, Coolsingel, Lange Voorhout, Stationsplein, Havenstraat
`);

const ES_TYPES = ['Calle', 'Calle', 'Avenida', 'Paseo', 'Plaza', 'Ronda'];
const LATAM_TYPES = ['Calle', 'Avenida', 'Boulevard', 'Calzada', 'Pasaje'];

export const LOCAL_NAMES: Partial<Record<CountryKey, LocalNames>> = {
  US: { surnames: US_SURNAMES, streets: US_STREETS },
  CA: { surnames: GB_SURNAMES, streets: COMMONWEALTH_STREETS },
  AU: { surnames: GB_SURNAMES, streets: COMMONWEALTH_STREETS },
  NZ: { surnames: GB_SURNAMES, streets: COMMONWEALTH_STREETS },
  GB: { surnames: GB_SURNAMES, streets: GB_STREETS },
  IE: { surnames: IE_SURNAMES, streets: IE_STREETS },
  SG: { surnames: SG_SURNAMES, streets: SG_STREETS },
  ZA: { surnames: ZA_SURNAMES, streets: ZA_STREETS },
  NG: { streets: NG_STREETS },
  IN: { streets: IN_STREETS },
  NL: { streets: NL_STREETS },
  BEN: { streets: NL_STREETS },
  ES: { streetTypes: ES_TYPES },
  MX: { streetTypes: LATAM_TYPES },
  AR: { streetTypes: LATAM_TYPES },
  CO: { streetTypes: ['Calle', 'Carrera', 'Avenida', 'Transversal'] },
  CL: { streetTypes: LATAM_TYPES },
  // Brazil writes "Rua Albuquerque, 711"; faker's pt_BR puts the number first.
  BR: { streetPattern: '{{location.street}}, {{location.buildingNumber}}' },
};
