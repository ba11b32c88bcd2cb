import type { StorefrontUrls } from '../../config.js';
import type { Queryable } from '../../db/database.js';
import { type AddressFields, checkAddress, insertAddress, type StoreLike } from './addresses.js';
import { enqueueAccountCreatedMail, type MailStore } from './mails.js';
import { moveSubscriberEmail, requestSubscription, setCustomerSubscription } from './newsletter.js';
import { hashPassword } from './passwords.js';
import {
  assertNoViolations,
  checkDateOfBirth,
  checkEmail,
  checkGender,
  checkLength,
  checkName,
  checkNewPassword,
  clean,
  cleanTaxvat,
  ruleError,
  type Violation,
} from './validation.js';

/** A customer account as the api answers it (docs/BEHAVIOUR.md#data "Customer"); never holds the password hash. */
export interface CustomerRow {
  id: number;
  email: string;
  prefix: string | null;
  firstname: string;
  middlename: string | null;
  lastname: string;
  suffix: string | null;
  gender: number | null;
  /** YYYY-MM-DD */
  dateOfBirth: string | null;
  taxvat: string | null;
  isSubscribed: boolean;
  isApproved: boolean;
  defaultShippingId: number | null;
  defaultBillingId: number | null;
  /** The store view the account was created in. */
  storeCode: string;
  /** ISO timestamp. */
  createdAt: string;
}

const COLUMNS = `id, email, prefix, firstname, middlename, lastname, suffix, gender,
  to_char(date_of_birth, 'YYYY-MM-DD') AS date_of_birth, taxvat, is_subscribed, is_approved,
  default_shipping_id, default_billing_id, store_code, created_at`;

interface CustomerDbRow {
  id: number;
  email: string;
  prefix: string | null;
  firstname: string;
  middlename: string | null;
  lastname: string;
  suffix: string | null;
  gender: number | null;
  date_of_birth: string | null;
  taxvat: string | null;
  is_subscribed: boolean;
  is_approved: boolean;
  default_shipping_id: number | null;
  default_billing_id: number | null;
  store_code: string;
  created_at: Date | string;
}

