import type { Queryable } from '../../db/database.js';
import type { PaymentProvider } from '../payment/provider.js';
import { cartInputError } from './messages.js';
import type { CartPricing } from './pricing.js';
import { DEFAULT_COUNTRY } from './shipping.js';

export interface PaymentFieldOption {
  label: string;
  value: string;
}

/** One additional field of a method, e.g. the iDEAL bank chooser (docs/BEHAVIOUR.md#data "Payment method"). */
export interface PaymentField {
  code: string;
  label: string;
  type: string;
  required: boolean;
  options: PaymentFieldOption[];
}

export interface PaymentMethodInfo {
  code: string;
  /** 'testpay', 'offline' …: who takes the payment. */
  provider: string;
  providerMethod: string | null;
  title: string;
  instructions: string | null;
  fields: PaymentField[];
}

/**
 * The methods the priced cart can be paid with, in their order: of a provider this api has
 * (`providers`: the test provider's only while test payments are on), active, not switched off for
 * the store view, offered in the billing country (else the shipping country, else the default
 * country), and the grand total within the method's minimum and maximum. Titles and labels in the
 * store view's language; a provider's current choices (MultiSafepay's iDEAL banks) replace the
 * stored ones.
 */
export async function availablePaymentMethods(
  db: Queryable,
  storeCode: string,
  pricing: Pick<CartPricing, 'billingAddress' | 'shippingAddress' | 'grandTotal'>,
  providers: ReadonlyMap<string, PaymentProvider>,
): Promise<PaymentMethodInfo[]> {
  const country =
    pricing.billingAddress?.countryCode ?? pricing.shippingAddress?.countryCode ?? DEFAULT_COUNTRY;
  const rows = await db.query<Record<string, unknown>>(
    `SELECT m.code, m.provider, m.provider_method, coalesce(s.title, d.title, m.code) AS title,
            coalesce(s.instructions, d.instructions) AS instructions,
            f.id AS field_id, f.code AS field_code, f.type AS field_type, f.is_required,
            coalesce(fs.label, fd.label, f.code) AS field_label,
            (SELECT coalesce(json_agg(json_build_object('label', o.label, 'value', o.value)
                                      ORDER BY o.position, o.value), '[]'::json)
               FROM payment_method_field_option o WHERE o.field_id = f.id) AS options
       FROM payment_method m
       LEFT JOIN payment_method_store s ON s.payment_method_code = m.code AND s.store_code = $1
       LEFT JOIN payment_method_store d
              ON d.payment_method_code = m.code AND d.store_code = (SELECT code FROM store WHERE is_default)
       LEFT JOIN payment_method_field f ON f.payment_method_code = m.code
       LEFT JOIN payment_method_field_store fs ON fs.field_id = f.id AND fs.store_code = $1
       LEFT JOIN payment_method_field_store fd
              ON fd.field_id = f.id AND fd.store_code = (SELECT code FROM store WHERE is_default)
      WHERE m.is_active AND m.provider = ANY($4::text[]) AND coalesce(s.is_active, true)
        AND (NOT EXISTS (SELECT 1 FROM payment_method_country c WHERE c.payment_method_code = m.code)
             OR EXISTS (SELECT 1 FROM payment_method_country c
                         WHERE c.payment_method_code = m.code AND c.country_code = $2))
        AND (m.min_order_total IS NULL OR m.min_order_total <= $3)
        AND (m.max_order_total IS NULL OR m.max_order_total >= $3)
      ORDER BY m.sort_order, m.code, f.position, f.id`,
    [storeCode, country, pricing.grandTotal, [...providers.keys()]],
  );
  const methods = new Map<string, PaymentMethodInfo>();
  for (const row of rows) {
    const code = String(row.code);
    let method = methods.get(code);
    if (!method) {
      method = {
        code,
        provider: String(row.provider),
        providerMethod: row.provider_method === null ? null : String(row.provider_method),
        title: String(row.title),
        instructions: row.instructions === null ? null : String(row.instructions),
        fields: [],
      };
      methods.set(code, method);
    }
    if (row.field_id === null) continue;
    const options = (
      typeof row.options === 'string' ? JSON.parse(row.options) : row.options
    ) as PaymentFieldOption[];
    const fieldCode = String(row.field_code);
    const current = await providers.get(method.provider)?.fieldChoices?.(method.providerMethod, fieldCode);
    method.fields.push({
      code: fieldCode,
      label: String(row.field_label),
      type: String(row.field_type),
      required: row.is_required === true,
      options: current ?? options,
    });
  }
  return [...methods.values()];
}

/**
 * The method's additional data as it may be stored: every required field given, choices among the
 * field's options; keys the method does not have are dropped. Throws `graphql-input` otherwise.
 */
export function checkedAdditionalData(
  method: PaymentMethodInfo,
  data: readonly { key: string; value: string }[],
  language: string,
): Record<string, string> {
  const given = new Map(data.map((entry) => [entry.key, entry.value.trim()]));
  const result: Record<string, string> = {};
  for (const field of method.fields) {
    const value = given.get(field.code);
    if (!value) {
      if (field.required)
        throw cartInputError(language, 'cart.payment_field_required', { field: field.label });
      continue;
    }
    const choice = field.type === 'select' || field.type === 'radio';
    if (choice && !field.options.some((option) => option.value === value)) {
      throw cartInputError(language, 'cart.payment_field_invalid', { field: field.label });
    }
    result[field.code] = value;
  }
  return result;
}
