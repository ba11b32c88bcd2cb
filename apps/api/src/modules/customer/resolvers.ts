import type { RequestContext } from '../../context.js';
import { noSuchEntityError } from '../../errors.js';
import type { CountryCodeEnum, Resolvers } from '../../generated/resolvers-types.js';
import { limitRequest } from '../../rate-limits.js';
import { checkPageExists, checkPaging, pageInfo } from '../content/paging.js';
import { kickMailDelivery } from '../mail/delivery.js';
import {
  type AccountRequest,
  changeEmail,
  changePassword,
  checkCurrentPassword,
  login,
  requestPasswordReset,
  resetPassword,
} from './account.js';
import {
  checkedAddress,
  deleteAddress,
  findOwnAddress,
  insertAddress,
  listAddresses,
  mergeAddress,
  updateAddress,
} from './addresses.js';
import {
  type CreateAccountInput,
  type CustomerRow,
  changeCustomerEmail,
  createCustomerAccount,
  isEmailAvailable,
  loadCustomer,
  updateCustomerProfile,
} from './customers.js';
import { text } from './messages.js';
import { confirmSubscription, requestSubscription } from './newsletter.js';
import { clientAddress, notAuthorizedError, requestBearerToken, requireCustomerId } from './session.js';
import { issueCustomerToken, revokeCustomerToken } from './tokens.js';
import { checkEmail, type Violation, violationError } from './validation.js';

function accountRequest(context: RequestContext): AccountRequest {
  return { db: context.db, store: context.store, config: context.config, address: clientAddress(context) };
}

/** The logged-in customer; a token whose account is gone is refused like an expired one. */
async function currentCustomer(context: RequestContext): Promise<CustomerRow> {
  const id = requireCustomerId(context);
  const customer = await loadCustomer(context.db, id);
  if (!customer) throw notAuthorizedError(context.store.language);
  return customer;
}

/** Registers, in one transaction, and sends the welcome mail after the commit. */
async function register(context: RequestContext, input: CreateAccountInput, withToken: boolean) {
  await limitRequest(context, 'registration', { email: input.customer.email });
  const result = await context.db.transaction(async (tx) => {
    const customer = await createCustomerAccount(tx, input, {
      store: context.store,
      storefronts: context.config,
    });
    const token = withToken
      ? await issueCustomerToken(tx, customer.id, context.config.customerTokenLifetimeHours)
      : null;
    return { customer, token };
  });
  kickMailDelivery(context.db);
  return result;
}

function checkedEmail(context: RequestContext, email: string): string {
  const violations: Violation[] = [];
  const checked = checkEmail('email', email, violations);
  if (violations.length > 0) throw violationError(context.store.language, violations);
  return checked as string;
}

