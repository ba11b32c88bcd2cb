import { expect, inject } from 'vitest';

export interface GraphQLResponse<Data = Record<string, unknown>> {
  status: number;
  headers: Headers;
  body: {
    data?: Data | null;
    errors?: { message: string; extensions?: { category?: string; [key: string]: unknown } }[];
  };
}

interface RequestOptions {
  variables?: Record<string, unknown>;
  store?: string;
  token?: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
}

/**
 * Sends one GraphQL request to the running test api, as a storefront would: on behalf of a shopper
 * at an address of their own (X-Forwarded-For, which the api believes from this machine), so that
 * the per-address rate limits of the api the whole suite shares never join unrelated tests.
 */
export async function graphql<Data = Record<string, unknown>>(
  query: string,
  options: RequestOptions = {},
): Promise<GraphQLResponse<Data>> {
  const apiUrl = inject('apiUrl');
  const headers: Record<string, string> = {
    accept: 'application/json',
    'x-forwarded-for': shopperAddress(),
    ...options.headers,
  };
  if (options.store) headers.store = options.store;
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let response: Response;
  if ((options.method ?? 'GET') === 'GET') {
    const params = new URLSearchParams({ query });
    if (options.variables) params.set('variables', JSON.stringify(options.variables));
    response = await fetch(`${apiUrl}/graphql?${params}`, { headers });
  } else {
    response = await fetch(`${apiUrl}/graphql`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables: options.variables }),
    });
  }
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as GraphQLResponse<Data>['body'],
  };
}

/** A random address of 198.18.0.0/15, the range set aside for tests (RFC 2544). */
export function shopperAddress(): string {
  const random = (size: number) => Math.floor(Math.random() * size);
  return `198.${18 + random(2)}.${random(256)}.${1 + random(254)}`;
}

export function apiUrl(): string {
  return inject('apiUrl');
}

export const STORE_CODES = ['de', 'nl', 'en'] as const;
export type StoreCode = (typeof STORE_CODES)[number];

let emailSequence = 0;

/** An address nobody uses yet (this run's, so reruns and other tests never collide). */
export function freshEmail(label: string): string {
  emailSequence += 1;
  return `${label}.${Date.now().toString(36)}${emailSequence}${Math.random().toString(36).slice(2, 6)}@example.com`;
}

type Variables = Record<string, unknown>;

/** A mutation (POST) in a store view (de unless told), with a bearer token when given. */
export function mutate<T = Record<string, unknown>>(
  query: string,
  variables: Variables = {},
  options: { token?: string; store?: StoreCode } = {},
) {
  return graphql<T>(query, {
    method: 'POST',
    variables,
    store: options.store ?? 'de',
    ...(options.token ? { token: options.token } : {}),
  });
}

/** A read (GET) in a store view (de unless told), with a bearer token when given. */
export function read<T = Record<string, unknown>>(
  query: string,
  variables: Variables = {},
  options: { token?: string; store?: StoreCode } = {},
) {
  return graphql<T>(query, {
    variables,
    store: options.store ?? 'de',
    ...(options.token ? { token: options.token } : {}),
  });
}

/** The data of a response that must have succeeded. */
export function data<Data>(response: GraphQLResponse<Data>): Data {
  expect(response.body.errors).toBeUndefined();
  expect(response.body.data).toBeTruthy();
  return response.body.data as Data;
}

/** The message of a response that must have failed with a graphql-input error. */
export function inputErrorMessage(response: GraphQLResponse): string {
  expect(response.body.errors?.[0]?.extensions?.category).toBe('graphql-input');
  return response.body.errors?.[0]?.message ?? '';
}

/** The same query in every store view, each answer required to succeed. */
export async function perStore<Data>(query: string, variables?: Record<string, unknown>) {
  const answers = await Promise.all(STORE_CODES.map((store) => graphql<Data>(query, { store, variables })));
  return Object.fromEntries(
    STORE_CODES.map((store, index) => [store, data(answers[index] as GraphQLResponse<Data>)]),
  ) as Record<StoreCode, Data>;
}

/**
 * Reads again until the answer shows a change written over another connection, up to five
 * seconds: its notification reaches the api's response cache asynchronously, so the first read
 * after the write may still be a cached answer. The last answer is returned either way, for the
 * caller's own expectations to name what is missing.
 */
export async function readAfterWrite<T>(
  readOnce: () => Promise<T>,
  changed: (answer: T) => boolean,
): Promise<T> {
  let answer = await readOnce();
  for (let tries = 0; !changed(answer) && tries < 50; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    answer = await readOnce();
  }
  return answer;
}
