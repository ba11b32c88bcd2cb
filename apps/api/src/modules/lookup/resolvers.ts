import type { RequestContext } from '../../context.js';
import type { Resolvers } from '../../generated/resolvers-types.js';
import { limitRequest } from '../../rate-limits.js';
import { lookUpPostcode, lookUpVat, vatStatusMessage } from './lookups.js';
import { lookupProviders } from './providers.js';

/**
 * A lookup asks a service outside the shop (by default, a dataset of the database): no change
 * notification tells a kept answer that the service's answer changed, so none is kept. Each counts
 * against the lookup rate limit, which keeps the shop from becoming a free front end of the service.
 */
async function answeredByService(context: RequestContext) {
  context.responseCache.shareable = false;
  await limitRequest(context, 'lookup');
  return lookupProviders(context.config, context.db);
}

function logFailure(context: RequestContext, lookup: string) {
  return (error: Error) => context.log.warn({ err: error, lookup }, `${lookup} lookup unavailable`);
}

export const lookupResolvers: Resolvers = {
  Query: {
    postcodeLookup: async (_parent, args, context) =>
      lookUpPostcode((await answeredByService(context)).postcode, {
        language: context.store.language,
        postcode: args.postcode,
        housenumber: args.housenumber,
        onFailure: logFailure(context, 'postcode'),
      }),
    vatLookup: async (_parent, args, context) => {
      const answer = await lookUpVat((await answeredByService(context)).vat, {
        language: context.store.language,
        countryCode: args.country_code,
        vatId: args.vat_id,
        requesterCountryCode: args.requester_country_code ?? null,
        requesterVatId: args.requester_vat_id ?? null,
        onFailure: logFailure(context, 'vat'),
      });
      return {
        status: answer.status,
        message: vatStatusMessage(context.store.language, answer.status),
        vat_id: answer.vatId,
        vat_country_code: answer.vatCountryCode,
        name: answer.name,
        address: answer.address,
      };
    },
  },
};
