import { isValidEmail } from '@shop/validation';
import type { StorefrontUrls } from '../../config.js';
import type { Queryable } from '../../db/database.js';
import { type KeyedProblem, keyedInputError, messageLanguage } from '../../texts.js';
import { storefrontLink } from '../customer/mails.js';
import { enqueueMail, renderMail } from '../mail/outbox.js';
import type { StoreView } from '../store/stores.js';
import { wishlistText } from './messages.js';
import { countItems, touchWishlist, type WishlistRow } from './wishlists.js';

/** A share goes to a few friends with a short note: no mailing list, no advert. */
export const SHARE_LIMITS = { recipients: 10, message: 300 } as const;

export interface ShareInput {
  emails: readonly string[];
  message: string | null;
}

/** A share whose input passed the checks: the recipients once each, the trimmed message. */
export interface CheckedShare {
  emails: string[];
  message: string | null;
}

/** Links and markup would let a share carry somebody else's advert in the shop's name. */
const LINK_OR_MARKUP =
  /[<>]|[a-z][a-z0-9+.-]*:\/\/|\bwww\.|\b[a-z0-9-]+\.(?:[a-z]{2,}\/|(?:com|net|org|info|biz|de|nl|eu|io|ru|cn|xyz|top|example)\b)/i;

/** Checks the share input; throws a keyed input error listing every problem. */
export function checkShare(language: string, input: ShareInput): CheckedShare {
  const problems: KeyedProblem[] = [];
  const problem = (field: string, key: Parameters<typeof wishlistText>[1], params = {}) =>
    problems.push({ field, key, message: wishlistText(language, key, params) });
  const seen = new Set<string>();
  const emails: string[] = [];
  input.emails.forEach((raw, index) => {
    const email = raw.trim();
    if (!email) return;
    if (!isValidEmail(email)) problem(`emails[${index}]`, 'email.invalid');
    else if (!seen.has(email.toLowerCase())) {
      seen.add(email.toLowerCase());
      emails.push(email);
    }
  });
  if (emails.length === 0 && problems.every((entry) => entry.key !== 'email.invalid')) {
    problem('emails', 'wishlist.share_no_recipients');
  }
  if (emails.length > SHARE_LIMITS.recipients) {
    problem('emails', 'wishlist.share_too_many', { count: SHARE_LIMITS.recipients });
  }
  const message = input.message?.trim() || null;
  if (message && message.length > SHARE_LIMITS.message) {
    problem('message', 'wishlist.share_message_too_long', { count: SHARE_LIMITS.message });
  } else if (message && LINK_OR_MARKUP.test(message)) {
    problem('message', 'wishlist.share_message_links');
  }
  if (problems.length > 0) throw keyedInputError(problems);
  return { emails, message };
}

/**
 * Shares the customer's wishlist: marks it shared (readable by its sharing code) and queues one
 * plain-text e-mail per recipient, in the store view's language, under the account's own name, with
 * the checked message and the storefront link `/wishlist/{code}`. Answers the number of e-mails.
 */
export async function shareWishlist(
  tx: Queryable,
  wishlist: WishlistRow,
  options: { store: StoreView; storefronts: StorefrontUrls; share: CheckedShare },
): Promise<number> {
  const { store } = options;
  const language = messageLanguage(store.language);
  const { emails, message } = options.share;
  const [owner] = await tx.query<{ name: string }>(
    `SELECT concat_ws(' ', firstname, lastname) AS name FROM customer WHERE id = $1`,
    [wishlist.customerId],
  );
  const name = owner?.name ?? '';
  if ((await countItems(tx, wishlist.id)) === 0) {
    throw keyedInputError([
      {
        field: 'wishlist_id',
        key: 'wishlist.share_empty',
        message: wishlistText(language, 'wishlist.share_empty'),
      },
    ]);
  }
  await tx.query('UPDATE wishlist SET is_shared = true WHERE id = $1', [wishlist.id]);
  await touchWishlist(tx, wishlist.id);
  const products = await tx.query<{ name: string; qty: string }>(
    `SELECT ps.name, i.qty FROM wishlist_item i
       JOIN product_store ps ON ps.product_id = coalesce(i.parent_product_id, i.product_id) AND ps.store_code = $2
      WHERE i.wishlist_id = $1 ORDER BY i.added_at DESC, i.id DESC`,
    [wishlist.id, store.code],
  );
  const url = storefrontLink(
    options.storefronts,
    { code: store.code, language, baseUrl: store.baseUrl },
    `wishlist/${wishlist.sharingCode}`,
  );
  const mail = renderMail(
    {
      subject: wishlistText(language, 'wishlist.mail_subject', { name }),
      greeting: wishlistText(language, 'wishlist.mail_greeting'),
      paragraphs: [
        ...(message ? [wishlistText(language, 'wishlist.mail_message', { name, message })] : []),
        wishlistText(language, 'wishlist.mail_intro', { name }),
        ...products.map((product) => `• ${product.name} (${Number(product.qty)})`),
      ],
      action: { label: wishlistText(language, 'wishlist.mail_action'), url },
    },
    language,
  );
  for (const to of emails) {
    await enqueueMail(tx, { ...mail, to, template: 'wishlist_share', storeCode: store.code });
  }
  return emails.length;
}
