import { findRegion } from './countries.js';
import type { StoreCode } from './i18n.js';
import type { PersonName, Place, ShopperCountry } from './people.js';
import { salutation, streetLines } from './people.js';

/** The address fields customer, cart and order addresses share (docs/BEHAVIOUR.md#data "Address"). */
export interface AddressRow {
  prefix: string | null;
  firstname: string;
  middlename: string | null;
  lastname: string;
  company: string | null;
  coc: string | null;
  vatId: string | null;
  street: string[];
  postcode: string;
  city: string;
  region: string | null;
  regionCode: string | null;
  regionId: number | null;
  countryCode: string;
  telephone: string | null;
}

export const ADDRESS_COLUMNS = [
  'prefix',
  'firstname',
  'middlename',
  'lastname',
  'company',
  'coc',
  'vat_id',
  'street',
  'postcode',
  'city',
  'region',
  'region_code',
  'region_id',
  'country_code',
  'telephone',
] as const;

export function addressValues(address: AddressRow): unknown[] {
  return [
    address.prefix,
    address.firstname,
    address.middlename,
    address.lastname,
    address.company,
    address.coc,
    address.vatId,
    address.street,
    address.postcode,
    address.city,
    address.region,
    address.regionCode,
    address.regionId,
    address.countryCode,
    address.telephone,
  ];
}

export interface AddressInput {
  name: PersonName;
  place: Place;
  country: ShopperCountry;
  houseNumber: number;
  addition?: string;
  telephone: string;
  company?: { name: string; coc: string; vatId: string };
}

/** An address as it would be entered in `store`'s language (salutation and region names). */
export function buildAddress(input: AddressInput, store: StoreCode): AddressRow {
  const region = findRegion(input.country, input.place.regionCode);
  return {
    prefix: salutation(input.name.gender, store),
    firstname: input.name.firstname,
    middlename: input.name.middlename ?? null,
    lastname: input.name.lastname,
    company: input.company?.name ?? null,
    coc: input.company?.coc ?? null,
    vatId: input.company?.vatId ?? null,
    street: streetLines(input.place, input.houseNumber, input.addition),
    postcode: input.place.postcode,
    city: input.place.city,
    region: region?.name[store] ?? null,
    regionCode: region?.code ?? null,
    regionId: region?.id ?? null,
    countryCode: input.country,
    telephone: input.telephone,
  };
}
