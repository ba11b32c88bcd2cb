import type { Queryable } from '../../src/db/database.js';
import { insertRows } from '../sql.js';
import { rowsPerStore, type Translated, tr } from './i18n.js';

interface CountryData {
  id: string;
  iso3: string;
  eu: boolean;
  name: Translated;
}

interface RegionData {
  country: string;
  code: string;
  name: Translated;
}

/** All EU member states plus Switzerland, the United Kingdom and Norway. */
export const COUNTRIES: readonly CountryData[] = [
  { id: 'AT', iso3: 'AUT', eu: true, name: tr('Österreich', 'Oostenrijk', 'Austria') },
  { id: 'BE', iso3: 'BEL', eu: true, name: tr('Belgien', 'België', 'Belgium') },
  { id: 'BG', iso3: 'BGR', eu: true, name: tr('Bulgarien', 'Bulgarije', 'Bulgaria') },
  { id: 'HR', iso3: 'HRV', eu: true, name: tr('Kroatien', 'Kroatië', 'Croatia') },
  { id: 'CY', iso3: 'CYP', eu: true, name: tr('Zypern', 'Cyprus', 'Cyprus') },
  { id: 'CZ', iso3: 'CZE', eu: true, name: tr('Tschechien', 'Tsjechië', 'Czechia') },
  { id: 'DK', iso3: 'DNK', eu: true, name: tr('Dänemark', 'Denemarken', 'Denmark') },
  { id: 'EE', iso3: 'EST', eu: true, name: tr('Estland', 'Estland', 'Estonia') },
  { id: 'FI', iso3: 'FIN', eu: true, name: tr('Finnland', 'Finland', 'Finland') },
  { id: 'FR', iso3: 'FRA', eu: true, name: tr('Frankreich', 'Frankrijk', 'France') },
  { id: 'DE', iso3: 'DEU', eu: true, name: tr('Deutschland', 'Duitsland', 'Germany') },
  { id: 'GR', iso3: 'GRC', eu: true, name: tr('Griechenland', 'Griekenland', 'Greece') },
  { id: 'HU', iso3: 'HUN', eu: true, name: tr('Ungarn', 'Hongarije', 'Hungary') },
  { id: 'IE', iso3: 'IRL', eu: true, name: tr('Irland', 'Ierland', 'Ireland') },
  { id: 'IT', iso3: 'ITA', eu: true, name: tr('Italien', 'Italië', 'Italy') },
  { id: 'LV', iso3: 'LVA', eu: true, name: tr('Lettland', 'Letland', 'Latvia') },
  { id: 'LT', iso3: 'LTU', eu: true, name: tr('Litauen', 'Litouwen', 'Lithuania') },
  { id: 'LU', iso3: 'LUX', eu: true, name: tr('Luxemburg', 'Luxemburg', 'Luxembourg') },
  { id: 'MT', iso3: 'MLT', eu: true, name: tr('Malta', 'Malta', 'Malta') },
  { id: 'NL', iso3: 'NLD', eu: true, name: tr('Niederlande', 'Nederland', 'Netherlands') },
  { id: 'PL', iso3: 'POL', eu: true, name: tr('Polen', 'Polen', 'Poland') },
  { id: 'PT', iso3: 'PRT', eu: true, name: tr('Portugal', 'Portugal', 'Portugal') },
  { id: 'RO', iso3: 'ROU', eu: true, name: tr('Rumänien', 'Roemenië', 'Romania') },
  { id: 'SK', iso3: 'SVK', eu: true, name: tr('Slowakei', 'Slowakije', 'Slovakia') },
  { id: 'SI', iso3: 'SVN', eu: true, name: tr('Slowenien', 'Slovenië', 'Slovenia') },
  { id: 'ES', iso3: 'ESP', eu: true, name: tr('Spanien', 'Spanje', 'Spain') },
  { id: 'SE', iso3: 'SWE', eu: true, name: tr('Schweden', 'Zweden', 'Sweden') },
  { id: 'CH', iso3: 'CHE', eu: false, name: tr('Schweiz', 'Zwitserland', 'Switzerland') },
  {
    id: 'GB',
    iso3: 'GBR',
    eu: false,
    name: tr('Vereinigtes Königreich', 'Verenigd Koninkrijk', 'United Kingdom'),
  },
  { id: 'NO', iso3: 'NOR', eu: false, name: tr('Norwegen', 'Noorwegen', 'Norway') },
];

function same(name: string): Translated {
  return tr(name, name, name);
}