function toRow(row: CustomerDbRow): CustomerRow {
  return {
    id: Number(row.id),
    email: row.email,
    prefix: row.prefix,
    firstname: row.firstname,
    middlename: row.middlename,
    lastname: row.lastname,
    suffix: row.suffix,
    gender: row.gender === null ? null : Number(row.gender),
    dateOfBirth: row.date_of_birth,
    taxvat: row.taxvat,
    isSubscribed: row.is_subscribed,
    isApproved: row.is_approved,
    defaultShippingId: row.default_shipping_id === null ? null : Number(row.default_shipping_id),
    defaultBillingId: row.default_billing_id === null ? null : Number(row.default_billing_id),
    storeCode: row.store_code,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export async function loadCustomer(db: Queryable, id: number): Promise<CustomerRow | null> {
  const [row] = await db.query<CustomerDbRow>(`SELECT ${COLUMNS} FROM customer WHERE id = $1`, [id]);
  return row ? toRow(row) : null;
}

/** The account using this e-mail address (case-insensitive), with its password hash. */
export async function findCustomerByEmail(
  db: Queryable,
  email: string,
): Promise<(CustomerRow & { passwordHash: string }) | null> {
  const [row] = await db.query<CustomerDbRow & { password_hash: string }>(
    `SELECT ${COLUMNS}, password_hash FROM customer WHERE lower(email) = lower($1)`,
    [email.trim()],
  );
  return row ? { ...toRow(row), passwordHash: row.password_hash } : null;
}

export async function passwordHashOf(db: Queryable, customerId: number): Promise<string | null> {
  const [row] = await db.query<{ password_hash: string }>(
    'SELECT password_hash FROM customer WHERE id = $1',
    [customerId],
  );
  return row?.password_hash ?? null;
}

export async function isEmailAvailable(db: Queryable, email: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM customer WHERE lower(email) = lower($1)', [email.trim()]);
  return rows.length === 0;
}

/** Customer fields of a registration (CustomerCreateInput, or checkout's create-account). */
export interface NewCustomerInput {
  prefix?: string | null;
  firstname?: string | null;
  middlename?: string | null;
  lastname?: string | null;
  suffix?: string | null;
  email?: string | null;
  password?: string | null;
  /** YYYY-MM-DD */
  date_of_birth?: string | null;
  /** Magento's deprecated name of date_of_birth. */
  dob?: string | null;
  taxvat?: string | null;
  gender?: number | null;
  is_subscribed?: boolean | null;
}

export interface CreateAccountInput {
  customer: NewCustomerInput;
  /** The first address: the default shipping and billing address. */
  address?: AddressFields | null;
  /** A business account needs company, coc and vat_id on its address and starts unapproved. */
  business?: boolean;
}

export interface AccountContext {
  /** The store view of the request: the account's store and the language of texts and mails. */
  store: StoreLike & MailStore;
  /** The storefront urls, for the link in the welcome mail. */
  storefronts: StorefrontUrls;
}

/**
 * Creates a customer account inside the caller's transaction: checks every field with the rules
 * of docs/BEHAVIOUR.md#validation (all violations in one `graphql-input` error; an e-mail address in use is
 * `email.already_exists`), stores the argon2id hash of the password, the first address as default
 * shipping and billing address, the newsletter subscription, and enqueues the welcome e-mail.
 * Used by createCustomerV2, createCustomerWithAddress and checkout's create_account /
 * createAccountFromOrder. Kick the mail delivery after the commit (mail/delivery.ts).
 */
export async function createCustomerAccount(
  tx: Queryable,
  input: CreateAccountInput,
  context: AccountContext,
): Promise<CustomerRow> {
  const language = context.store.language;
  const fields = input.customer;
  const violations: Violation[] = [];
  const email = checkEmail('email', fields.email, violations);
  checkNewPassword('password', fields.password, violations);
  const firstname = clean(fields.firstname);
  const lastname = clean(fields.lastname);
  checkName('firstname', firstname, violations);
  checkName('lastname', lastname, violations);
  const prefix = clean(fields.prefix);
  const middlename = clean(fields.middlename);
  const suffix = clean(fields.suffix);
  checkLength('prefix', prefix, violations);
  checkLength('middlename', middlename, violations);
  checkLength('suffix', suffix, violations);
  const gender = checkGender(fields.gender, violations);
  const dateOfBirth = checkDateOfBirth(fields.date_of_birth ?? fields.dob, violations);
  let taxvat = cleanTaxvat(fields.taxvat, violations);
  const address = input.address
    ? await checkAddress(tx, input.address, context.store, violations, {
        business: input.business ?? false,
        fieldPrefix: 'address.',
      })
    : null;
  if (input.business && !input.address)
    violations.push({ field: 'address.company', key: 'required.company' });
  if (
    email &&
    violations.every((violation) => violation.field !== 'email') &&
    !(await isEmailAvailable(tx, email))
  ) {
    violations.push({ field: 'email', key: 'email.already_exists' });
  }
  assertNoViolations(language, violations);
  // A business account's taxvat is its VAT id unless given.
  taxvat ??= input.business ? (address?.vatId ?? null) : null;

  const passwordHash = await hashPassword(fields.password as string);
  let inserted: CustomerDbRow | undefined;
  try {
    [inserted] = await tx.query<CustomerDbRow>(
      `INSERT INTO customer (email, password_hash, prefix, firstname, middlename, lastname, suffix, gender,
         date_of_birth, taxvat, is_subscribed, is_approved, store_code)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::date, $10, false, $11, $12)
       RETURNING ${COLUMNS}`,
      [
        email,
        passwordHash,
        prefix,
        firstname,
        middlename,
        lastname,
        suffix,
        gender,
        dateOfBirth,
        taxvat,
        !input.business,
        context.store.code,
      ],
    );
  } catch (error) {
    // Another registration with this address committed between the check and the insert.
    if ((error as { code?: string }).code === '23505')
      throw ruleError(language, 'email', 'email.already_exists');
    throw error;
  }
  if (!inserted) throw new Error('customer not created');
  const id = Number(inserted.id);
  if (address) await insertAddress(tx, id, address, { shipping: true, billing: true });
  if (fields.is_subscribed) await requestSubscription(tx, email as string, context);
  await enqueueAccountCreatedMail(tx, {
    store: context.store,
    storefronts: context.storefronts,
    to: email as string,
    firstname: firstname as string,
    business: input.business ?? false,
  });
  return (await loadCustomer(tx, id)) as CustomerRow;
}

/** Profile fields a customer may change (CustomerUpdateInput); absent fields stay as they are. */
export interface ProfileChanges {
  prefix?: string | null;
  firstname?: string | null;
  middlename?: string | null;
  lastname?: string | null;
  suffix?: string | null;
  date_of_birth?: string | null;
  dob?: string | null;
  taxvat?: string | null;
  gender?: number | null;
  is_subscribed?: boolean | null;
}

/**
 * Applies profile changes with the same rules as a registration (updateCustomerV2). Unsubscribing
 * is at once; subscribing sends the confirmation mail (kick the delivery after the commit).
 */
export async function updateCustomerProfile(
  tx: Queryable,
  customerId: number,
  changes: ProfileChanges,
  context: AccountContext,
): Promise<CustomerRow> {
  const { store } = context;
  const violations: Violation[] = [];
  const sets: string[] = [];
  const params: unknown[] = [customerId];
  const set = (column: string, value: unknown, cast = '') => {
    params.push(value);
    sets.push(`${column} = $${params.length}${cast}`);
  };
  for (const field of ['firstname', 'lastname'] as const) {
    if (changes[field] === undefined) continue;
    const value = clean(changes[field]);
    checkName(field, value, violations);
    set(field, value);
  }
  for (const field of ['prefix', 'middlename', 'suffix'] as const) {
    if (changes[field] === undefined) continue;
    const value = clean(changes[field]);
    checkLength(field, value, violations);
    set(field, value);
  }
  if (changes.gender !== undefined) set('gender', checkGender(changes.gender, violations));
  const dateOfBirth = changes.date_of_birth !== undefined ? changes.date_of_birth : changes.dob;
  if (dateOfBirth !== undefined) set('date_of_birth', checkDateOfBirth(dateOfBirth, violations), '::date');
  if (changes.taxvat !== undefined) set('taxvat', cleanTaxvat(changes.taxvat, violations));
  assertNoViolations(store.language, violations);
  if (sets.length > 0) {
    await tx.query(`UPDATE customer SET ${sets.join(', ')}, updated_at = now() WHERE id = $1`, params);
  }
  if (changes.is_subscribed === false) await setCustomerSubscription(tx, customerId, false, store.code);
  const customer = (await loadCustomer(tx, customerId)) as CustomerRow;
  // Subscribing waits for the confirmation link, as for anybody else.
  if (changes.is_subscribed === true && !customer.isSubscribed) {
    await requestSubscription(tx, customer.email, context);
  }
  return customer;
}

/**
 * Changes the account's e-mail address (the caller has checked the password): a valid address
 * that no other account uses. The newsletter subscription follows it.
 */
export async function changeCustomerEmail(
  tx: Queryable,
  customerId: number,
  newEmail: string | null | undefined,
  language: string,
): Promise<CustomerRow> {
  const violations: Violation[] = [];
  const email = checkEmail('email', newEmail, violations);
  assertNoViolations(language, violations);
  const [other] = await tx.query<{ id: number }>('SELECT id FROM customer WHERE lower(email) = lower($1)', [
    email,
  ]);
  if (other && Number(other.id) !== customerId) throw ruleError(language, 'email', 'email.already_exists');
  try {
    await tx.query('UPDATE customer SET email = $2, updated_at = now() WHERE id = $1', [customerId, email]);
  } catch (error) {
    if ((error as { code?: string }).code === '23505')
      throw ruleError(language, 'email', 'email.already_exists');
    throw error;
  }
  await moveSubscriberEmail(tx, customerId, email as string);
  return (await loadCustomer(tx, customerId)) as CustomerRow;
}

/** Stores a new password (already checked against the rules) as an argon2id hash. */
export async function setCustomerPassword(
  tx: Queryable,
  customerId: number,
  password: string,
): Promise<void> {
  const hash = await hashPassword(password);
  await tx.query('UPDATE customer SET password_hash = $2, updated_at = now() WHERE id = $1', [
    customerId,
    hash,
  ]);
}

/** Checks a new password against the rules of docs/BEHAVIOUR.md#validation; throws every missing rule at once. */
export function assertNewPassword(
  field: string,
  password: string | null | undefined,
  language: string,
): void {
  const violations: Violation[] = [];
  checkNewPassword(field, password, violations);
  assertNoViolations(language, violations);
}
