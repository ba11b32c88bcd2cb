import type { RequestContext } from '../../context.js';
import { checkoutInputError } from '../checkout/messages.js';
import { type AddressFields, checkAddress } from '../customer/addresses.js';
import { type CustomerRow, createCustomerAccount } from '../customer/customers.js';
import { issueCustomerToken } from '../customer/tokens.js';
import type { Violation } from '../customer/validation.js';
import { kickMailDelivery } from '../mail/delivery.js';
import { createOrderLoaders, type OrderRow } from './orders.js';

/**
 * createAccountFromOrder: the holder of a guest order's hash creates an account with the order's
 * e-mail address (which must match) and name; the billing address becomes the default address when
 * it passes the address-book rules. The order moves to the account. One transaction; answers the new customer and a token (they are logged in).
 */
export async function createAccountFromOrder(
  context: RequestContext,
  order: OrderRow,
  email: string,
  password: string,
): Promise<{ customer: CustomerRow; token: string }> {
  const language = context.store.language;
  if (order.customerId !== null) throw checkoutInputError(language, 'order.has_account');
  if (email.trim().toLowerCase() !== order.email.toLowerCase()) {
    throw checkoutInputError(language, 'order.email_mismatch', {}, { field: 'email' });
  }
  const addresses = await createOrderLoaders(context.db).addresses.load(order.id);
  const billing = addresses.find((address) => address.type === 'billing');
  const result = await context.db.transaction(async (tx) => {
    let address: AddressFields | null = null;
    if (billing) {
      const fields: AddressFields = {
        prefix: billing.prefix,
        firstname: billing.firstname,
        middlename: billing.middlename,
        lastname: billing.lastname,
        suffix: billing.suffix,
        company: billing.company,
        coc: billing.coc,
        vat_id: billing.vatId,
        street: billing.street,
        postcode: billing.postcode,
        city: billing.city,
        region: billing.regionId ? { region_id: billing.regionId } : { region: billing.region },
        country_code: billing.countryCode,
        telephone: billing.telephone,
        fax: billing.fax,
      };
      // An order address that misses an address-book rule (e.g. no telephone) is left out rather
      // than refusing the account.
      const problems: Violation[] = [];
      await checkAddress(tx, fields, context.store, problems);
      address = problems.length === 0 ? fields : null;
    }
    const customer = await createCustomerAccount(
      tx,
      {
        customer: {
          prefix: order.prefix,
          firstname: order.firstname,
          middlename: order.middlename,
          lastname: order.lastname,
          suffix: order.suffix,
          email: order.email,
          password,
        },
        address,
      },
      { store: context.store, storefronts: context.config },
    );
    await tx.query(
      `UPDATE sales_order SET customer_id = $1, customer_is_guest = false, updated_at = now()
        WHERE id = $2 AND customer_id IS NULL`,
      [customer.id, order.id],
    );
    const token = await issueCustomerToken(tx, customer.id, context.config.customerTokenLifetimeHours);
    return { customer, token };
  });
  kickMailDelivery(context.db);
  return result;
}
