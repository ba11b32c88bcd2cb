import { describeOperation } from './operation';

/** A document as codegen writes it (`documentMode: 'string'`): its text plus result/variable types. */
export interface TypedDocument<TResult, TVariables> {
  __apiType?: (variables: TVariables) => TResult;
  toString(): string;
}

export interface RequestOptions {
  /** Store view code of the current language, sent as the `Store` header. */
  store?: string;
  /** Bearer token: the shop access token, a customer token or the consumer key. */
  token?: string;
  /** Defaults to the same-origin `/graphql` in the browser; required on the server. */
  endpoint?: string;
  /** Reads go as GET unless told otherwise (a few reads are POST, e.g. shopReviews). */
  method?: 'GET' | 'POST';
  signal?: AbortSignal;
  /** Sent as X-Request-Id (on the server: the page request's id, which the api logs under). */
  requestId?: string;
}

export interface GraphQLErrorEntry {
  message: string;
  path?: ReadonlyArray<string | number>;
  extensions?: { category?: string; [key: string]: unknown };
}

/** A failed call: the server's errors (message and `extensions.category`) or an HTTP failure. */
export class GraphQLRequestError extends Error {
  override name = 'GraphQLRequestError';

  constructor(
    message: string,
    readonly errors: readonly GraphQLErrorEntry[],
    readonly status: number,
    readonly operationName: string | undefined,
  ) {
    super(message);
  }

  /** Category of the first error, e.g. graphql-authorization. */
  get category(): string | undefined {
    return this.errors.find((error) => error.extensions?.category)?.extensions?.category;
  }
}

/** Why the api gave no answer at all: it did not answer in time, or it could not be reached. */
export type ApiUnavailability = 'timeout' | 'unreachable';

/** The api gave no answer (as opposed to an answer with errors). */
export class ApiUnavailableError extends Error {
  override name = 'ApiUnavailableError';

  constructor(
    readonly reason: ApiUnavailability,
    options: { cause: unknown },
  ) {
    super(
      reason === 'timeout' ? 'the shop api did not answer in time' : 'the shop api is not reachable',
      options,
    );
  }
}

/** Connection failures of Node's fetch (undici): nothing listens, or the connection broke. */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_SOCKET',
]);

/** A fetch failure as ApiUnavailableError when it means the api gave no answer; else unchanged. */
function classifyFetchFailure(error: unknown): unknown {
  if (error instanceof ApiUnavailableError) return error;
  if ((error as Error | undefined)?.name === 'TimeoutError')
    return new ApiUnavailableError('timeout', { cause: error });
  const code = ((error as { cause?: { code?: unknown } } | undefined)?.cause?.code ?? '') as string;
  if (UNREACHABLE_CODES.has(code)) return new ApiUnavailableError('unreachable', { cause: error });
  return error;
}

interface GraphQLResponse<TResult> {
  data?: TResult | null;
  errors?: GraphQLErrorEntry[];
}

export async function request<TResult, TVariables>(
  document: TypedDocument<TResult, TVariables>,
  variables: TVariables,
  options: RequestOptions = {},
): Promise<TResult> {
  const operation = describeOperation(document.toString());
  const endpoint = options.endpoint ?? sameOriginEndpoint();
  const method = operation.type === 'mutation' ? 'POST' : (options.method ?? 'GET');
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.store) headers.Store = options.store;
  if (options.requestId) headers['X-Request-Id'] = options.requestId;

  let url = endpoint;
  let body: string | undefined;
  const hasVariables = variables !== undefined && variables !== null && Object.keys(variables).length > 0;
  if (method === 'GET') {
    const params = new URLSearchParams({ query: operation.text });
    if (operation.name) params.set('operationName', operation.name);
    if (hasVariables) params.set('variables', JSON.stringify(variables));
    url = `${endpoint}${endpoint.includes('?') ? '&' : '?'}${params}`;
  } else {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify({
      query: operation.text,
      operationName: operation.name,
      variables: hasVariables ? variables : undefined,
    });
  }

  let response: Response;
  let payload: GraphQLResponse<TResult> | undefined;
  try {
    response = await fetch(url, { method, headers, body, signal: options.signal });
    payload = await readPayload<TResult>(response);
  } catch (error) {
    throw classifyFetchFailure(error);
  }
  if (payload?.errors?.length) {
    const message = payload.errors.map((error) => error.message).join('; ');
    throw new GraphQLRequestError(message, payload.errors, response.status, operation.name);
  }
  if (!response.ok || !payload?.data) {
    throw new GraphQLRequestError(
      `GraphQL ${operation.name ?? operation.type} failed with HTTP ${response.status}`,
      [],
      response.status,
      operation.name,
    );
  }
  return payload.data;
}

function sameOriginEndpoint(): string {
  // Checked per call, never at module load: this module is also imported during server rendering.
  if (typeof window === 'undefined') {
    throw new Error('request(): pass options.endpoint on the server (GRAPHQL_ENDPOINT)');
  }
  return '/graphql';
}

async function readPayload<TResult>(response: Response): Promise<GraphQLResponse<TResult> | undefined> {
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return undefined;
  try {
    return (await response.json()) as GraphQLResponse<TResult>;
  } catch (error) {
    // A body that is not JSON is an answer without data; a timeout while reading it is not.
    if (error instanceof SyntaxError) return undefined;
    throw error;
  }
}

/** `request` with endpoint, token and store already chosen: what feature code receives. */
export type GraphQLCaller = <TResult, TVariables>(
  document: TypedDocument<TResult, TVariables>,
  variables: TVariables,
) => Promise<TResult>;

export function bindRequest(options: RequestOptions): GraphQLCaller {
  return (document, variables) => request(document, variables, options);
}
