import type { Queryable } from '../../db/database.js';

export interface FreeShippingRow {
  defaultAmount: number;
  includeTax: boolean;
  messages: { amount: number; includeTax: boolean; countries: string[] }[];
}

/** The shop-wide free-shipping amount and the country-specific ones; null when free shipping is off. */
export async function loadFreeShipping(db: Queryable): Promise<FreeShippingRow | null> {
  const [config] = await db.query<{ default_amount: string | number; include_tax: boolean }>(
    'SELECT default_amount, include_tax FROM free_shipping_config WHERE is_enabled',
  );
  if (!config) return null;
  const messages = await db.query<{
    amount: string | number;
    include_tax: boolean;
    countries: string[] | null;
  }>(
    `SELECT m.amount, m.include_tax,
            array_remove(array_agg(mc.country_code ORDER BY mc.country_code), NULL) AS countries
       FROM free_shipping_message m
       LEFT JOIN free_shipping_message_country mc ON mc.free_shipping_message_id = m.id
      GROUP BY m.id, m.amount, m.include_tax
      ORDER BY m.id`,
  );
  return {
    defaultAmount: Number(config.default_amount),
    includeTax: config.include_tax,
    messages: messages.map((message) => ({
      amount: Number(message.amount),
      includeTax: message.include_tax,
      countries: message.countries ?? [],
    })),
  };
}