/** Region codes as Magento ships them (DE, AT) or ISO 3166-2 (NL, BE). */
const REGIONS: readonly RegionData[] = [
  { country: 'DE', code: 'BAW', name: same('Baden-Württemberg') },
  { country: 'DE', code: 'BAY', name: tr('Bayern', 'Beieren', 'Bavaria') },
  { country: 'DE', code: 'BER', name: tr('Berlin', 'Berlijn', 'Berlin') },
  { country: 'DE', code: 'BRG', name: same('Brandenburg') },
  { country: 'DE', code: 'BRE', name: same('Bremen') },
  { country: 'DE', code: 'HAM', name: same('Hamburg') },
  { country: 'DE', code: 'HES', name: tr('Hessen', 'Hessen', 'Hesse') },
  {
    country: 'DE',
    code: 'MEC',
    name: tr('Mecklenburg-Vorpommern', 'Mecklenburg-Voor-Pommeren', 'Mecklenburg-Western Pomerania'),
  },
  { country: 'DE', code: 'NDS', name: tr('Niedersachsen', 'Nedersaksen', 'Lower Saxony') },
  {
    country: 'DE',
    code: 'NRW',
    name: tr('Nordrhein-Westfalen', 'Noordrijn-Westfalen', 'North Rhine-Westphalia'),
  },
  { country: 'DE', code: 'RHE', name: tr('Rheinland-Pfalz', 'Rijnland-Palts', 'Rhineland-Palatinate') },
  { country: 'DE', code: 'SAR', name: same('Saarland') },
  { country: 'DE', code: 'SAS', name: tr('Sachsen', 'Saksen', 'Saxony') },
  { country: 'DE', code: 'SAC', name: tr('Sachsen-Anhalt', 'Saksen-Anhalt', 'Saxony-Anhalt') },
  { country: 'DE', code: 'SCN', name: same('Schleswig-Holstein') },
  { country: 'DE', code: 'THE', name: tr('Thüringen', 'Thüringen', 'Thuringia') },
  { country: 'NL', code: 'DR', name: same('Drenthe') },
  { country: 'NL', code: 'FL', name: same('Flevoland') },
  { country: 'NL', code: 'FR', name: tr('Friesland', 'Fryslân', 'Friesland') },
  { country: 'NL', code: 'GE', name: same('Gelderland') },
  { country: 'NL', code: 'GR', name: same('Groningen') },
  { country: 'NL', code: 'LI', name: same('Limburg') },
  { country: 'NL', code: 'NB', name: tr('Nordbrabant', 'Noord-Brabant', 'North Brabant') },
  { country: 'NL', code: 'NH', name: tr('Nordholland', 'Noord-Holland', 'North Holland') },
  { country: 'NL', code: 'OV', name: same('Overijssel') },
  { country: 'NL', code: 'UT', name: same('Utrecht') },
  { country: 'NL', code: 'ZE', name: tr('Seeland', 'Zeeland', 'Zeeland') },
  { country: 'NL', code: 'ZH', name: tr('Südholland', 'Zuid-Holland', 'South Holland') },
  { country: 'BE', code: 'BRU', name: tr('Brüssel', 'Brussel', 'Brussels') },
  { country: 'BE', code: 'VAN', name: tr('Antwerpen', 'Antwerpen', 'Antwerp') },
  { country: 'BE', code: 'VBR', name: tr('Flämisch-Brabant', 'Vlaams-Brabant', 'Flemish Brabant') },
  { country: 'BE', code: 'VLI', name: same('Limburg') },
  { country: 'BE', code: 'VOV', name: tr('Ostflandern', 'Oost-Vlaanderen', 'East Flanders') },
  { country: 'BE', code: 'VWV', name: tr('Westflandern', 'West-Vlaanderen', 'West Flanders') },
  { country: 'BE', code: 'WBR', name: tr('Wallonisch-Brabant', 'Waals-Brabant', 'Walloon Brabant') },
  { country: 'BE', code: 'WHT', name: tr('Hennegau', 'Henegouwen', 'Hainaut') },
  { country: 'BE', code: 'WLG', name: tr('Lüttich', 'Luik', 'Liège') },
  { country: 'BE', code: 'WLX', name: tr('Luxemburg', 'Luxemburg', 'Luxembourg') },
  { country: 'BE', code: 'WNA', name: tr('Namur', 'Namen', 'Namur') },
  { country: 'AT', code: 'BL', name: same('Burgenland') },
  { country: 'AT', code: 'KN', name: tr('Kärnten', 'Karinthië', 'Carinthia') },
  { country: 'AT', code: 'NO', name: tr('Niederösterreich', 'Neder-Oostenrijk', 'Lower Austria') },
  { country: 'AT', code: 'OO', name: tr('Oberösterreich', 'Opper-Oostenrijk', 'Upper Austria') },
  { country: 'AT', code: 'SB', name: same('Salzburg') },
  { country: 'AT', code: 'ST', name: tr('Steiermark', 'Stiermarken', 'Styria') },
  { country: 'AT', code: 'TI', name: tr('Tirol', 'Tirol', 'Tyrol') },
  { country: 'AT', code: 'VB', name: same('Vorarlberg') },
  { country: 'AT', code: 'WI', name: tr('Wien', 'Wenen', 'Vienna') },
];

export interface RegionRef {
  id: number;
  code: string;
  name: Translated;
}

/** Region ids are the 1-based positions in REGIONS, so addresses can refer to them before insert. */
export function findRegion(country: string, code: string | undefined): RegionRef | undefined {
  if (!code) return undefined;
  const index = REGIONS.findIndex((region) => region.country === country && region.code === code);
  const region = REGIONS[index];
  return region ? { id: index + 1, code: region.code, name: region.name } : undefined;
}

export async function seedCountries(db: Queryable): Promise<void> {
  await insertRows(
    db,
    'country',
    ['id', 'iso3', 'is_eu'],
    COUNTRIES.map((country) => [country.id, country.iso3, country.eu]),
  );
  await insertRows(
    db,
    'country_store',
    ['country_id', 'store_code', 'name'],
    COUNTRIES.flatMap((country) => rowsPerStore((store) => [country.id, store, country.name[store]])),
  );
  await insertRows(
    db,
    'region',
    ['id', 'country_id', 'code', 'position'],
    REGIONS.map((region, index) => [index + 1, region.country, region.code, index]),
  );
  await insertRows(
    db,
    'region_store',
    ['region_id', 'store_code', 'name'],
    REGIONS.flatMap((region, index) => rowsPerStore((store) => [index + 1, store, region.name[store]])),
  );
}
