import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  buildSchema,
  type DefinitionNode,
  type FragmentDefinitionNode,
  type GraphQLInputType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  Kind,
  type OperationDefinitionNode,
  parse,
  print,
  typeFromAST,
  visit,
} from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadTypeDefs } from '../src/server.js';
import { DE_ADDRESS, freshEmail, registerCustomer } from './checkout-support.js';
import { data, type GraphQLResponse, graphql, mutate, read } from './graphql.js';

// Every query and mutation the storefront can send (its .graphql documents, the source of the
// persisted-documents manifest) gets bad values in each argument, one at a time, the others kept
// valid: the api must answer each with a categorized error or data, never a 5xx, never an
// `internal` (unexpected) error, never database text.

const STOREFRONT_SOURCE = fileURLToPath(new URL('../../storefront/src', import.meta.url));

/** Words of PostgreSQL errors that must never reach a client. */
const DATABASE_TEXT =
  /violates|syntax error at|relation "|column "|invalid input syntax|out of range for type|invalid byte sequence|unterminated|duplicate key|null value in/i;

function documentFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return documentFiles(path);
    return entry.name.endsWith('.graphql') ? [path] : [];
  });
}

interface StorefrontOperation {
  name: string;
  kind: 'query' | 'mutation';
  text: string;
  definition: OperationDefinitionNode;
}

