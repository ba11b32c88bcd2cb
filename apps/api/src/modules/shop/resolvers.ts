import type { Resolvers } from '../../generated/resolvers-types.js';
import { mediaUrl } from '../content/html.js';
import { pageInfo } from '../content/paging.js';
import { type CountryRow, findCountries } from './countries.js';
import { loadFreeShipping } from './free-shipping.js';
import { openingWeek, todayIn } from './opening-hours.js';
import { findPhysicalStores } from './physical-stores.js';
import { findPickupLocations } from './pickup-locations.js';

const country = (row: CountryRow) => ({
  id: row.id,
  two_letter_abbreviation: row.id,
  three_letter_abbreviation: row.iso3,
  full_name_locale: row.nameLocale,
  full_name_english: row.nameEnglish,
  available_regions: row.regions,
});

export const shopResolvers: Resolvers = {
  Query: {
    countries: async (_parent, _args, context) =>
      (await findCountries(context.db, context.store)).map(country),
    country: async (_parent, args, context) => {
      const id = args.id?.trim();
      if (!id) return null;
      const [row] = await findCountries(context.db, context.store, [id]);
      return row ? country(row) : null;
    },
    pickupLocations: async (_parent, args, context) => {
      const page = await findPickupLocations(context.db, context.store.code, args);
      return {
        items: page.items.map((location) => ({
          pickup_location_code: location.code,
          name: location.name,
          email: location.email,
          fax: location.fax,
          contact_name: null,
          description: location.description,
          latitude: location.latitude,
          longitude: location.longitude,
          country_id: location.countryId,
          region_id: null,
          region: location.region,
          city: location.city,
          street: location.street,
          postcode: location.postcode,
          phone: location.phone,
        })),
        total_count: page.totalCount,
        page_info: pageInfo(page.paging, page.totalPages),
      };
    },
    phisicalStores: (_parent, args, context) =>
      findPhysicalStores(context.db, context.store.code, {
        today: todayIn(context.store.timezone),
        urlKey: args.url_key,
      }),
    freeShippingAmount: async (_parent, _args, context) => {
      const config = await loadFreeShipping(context.db);
      return (
        config && {
          default_amount: config.defaultAmount,
          include_tax: config.includeTax,
          messages: config.messages.map((message) => ({
            amount: message.amount,
            include_tax: message.includeTax,
            countries: message.countries.map((code) => ({ iso2_code: code })),
          })),
        }
      );
    },
  },
  PhysicalStore: {
    id: (store) => store.id,
    name: (store) => store.name,
    url_key: (store) => store.urlKey,
    pickup_location_code: (store) => store.pickupLocationCode,
    street: (store) => store.street,
    postcode: (store) => store.postcode,
    city: (store) => store.city,
    country_id: (store) => store.countryId,
    phone: (store) => store.phone,
    fax: (store) => store.fax,
    email: (store) => store.email,
    description: (store) => store.description,
    meta_title: (store) => store.metaTitle ?? store.name,
    meta_description: (store) => store.metaDescription,
    latitude: (store) => store.latitude,
    longitude: (store) => store.longitude,
    images: (store, _args, context) =>
      store.images.map((image) => ({
        url: mediaUrl(image.file, context.config.mediaBaseUrl),
        position: image.position,
      })),
    opening_hours: (store, _args, context) =>
      openingWeek(store.regularHours, store.exceptions, store.today, context.store.locale).map((day) => ({
        day: day.day,
        label: day.label,
        date: day.date,
        is_exception: day.isException,
        times: day.times,
      })),
    alternate_opening_hours: (store) =>
      store.exceptions.map((exception) => ({
        date: exception.date,
        times: exception.times,
        reason: exception.reason,
      })),
  },
};