export const customerResolvers: Resolvers = {
  Query: {
    customerPaymentTokens: (_parent, _args, context) => {
      requireCustomerId(context);
      return { items: [] };
    },
    customer: (_parent, _args, context) => currentCustomer(context),
    isEmailAvailable: async (_parent, args, context) => {
      // Changes the moment someone registers, and says who has an account: not for shared caches.
      context.responseCache.shareable = false;
      await limitRequest(context, 'email_check');
      return { is_email_available: await isEmailAvailable(context.db, checkedEmail(context, args.email)) };
    },
  },
  Mutation: {
    deletePaymentToken: (_parent, args, context) => {
      requireCustomerId(context);
      throw noSuchEntityError(
        text(context.store.language, 'customer.payment_token_not_found', { hash: args.public_hash }),
        { argument: 'public_hash' },
      );
    },
    generateCustomerToken: async (_parent, args, context) => ({
      token: await login(accountRequest(context), args.email, args.password),
    }),
    revokeCustomerToken: async (_parent, _args, context) => {
      const customerId = requireCustomerId(context);
      const token = requestBearerToken(context);
      const revoked = token
        ? await context.db.transaction((tx) => revokeCustomerToken(tx, customerId, token))
        : false;
      return { result: revoked };
    },
    createCustomerV2: async (_parent, args, context) => ({
      customer: (await register(context, { customer: args.input }, false)).customer,
    }),
    createCustomer: async (_parent, args, context) => ({
      customer: (await register(context, { customer: args.input }, false)).customer,
    }),
    createCustomerWithAddress: async (_parent, args, context) => {
      const { customer, token } = await register(
        context,
        {
          customer: args.input.customer,
          address: args.input.address,
          business: args.input.account_type === 'BUSINESS',
        },
        true,
      );
      return { customer, token: token as string };
    },
    updateCustomerV2: async (_parent, args, context) => {
      const customerId = requireCustomerId(context);
      const customer = await context.db.transaction((tx) =>
        updateCustomerProfile(tx, customerId, args.input, {
          store: context.store,
          storefronts: context.config,
        }),
      );
      kickMailDelivery(context.db);
      return { customer };
    },
    updateCustomer: async (_parent, args, context) => {
      const customerId = requireCustomerId(context);
      const { email, password, ...profile } = args.input;
      const current = await currentCustomer(context);
      const emailChanges = email != null && email.trim().toLowerCase() !== current.email.toLowerCase();
      if (emailChanges) {
        checkedEmail(context, email);
        await checkCurrentPassword(accountRequest(context), customerId, password, 'password');
      }
      const customer = await context.db.transaction(async (tx) => {
        const updated = await updateCustomerProfile(tx, customerId, profile, {
          store: context.store,
          storefronts: context.config,
        });
        return emailChanges ? changeCustomerEmail(tx, customerId, email, context.store.language) : updated;
      });
      kickMailDelivery(context.db);
      return { customer };
    },
    updateCustomerEmail: async (_parent, args, context) => {
      const customerId = requireCustomerId(context);
      return { customer: await changeEmail(accountRequest(context), customerId, args.email, args.password) };
    },
    changeCustomerPassword: (_parent, args, context) => {
      const customerId = requireCustomerId(context);
      return changePassword(
        accountRequest(context),
        customerId,
        requestBearerToken(context),
        args.currentPassword,
        args.newPassword,
      );
    },
    createCustomerAddress: (_parent, args, context) => {
      const customerId = requireCustomerId(context);
      return context.db.transaction(async (tx) => {
        const values = await checkedAddress(tx, args.input, context.store);
        const id = await insertAddress(tx, customerId, values, {
          shipping: args.input.default_shipping,
          billing: args.input.default_billing,
        });
        return findOwnAddress(tx, customerId, id, context.store.language);
      });
    },
    updateCustomerAddress: (_parent, args, context) => {
      const customerId = requireCustomerId(context);
      const input = args.input ?? {};
      return context.db.transaction(async (tx) => {
        const stored = await findOwnAddress(tx, customerId, args.id, context.store.language);
        const values = await checkedAddress(tx, mergeAddress(stored, input), context.store);
        await updateAddress(tx, customerId, stored.id, values, {
          shipping: input.default_shipping,
          billing: input.default_billing,
        });
        return findOwnAddress(tx, customerId, stored.id, context.store.language);
      });
    },
    deleteCustomerAddress: (_parent, args, context) => {
      const customerId = requireCustomerId(context);
      return context.db.transaction(async (tx) => {
        const address = await findOwnAddress(tx, customerId, args.id, context.store.language);
        await deleteAddress(tx, address, context.store.language);
        return true;
      });
    },
    subscribeEmailToNewsletter: async (_parent, args, context) => {
      await limitRequest(context, 'newsletter', { email: args.email });
      const email = checkedEmail(context, args.email);
      await context.db.transaction((tx) =>
        requestSubscription(tx, email, { store: context.store, storefronts: context.config }),
      );
      kickMailDelivery(context.db);
      return { status: 'NOT_ACTIVE' };
    },
    confirmNewsletterSubscription: async (_parent, args, context) => {
      const code = args.code.trim();
      const confirmed =
        /^[0-9a-f]{32}$/.test(code) && (await context.db.transaction((tx) => confirmSubscription(tx, code)));
      if (!confirmed) {
        throw noSuchEntityError(text(context.store.language, 'customer.newsletter_link_invalid'), {
          key: 'customer.newsletter_link_invalid',
        });
      }
      return { status: 'SUBSCRIBED' };
    },
    requestPasswordResetEmail: async (_parent, args, context) => {
      await limitRequest(context, 'password_reset', { email: args.email });
      return requestPasswordReset(accountRequest(context), args.email);
    },
    resetPassword: (_parent, args, context) =>
      resetPassword(accountRequest(context), args.email, args.resetPasswordToken, args.newPassword),
  },
  Customer: {
    id: (customer) => customer.id,
    created_at: (customer) => customer.createdAt,
    prefix: (customer) => customer.prefix,
    firstname: (customer) => customer.firstname,
    middlename: (customer) => customer.middlename,
    lastname: (customer) => customer.lastname,
    suffix: (customer) => customer.suffix,
    email: (customer) => customer.email,
    gender: (customer) => customer.gender,
    date_of_birth: (customer) => customer.dateOfBirth,
    dob: (customer) => customer.dateOfBirth,
    taxvat: (customer) => customer.taxvat,
    is_subscribed: (customer) => customer.isSubscribed,
    default_billing: (customer) =>
      customer.defaultBillingId === null ? null : String(customer.defaultBillingId),
    default_shipping: (customer) =>
      customer.defaultShippingId === null ? null : String(customer.defaultShippingId),
    addresses: (customer, _args, context) => listAddresses(context.db, customer.id),
    custom_attributes: () => [],
    group_id: () => null,
    addressesV2: async (customer, args, context) => {
      const paging = checkPaging(args.pageSize, args.currentPage, { pageSize: 5, currentPage: 1 });
      const addresses = await listAddresses(context.db, customer.id);
      const totalPages = checkPageExists(paging, addresses.length);
      const start = (paging.currentPage - 1) * paging.pageSize;
      return {
        items: addresses.slice(start, start + paging.pageSize),
        page_info: pageInfo(paging, totalPages),
        total_count: addresses.length,
      };
    },
    allow_remote_shopping_assistance: () => false,
    confirmation_status: () => 'ACCOUNT_CONFIRMATION_NOT_REQUIRED',
    is_approved: (customer) => customer.isApproved,
  },
  CustomerAddress: {
    id: (address) => address.id,
    custom_attributesV2: () => [],
    custom_attributes: () => [],
    extension_attributes: () => [],
    customer_id: (address) => address.customerId,
    prefix: (address) => address.prefix,
    firstname: (address) => address.firstname,
    middlename: (address) => address.middlename,
    lastname: (address) => address.lastname,
    suffix: (address) => address.suffix,
    company: (address) => address.company,
    coc: (address) => address.coc,
    vat_id: (address) => address.vatId,
    street: (address) => address.street,
    postcode: (address) => address.postcode,
    city: (address) => address.city,
    region: (address) => ({
      region: address.region,
      region_code: address.regionCode,
      region_id: address.regionId,
    }),
    region_id: (address) => address.regionId,
    country_code: (address) => address.countryCode as CountryCodeEnum,
    country_id: (address) => address.countryCode,
    telephone: (address) => address.telephone,
    fax: (address) => address.fax,
    default_shipping: (address) => address.isDefaultShipping,
    default_billing: (address) => address.isDefaultBilling,
  },
};