/** The storefront's operations, each with the fragments it uses. */
function storefrontOperations(): StorefrontOperation[] {
  if (!existsSync(STOREFRONT_SOURCE)) {
    throw new Error(`fuzz test: the storefront's GraphQL documents are missing (${STOREFRONT_SOURCE})`);
  }
  const definitions: DefinitionNode[] = documentFiles(STOREFRONT_SOURCE).flatMap(
    (file) => parse(readFileSync(file, 'utf8')).definitions,
  );
  const fragments = new Map(
    definitions
      .filter(
        (definition): definition is FragmentDefinitionNode => definition.kind === Kind.FRAGMENT_DEFINITION,
      )
      .map((fragment) => [fragment.name.value, fragment]),
  );
  const usedFragments = (node: DefinitionNode, seen: Set<string>) => {
    visit(node, {
      FragmentSpread(spread) {
        const fragment = fragments.get(spread.name.value);
        if (!fragment || seen.has(fragment.name.value)) return;
        seen.add(fragment.name.value);
        usedFragments(fragment, seen);
      },
    });
    return seen;
  };
  return definitions
    .filter(
      (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
    )
    .filter((definition) => definition.operation !== 'subscription')
    .map((definition) => {
      const names = [...usedFragments(definition, new Set())];
      const text = [definition, ...names.map((name) => fragments.get(name) as FragmentDefinitionNode)]
        .map((node) => print(node))
        .join('\n');
      return {
        name: definition.name?.value ?? 'anonymous',
        kind: definition.operation as 'query' | 'mutation',
        text,
        definition,
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

const schema = buildSchema(loadTypeDefs().join('\n'));

/** Valid values by argument or field name; anything else gets a plain value of its type. */
let known: Record<string, unknown> = {};
let customerToken = '';

const PASSWORD = 'Fuzz-Pass1!';

beforeAll(async () => {
  const products = data(
    await read<{ products: { items: { sku: string; __typename: string; stock_qty: number | null }[] } }>(
      '{ products(pageSize: 50) { items { __typename sku stock_qty } } }',
    ),
  ).products.items;
  const sku = products.find(
    (product) => product.__typename === 'SimpleProduct' && (product.stock_qty ?? 0) > 10,
  )?.sku as string;
  const cartId = data(
    await mutate<{ createEmptyCart: string }>('mutation { createEmptyCart }'),
  ).createEmptyCart;
  await mutate(
    'mutation ($cart: String!, $sku: String!) { addProductsToCart(cartId: $cart, cartItems: [{ sku: $sku, quantity: 1 }]) { user_errors { code } } }',
    { cart: cartId, sku },
  );
  const wishlistId = data(
    await mutate<{ createEmptyWishlist: string }>('mutation { createEmptyWishlist }'),
  ).createEmptyWishlist;
  const email = freshEmail('fuzz');
  customerToken = await registerCustomer(email, PASSWORD);
  known = {
    cartId,
    cart_id: cartId,
    sourceCartId: cartId,
    destinationCartId: null,
    wishlistId,
    source: wishlistId,
    sku,
    skus: [sku],
    email,
    password: PASSWORD,
    currentPassword: PASSWORD,
    newPassword: PASSWORD,
    firstname: DE_ADDRESS.firstname,
    lastname: DE_ADDRESS.lastname,
    street: DE_ADDRESS.street,
    city: DE_ADDRESS.city,
    postcode: DE_ADDRESS.postcode,
    country_code: 'DE',
    telephone: DE_ADDRESS.telephone,
    quantity: 1,
    search: 'natur',
    text: 'natur',
    url: 'no-such-page.html',
    relativeUrl: 'no-such-page.html',
    identifier: 'home',
    identifiers: ['footer'],
    code: 'testpay_ideal',
    couponCode: 'WELKOM10',
    carrierCode: 'flatrate',
    methodCode: 'flatrate',
    customerName: 'Fuzz',
    emails: [freshEmail('friend')],
    message: 'Hallo',
    hash: '0'.repeat(32),
    token: '0'.repeat(32),
    trackingUserId: 'fuzz-visitor',
    tracking_user_id: 'fuzz-visitor',
    countryCode: 'NL',
    vatId: 'NL123456789B01',
    housenumber: 1,
    pageSize: 5,
    currentPage: 1,
    limit: 5,
    name: 'message',
    value: 'Hallo',
    type: 'contact',
    rootCategoryId: '2',
    uid: 'Mg==',
    itemUid: 'MQ==',
    cart_item_uid: 'MQ==',
    wishlist_item_id: '1',
    wishlistItemsIds: ['1'],
    nickname: 'Fuzz',
    summary: 'Gut',
  };
});

/** A valid value of `type` for the argument or field `name`: input objects get their required fields. */
function validValue(type: GraphQLInputType, name: string): unknown {
  if (Object.hasOwn(known, name)) return known[name];
  const inner = isNonNullType(type) ? type.ofType : type;
  if (isListType(inner)) return [validValue(inner.ofType, name)];
  if (isInputObjectType(inner)) {
    return Object.fromEntries(
      Object.values(inner.getFields())
        .filter((field) => isNonNullType(field.type) || Object.hasOwn(known, field.name))
        .map((field) => [field.name, validValue(field.type, field.name)]),
    );
  }
  if (isEnumType(inner)) return inner.getValues()[0]?.value;
  switch (inner.name) {
    case 'Int':
    case 'Float':
      return 1;
    case 'Boolean':
      return false;
    default:
      return 'fuzz';
  }
}

/** Small deterministic generator (mulberry32), so every run sends the same values. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const random = seeded(13);

/** Bad values for a position of `type`: the ones its type invites, plus wrong types. */
function badValues(type: GraphQLInputType, valid: unknown): [string, unknown][] {
  const inner = isNonNullType(type) ? type.ofType : type;
  const common: [string, unknown][] = [['null', null]];
  if (isListType(inner)) {
    return [
      ...common,
      ['empty list', []],
      ['wide list', Array.from({ length: 1_000 }, () => (Array.isArray(valid) ? valid[0] : valid))],
      ['deep list', [[[[[Array.isArray(valid) ? valid[0] : valid]]]]]],
      ['object for a list', { nope: 1 }],
    ];
  }
  if (isInputObjectType(inner)) {
    return [...common, ['empty object', {}], ['text for an object', 'x'], ['unknown field', { nope: 1 }]];
  }
  if (isEnumType(inner)) return [...common, ['unknown enum value', 'NOPE'], ['number for an enum', 1]];
  const texts: [string, unknown][] = [
    ['empty text', ''],
    ['NUL', 'a\u0000b'],
    ['lone surrogate', 'a\ud800b'],
    ['10 000 characters', 'x'.repeat(10_000)],
    ['1e99', '1e99'],
    ['64-bit number text', '99999999999'],
    ['negative number text', '-1'],
    ['uid of a 64-bit number', Buffer.from('99999999999').toString('base64')],
    ['SQL', "1' OR '1'='1"],
  ];
  const numbers: [string, unknown][] = [
    ['negative', -1],
    ['zero', 0],
    ['fraction', 1.5],
    ['five decimals', 1.23456],
    ['beyond 32 bits', 99_999_999_999],
    ['huge', 1e308],
    ['32-bit minimum', -2_147_483_648],
    ['text for a number', '12'],
  ];
  switch (inner.name) {
    case 'Int':
    case 'Float':
      return [...common, ...numbers];
    case 'Boolean':
      return [...common, ['text for a boolean', 'yes'], ['number for a boolean', 1]];
    case 'ID':
      return [...common, ...texts, ['beyond 32 bits', 99_999_999_999]];
    default:
      // Strings: every text, and one wrong type picked by the seeded generator.
      return [...common, ...texts, numbers[Math.floor(random() * numbers.length)] as [string, unknown]];
  }
}

interface Position {
  path: (string | number)[];
  type: GraphQLInputType;
  valid: unknown;
}

/** Every position of a value a bad value can take: the value itself, its fields and first list item. */
function positions(type: GraphQLInputType, valid: unknown, path: (string | number)[], depth = 0): Position[] {
  const inner = isNonNullType(type) ? type.ofType : type;
  const own: Position = { path, type, valid };
  if (depth > 4) return [own];
  if (isListType(inner)) {
    const item =
      Array.isArray(valid) && valid.length > 0 ? valid[0] : validValue(inner.ofType, String(path.at(-1)));
    return [own, ...positions(inner.ofType, item, [...path, 0], depth + 1)];
  }
  if (isInputObjectType(inner) && valid && typeof valid === 'object') {
    return [
      own,
      ...Object.values(inner.getFields()).flatMap((field) =>
        positions(
          field.type,
          (valid as Record<string, unknown>)[field.name] ?? validValue(field.type, field.name),
          [...path, field.name],
          depth + 1,
        ),
      ),
    ];
  }
  return [own];
}

/** `base` with the value at `path` replaced. */
function replaced(
  base: Record<string, unknown>,
  path: (string | number)[],
  value: unknown,
): Record<string, unknown> {
  const copy = structuredClone(base);
  let target: Record<string | number, unknown> = copy;
  for (const key of path.slice(0, -1)) {
    const next = target[key];
    if (next === null || typeof next !== 'object') return copy;
    target = next as Record<string | number, unknown>;
  }
  target[path.at(-1) as string | number] = value;
  return copy;
}

interface Finding {
  operation: string;
  position: string;
  value: string;
  status: number;
  message: string;
}

/** What is wrong with one answer: a 5xx, an unexpected error or database text; null when fine. */
function problemOf(response: GraphQLResponse): string | null {
  if (response.status >= 500) return `HTTP ${response.status}`;
  for (const error of response.body.errors ?? []) {
    const category = error.extensions?.category;
    if (!category || category === 'internal') return `${category ?? 'no category'}: ${error.message}`;
    if (DATABASE_TEXT.test(error.message)) return `database text: ${error.message}`;
  }
  return null;
}

/** Operations that end the session they run in go last, so the others keep a valid token. */
const LAST = new Set(['SessionLogout', 'AccountChangePassword', 'AccountUpdateEmail']);

/** Whether an operation needs the logged-in customer. */
const needsCustomer = (name: string) =>
  /^(Account|Customer|Session|MergeCarts|MergeWishlists|ShareWishlist)/.test(name) &&
  !['AccountRegister', 'AccountRequestPasswordReset', 'AccountResetPassword', 'SessionLogin'].includes(
    name,
  ) &&
  !name.startsWith('AccountEmailAvailable');

describe('fuzzing every storefront operation', () => {
  it('answers bad values in every argument without a 5xx, an internal error or database text', async () => {
    const operations = storefrontOperations();
    expect(operations.length).toBeGreaterThan(50);
    operations.sort((a, b) => Number(LAST.has(a.name)) - Number(LAST.has(b.name)));
    const findings: Finding[] = [];
    let sent = 0;
    const started = Date.now();
    for (const operation of operations) {
      const variables: Record<string, unknown> = {};
      const variablePositions: Position[] = [];
      for (const definition of operation.definition.variableDefinitions ?? []) {
        const name = definition.variable.name.value;
        const type = typeFromAST(schema, definition.type) as GraphQLInputType;
        variables[name] = validValue(type, name);
        variablePositions.push(...positions(type, variables[name], [name]));
      }
      const cases: [string, string, Record<string, unknown>][] = [['(valid)', 'valid', variables]];
      for (const position of variablePositions) {
        for (const [label, value] of badValues(position.type, position.valid)) {
          cases.push([position.path.join('.'), label, replaced(variables, position.path, value)]);
        }
      }
      const token = needsCustomer(operation.name) ? customerToken : undefined;
      // A few at a time: enough to keep both cores busy, few enough not to trip the rate limits at once.
      for (let index = 0; index < cases.length; index += 4) {
        await Promise.all(
          cases.slice(index, index + 4).map(async ([position, label, values]) => {
            const response = await graphql(operation.text, {
              method: 'POST',
              variables: values,
              store: 'de',
              ...(token ? { token } : {}),
            });
            sent++;
            const problem = problemOf(response);
            if (problem) {
              findings.push({
                operation: operation.name,
                position,
                value: label,
                status: response.status,
                message: problem,
              });
            }
          }),
        );
      }
    }
    console.log(
      `fuzz: ${operations.length} operations, ${sent} requests in ${Math.round((Date.now() - started) / 1000)} s, ${findings.length} findings`,
    );
    expect(findings).toEqual([]);
  }, 180_000);
});
