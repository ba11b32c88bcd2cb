import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  LogController,
} from 'fastify';
import {
  type DocumentNode,
  GraphQLError,
  getOperationAST,
  Kind,
  NoSchemaIntrospectionCustomRule,
} from 'graphql';
import { createSchema, createYoga, type Plugin } from 'graphql-yoga';
import { bearerToken, resolveCaller } from './auth.js';
import type { ApiConfig } from './config.js';
import { type AnswerScope, createAnswerScope, createLoaders, type RequestContext } from './context.js';
import { type Database, isDatabaseUnavailable, type SlowStatements } from './db/database.js';
import type { ReadReplicas } from './db/replicas.js';
import { withCategory } from './errors.js';
import { inputLimitsPlugin } from './input-limits.js';
import { parseQueryWhenRead } from './lazy-query.js';
import { registerMedia } from './media.js';
import { filterAttributeTypeDefs } from './modules/catalog/attributes.js';
import { inputErrorsPlugin } from './modules/catalog/input-errors.js';
import { allResolvers } from './modules/index.js';
import { registerMailbox } from './modules/mail/mailbox.js';
import { registerPayment } from './modules/payment/routes.js';
import { sharedWebhookSecret } from './modules/payment/setup.js';
import type { StoreRegistry } from './modules/store/stores.js';
import { watchPool, watchResponseCache } from './observability/metrics.js';
import {
  countBusy,
  countRequestTimeout,
  graphqlMetrics,
  keepGraphqlOutcomes,
  noteCachedAnswer,
  operationOf,
  recordRequest,
} from './observability/request-metrics.js';
import { apiPath } from './paths.js';
import { type CachedAnswer, type ComputedAnswer, ResponseCache } from './response-cache.js';
import { textsOf } from './texts.js';

interface ServerContext {
  req: FastifyRequest;
  reply: FastifyReply;
}

/** The SDL, one file per domain, read in name order so that base types come first. */
export function loadTypeDefs(): string[] {
  const folder = apiPath('schema');
  return readdirSync(folder)
    .filter((file) => file.endsWith('.graphql'))
    .sort()
    .map((file) => readFileSync(`${folder}/${file}`, 'utf8'));
}

export async function buildServer(options: {
  config: ApiConfig;
  db: Database;
  stores: StoreRegistry;
  /** The database's test hook, when config.testHooks is on. */
  slowStatements?: SlowStatements | undefined;
  /** Read replicas for anonymous catalogue and content reads (DATABASE_REPLICA_URL). */
  replicas?: ReadReplicas | undefined;
  /** Where the log lines go; standard output unless given (tests read them). */
  logStream?: { write(line: string): void };
}) {
  const { db, stores } = options;
  const config = options.config.paymentWebhookSecret
    ? options.config
    : { ...options.config, paymentWebhookSecret: await sharedWebhookSecret(db) };
  // With METRICS_PORT=off nothing is counted either.
  const countRequests = config.metrics !== undefined;
  const accessLog = new AccessLog(countRequests);
  const app = Fastify({
    logger: { level: config.logLevel, ...(options.logStream ? { stream: options.logStream } : {}) },
    logController: accessLog,
    childLoggerFactory: (logger, bindings, options) => new RequestLogger(logger, bindings, options),
    requestIdHeader: 'x-request-id',
    genReqId: requestIds(),
    // req.ip believes X-Forwarded-For only from these proxies (the storefront server).
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    routerOptions: { querystringParser: parseQueryWhenRead },
    // A request that reaches a stopping process (on a connection kept alive) is still answered, with
    // `Connection: close`, so the client's next request goes to a process that stays: a rolling
    // restart or a worker's stop drops nothing (Fastify's default answers 503 instead).
    return503OnClosing: false,
  });
  answerWithoutDetails(app);
  keepGraphqlOutcomes(app);
  const cacheHitsLog = setInterval(() => accessLog.logCacheHits(app.log), CACHE_HITS_LOG_INTERVAL_MS).unref();
  app.addHook('onClose', (_app, done) => {
    clearInterval(cacheHitsLog);
    accessLog.logCacheHits(app.log);
    done();
  });

  /** The database each anonymous public read may read the catalogue from (a replica, when one fits). */
  const publicReads = new WeakMap<FastifyRequest, Database>();
  const typeDefs = loadTypeDefs();
  const schema = createSchema<ServerContext & RequestContext>({
    typeDefs: [...typeDefs, ...(await filterAttributeTypeDefs(db, typeDefs))],
    resolvers: allResolvers(() => stores.all()),
  });

  const yoga = createYoga<ServerContext, RequestContext>({
    schema,
    graphqlEndpoint: '/graphql',
    graphiql: config.graphiql ? { title: 'Shop GraphQL' } : false,
    landingPage: false,
    // Set per request in the route below: the response cache keeps answers without their Origin.
    cors: false,
    logging: app.log,
    plugins: [
      EnvelopArmorPlugin({
        maxDepth: { n: 12, ...NOTE_LIMIT_REJECTIONS },
        costLimit: { maxCost: 20_000, ...NOTE_LIMIT_REJECTIONS },
        maxAliases: { n: 30, ...NOTE_LIMIT_REJECTIONS },
        maxDirectives: { n: 30, ...NOTE_LIMIT_REJECTIONS },
        maxTokens: { n: 3000, ...NOTE_LIMIT_REJECTIONS },
      }),
      inputErrorsPlugin(),
      inputLimitsPlugin(),
      databaseUnavailableErrors(stores),
      categorizeErrors(),
      cacheControl(),
      ...(config.metrics ? [graphqlMetrics()] : []),
      readCatalogueFrom(publicReads),
      ...(config.production && !config.graphiql ? [refuseIntrospection()] : []),
    ],
    context: async ({ req, request }): Promise<RequestContext> => {
      const store = stores.select(request.headers.get('store') ?? undefined);
      const caller = await resolveCaller(request.headers.get('authorization') ?? undefined, config, db);
      const responseCache = createAnswerScope();
      return {
        db,
        config,
        store,
        caller,
        log: req.log,
        loaders: createLoaders(db, store, responseCache),
        responseCache,
      };
    },
  });

  const responseCache = new ResponseCache({
    maxBytes: config.responseCacheBytes,
    maxAgeMilliseconds: RESPONSE_CACHE_MAX_AGE_MILLISECONDS,
  });
  watchResponseCache(responseCache.counts);
  watchPool(() => db.connections());
  const { replicas } = options;
  if (config.responseCacheBytes > 0 || replicas) {
    const stopListening = await db.listen(PUBLIC_DATA_CHANNEL, {
      notified: (payload) => {
        replicas?.changed();
        responseCache.changed(changedProducts(payload));
      },
      watching: (active) => {
        replicas?.setWatching(active);
        responseCache.watching(active);
      },
    });
    app.addHook('onClose', async () => {
      await stopListening();
    });
  }

  const storefrontOrigins = new Set(
    [config.storefrontUrl, ...Object.values(config.storefrontUrls)].map((url) => new URL(url).origin),
  );
  app.route({
    url: yoga.graphqlEndpoint,
    method: ['GET', 'POST', 'OPTIONS'],
    handler: (req, reply) => {
      if (allowStorefrontOrigin(req, reply, storefrontOrigins)) return reply.status(204).send();
      const key = responseCache.enabled || replicas ? publicReadKey(req, config, stores) : undefined;
      // An answer from memory is sent at once: no promise and no later turn of the event loop
      // (they cost an answer from the cache a tenth of its time).
      const kept = key === undefined ? undefined : responseCache.kept(key);
      if (kept) {
        if (countRequests) noteCachedAnswer(reply, kept.operation);
        return sendAnswer(reply, kept, true);
      }
      return answerWithYoga(req, reply, key);
    },
  });

  // A request the cache does not answer: computed (and kept, when it is a public read and its answer shareable).
  async function answerWithYoga(req: FastifyRequest, reply: FastifyReply, key: string | undefined) {
    if (key === undefined) {
      const response = await yoga.handleNodeRequestAndResponse(req, reply, { req, reply });
      for (const [name, value] of response.headers) reply.header(name, value);
      reply.status(response.status);
      reply.send(response.body);
      return reply;
    }
    const { answer, hit } = await responseCache.answer(key, async (): Promise<ComputedAnswer> => {
      // Chosen as the computation starts: a change notified from here on keeps its answer out of the cache.
      if (replicas) publicReads.set(req, replicas.forPublicRead());
      const response = await yoga.handleNodeRequestAndResponse(req, reply, { req, reply });
      const headers = Object.fromEntries(response.headers);
      const cacheControl = reply.getHeader('cache-control');
      if (typeof cacheControl === 'string') headers['cache-control'] = cacheControl;
      const body = Buffer.from(await response.arrayBuffer());
      const answer: CachedAnswer = { status: response.status, headers, body };
      const products = answerProducts.get(reply);
      const operation = operationOf(reply);
      if (operation) answer.operation = operation;
      return {
        answer,
        shareable: response.status === 200 && /^public\b/.test(cacheControl as string),
        ...(products ? { products } : {}),
      };
    });
    if (hit && countRequests) noteCachedAnswer(reply, answer.operation);
    return sendAnswer(reply, answer, hit);
  }

  answerBusyAfter(app, config.requestTimeoutMs);

  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_req, reply) => {
    try {
      await db.query('SELECT 1');
      return { status: 'ready' };
    } catch {
      return reply.status(503).send({ status: 'unavailable', error: 'the database does not answer' });
    }
  });
  if (config.testHooks && options.slowStatements) registerTestHooks(app, options.slowStatements);

  await registerMedia(app, config.mediaDir);
  await registerMailbox(app, { db, config });
  await registerPayment(app, { db, config, stores });
  return app;
}

/**
 * CORS: a browser may call the api from the storefronts' origins only, without credentials (customers
 * authenticate with a bearer token, never a cookie). True for a preflight, which is answered here.
 */
function allowStorefrontOrigin(
  req: FastifyRequest,
  reply: FastifyReply,
  origins: ReadonlySet<string>,
): boolean {
  reply.header('vary', 'Origin');
  const origin = req.headers.origin;
  if (origin && origins.has(origin)) {
    reply.header('access-control-allow-origin', origin);
    if (req.method === 'OPTIONS') {
      reply.header('access-control-allow-methods', 'GET, POST');
      reply.header(
        'access-control-allow-headers',
        'authorization, content-type, store, accept, x-request-id',
      );
      reply.header('access-control-max-age', '600');
    }
  }
  return req.method === 'OPTIONS';
}

/**
 * Outside development the schema is not told to anyone who asks (`__schema`, `__type`); the
 * storefront and the compatibility check read the SDL files. GRAPHIQL=true turns it back on.
 */
function refuseIntrospection(): Plugin {
  return {
    onValidate({ addValidationRule }) {
      addValidationRule(NoSchemaIntrospectionCustomRule);
    },
  };
}

/**
 * The HTTP routes' failures: a path or query holding a NUL (which no reference, address or file
 * name has, and PostgreSQL refuses in text) is a 400 before any route runs; an unexpected error is
 * logged and answered 500 without its message, which may be the database's. Every answer, a
 * failure too, carries its request's id (x-request-id) for finding its log line.
 */
function answerWithoutDetails(app: FastifyInstance): void {
  // The id is set in the hook that runs anyway: another hook a request (onSend) costs an answer
  // from the response cache more than the header.
  app.addHook('onRequest', (req, reply, done) => {
    reply.header('x-request-id', req.id);
    if (req.url.includes('%00')) reply.status(400).send({ error: 'Bad Request' });
    else done();
  });
  app.setErrorHandler((error: Error & { statusCode?: number }, req, reply) => {
    const status = error.statusCode ?? 500;
    if (status < 500) return reply.status(status).send({ error: error.message });
    req.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ error: 'Internal Server Error' });
  });
}

/**
 * Ids of the requests that bring none (x-request-id), unique in the api's lifetime and shaped as a
 * UUID: a random start per process and a counter, as a UUID for each request costs an answer from
 * the response cache more than its lookup.
 */
function requestIds(): () => string {
  const start = randomUUID().slice(0, 24);
  let count = 0;
  return () => start + (count++).toString(16).padStart(12, '0');
}

/** A request that took longer than this is logged, even when its answer came from the cache. */
const SLOW_REQUEST_MS = 1_000;
/** How often the answers from the response cache are counted in the log. */
const CACHE_HITS_LOG_INTERVAL_MS = 60_000;

/**
 * The access log: a line for each request the api computed an answer for (info), that failed
 * (5xx or an error, error) or that was slow (warn), instead of Fastify's two lines a request.
 * Answers from the response cache, thousands a second, are counted and logged once a minute: a
 * line each would cost them more than the answer.
 */
class AccessLog extends LogController {
  private cacheHits = 0;

  constructor(private readonly countRequests: boolean) {
    super();
  }

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, req: FastifyRequest, reply: FastifyReply): void {
    if (this.countRequests) recordRequest(reply, Boolean(error));
    const status = reply.statusCode;
    const milliseconds = reply.elapsedTime;
    if (!error && status < 500 && milliseconds < SLOW_REQUEST_MS && reply.getHeader('x-cache') === 'HIT') {
      this.cacheHits++;
      return;
    }
    const line = { method: req.method, url: req.url, status, ms: Math.round(milliseconds) };
    if (error || status >= 500) req.log.error({ ...line, err: error }, 'request completed with an error');
    else if (milliseconds >= SLOW_REQUEST_MS) req.log.warn(line, 'slow request');
    else req.log.info(line, 'request completed');
  }

  logCacheHits(log: FastifyBaseLogger): void {
    if (this.cacheHits > 0)
      log.info({ cacheHits: this.cacheHits }, 'answers from the response cache since the last count');
    this.cacheHits = 0;
  }
}

type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildLoggerOptions = Parameters<FastifyBaseLogger['child']>[1];

/**
 * A request's logger (req.log, with its request id), made when the request first logs: answers
 * from the response cache log nothing, and making a logger for each cost them more than the lookup.
 */
class RequestLogger implements FastifyBaseLogger {
  private made: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  private get logger(): FastifyBaseLogger {
    this.made ??= this.parent.child(this.bindings, this.options);
    return this.made;
  }

  get level(): string {
    return this.logger.level;
  }

  set level(level: string) {
    this.logger.level = level;
  }

  fatal(...line: unknown[]): void {
    (this.logger.fatal as (...line: unknown[]) => void)(...line);
  }

  error(...line: unknown[]): void {
    (this.logger.error as (...line: unknown[]) => void)(...line);
  }

  warn(...line: unknown[]): void {
    (this.logger.warn as (...line: unknown[]) => void)(...line);
  }

  info(...line: unknown[]): void {
    (this.logger.info as (...line: unknown[]) => void)(...line);
  }

  debug(...line: unknown[]): void {
    (this.logger.debug as (...line: unknown[]) => void)(...line);
  }

  trace(...line: unknown[]): void {
    (this.logger.trace as (...line: unknown[]) => void)(...line);
  }

  silent(...line: unknown[]): void {
    (this.logger.silent as (...line: unknown[]) => void)(...line);
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.logger.child(bindings, options);
  }
}

/** The channel migration 0011 notifies on each committed change to data that public answers show. */
const PUBLIC_DATA_CHANNEL = 'shop_public_data_changed';

/** The products a change notification names (migration 0014); undefined: anything may have changed. */
function changedProducts(payload: string): number[] | undefined {
  if (!payload.startsWith('products:')) return undefined;
  const ids = payload.slice('products:'.length).split(',').filter(Boolean).map(Number);
  return ids.every(Number.isInteger) ? ids : undefined;
}

/**
 * The products an answer depends on, when every root field of its operation said that it depends
 * on no other (AnswerScope): set by the cacheControl plugin, read when the answer is kept.
 */
const answerProducts = new WeakMap<FastifyReply, ReadonlySet<number>>();

function productScope(
  document: DocumentNode,
  operationName: string | null | undefined,
  scope: AnswerScope,
): ReadonlySet<number> | undefined {
  const operation = getOperationAST(document, operationName);
  if (!operation || scope.unnamedProducts) return undefined;
  let fields = 0;
  for (const selection of operation.selectionSet.selections) {
    if (selection.kind !== Kind.FIELD) return undefined;
    if (selection.name.value === '__typename') continue;
    if (selection.directives?.length) return undefined;
    fields++;
  }
  return fields > 0 && scope.productScopedFields === fields ? scope.products : undefined;
}

/** Answers that depend on the date or time (special prices, opening hours) outlive it by at most this. */
const RESPONSE_CACHE_MAX_AGE_MILLISECONDS = 60_000;

/**
 * The response cache's key of a read every visitor gets the same answer to (a GET without a
 * customer token: anonymous, the shop token or the consumer key), or undefined for any other
 * request. Whether its answer is public is decided when it has run (cacheControl below).
 */
function publicReadKey(req: FastifyRequest, config: ApiConfig, stores: StoreRegistry): string | undefined {
  if (req.method !== 'GET') return undefined;
  const authorization = req.headers.authorization;
  if (authorization !== undefined) {
    const token = bearerToken(authorization);
    if (token !== config.shopAccessToken && token !== config.consumerKey) return undefined;
  }
  let store: string;
  try {
    store = stores.select(headerValue(req.headers.store)).code;
  } catch {
    return undefined; // an unknown store view: the GraphQL answer says so, and is not kept
  }
  return `${store} ${headerValue(req.headers.accept) ?? ''} ${req.url}`;
}

/** Sends an answer the response cache gave (`hit`) or kept; x-cache says which. */
function sendAnswer(reply: FastifyReply, answer: CachedAnswer, hit: boolean): FastifyReply {
  reply.headers(answer.headers);
  reply.header('x-cache', hit ? 'HIT' : 'MISS');
  reply.status(answer.status);
  return reply.send(answer.body);
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Every error carries a Magento category: ours set it where they are thrown; parse and
 * validation errors become `graphql` (as Magento answers them), armor limits `graphql-input`,
 * and anything unexpected `internal` with its message masked.
 */
function categorizeErrors(): Plugin {
  return {
    onResultProcess({ result, setResult }) {
      if (Array.isArray(result) || !('errors' in result) || !result.errors?.length) return;
      setResult({
        ...result,
        errors: result.errors.map((error) => {
          if (error.extensions?.category) return error;
          const category = isLimitError(error)
            ? 'graphql-input'
            : error.path && !error.message.startsWith('Syntax Error')
              ? 'internal'
              : 'graphql';
          return withCategory(error, category);
        }),
      });
    },
  };
}

/**
 * A statement that ran out of time, a full pool, a database restarting: the request was fine, the
 * shop is busy. Answered as such (category `graphql-unavailable`, in the store view's language)
 * instead of a masked internal error, and logged.
 */
function databaseUnavailableErrors(stores: StoreRegistry): Plugin<ServerContext> {
  return {
    onExecute({ args }) {
      return {
        onExecuteDone({ result, setResult }) {
          if (Array.isArray(result) || !('errors' in result) || !result.errors?.length) return;
          if (!result.errors.some((error) => isDatabaseUnavailable(error.originalError))) return;
          const { req, request } = args.contextValue as ServerContext & { request: Request };
          let language = 'en';
          try {
            language = stores.select(request.headers.get('store') ?? undefined).language;
          } catch {
            // an unknown store view is answered by its own error; this one stays English
          }
          setResult({
            ...result,
            errors: result.errors.map((error) => {
              if (!isDatabaseUnavailable(error.originalError)) return error;
              req.log.warn({ err: error.originalError, path: error.path }, 'database unavailable');
              countBusy(error.originalError);
              return new GraphQLError(shopBusyText(language, 'shop.busy'), {
                nodes: error.nodes,
                path: error.path,
                extensions: { category: 'graphql-unavailable' },
              });
            }),
          });
        },
      };
    },
  };
}

/** How often answerBusyAfter looks for requests past their time. */
const BUSY_CHECK_INTERVAL_MS = 100;

/**
 * A request still unanswered after `milliseconds` (statements have their own, shorter limit; this
 * catches waits outside the database) is answered 503 "busy" so that no caller waits forever. One
 * timer looks over the requests in flight, oldest first: a timer and a listener for each request
 * cost an answer from the response cache more than its lookup.
 */
function answerBusyAfter(app: FastifyInstance, milliseconds: number) {
  const inFlight = new Set<FastifyReply>();
  const check = setInterval(() => {
    for (const reply of inFlight) {
      if (reply.elapsedTime < milliseconds) break; // the ones after it came later
      inFlight.delete(reply);
      if (reply.sent || reply.raw.destroyed) continue;
      reply.log.warn({ url: reply.request.url }, `request unanswered after ${milliseconds} ms`);
      countRequestTimeout();
      reply
        .status(503)
        .header('retry-after', '5')
        .header('cache-control', 'no-store')
        .send({
          errors: [
            { message: shopBusyText('en', 'shop.busy'), extensions: { category: 'graphql-unavailable' } },
          ],
        });
    }
  }, BUSY_CHECK_INTERVAL_MS).unref();
  app.addHook('onClose', (_app, done) => {
    clearInterval(check);
    done();
  });
  app.addHook('onRequest', (_req, reply, done) => {
    inFlight.add(reply);
    done();
  });
  app.addHook('onResponse', (_req, reply, done) => {
    inFlight.delete(reply);
    done();
  });
}

/** The answer to a request the database could not serve in time (graphql-unavailable). */
const shopBusyText = textsOf({
  de: { 'shop.busy': 'Der Shop ist gerade ausgelastet. Bitte versuchen Sie es in einem Moment erneut.' },
  nl: { 'shop.busy': 'De winkel is op dit moment erg druk. Probeer het over een moment opnieuw.' },
  en: { 'shop.busy': 'The shop is busy right now. Please try again in a moment.' },
});

/**
 * Test-only (ENABLE_TEST_HOOKS): `POST /test-hooks/slow-statements {"count": n, "seconds": s}` makes
 * the next n statements sleep s seconds in the database first.
 */
function registerTestHooks(app: FastifyInstance, slowStatements: SlowStatements) {
  app.post<{ Body: { count?: unknown; seconds?: unknown } }>(
    '/test-hooks/slow-statements',
    async (req, reply) => {
      const { count, seconds } = req.body ?? {};
      if (!Number.isInteger(count) || typeof seconds !== 'number' || seconds < 0 || seconds > 600) {
        return reply.status(400).send({ error: 'expected {"count": whole number, "seconds": 0–600}' });
      }
      slowStatements.remaining = count as number;
      slowStatements.seconds = seconds;
      return { slowStatements };
    },
  );
}

/** The errors graphql-armor raised for queries beyond its limits, whatever their wording. */
const limitRejections = new WeakSet<GraphQLError>();

/** Each armor protection hands us the error it raises. */
const NOTE_LIMIT_REJECTIONS = {
  onReject: [(_context: unknown, error: GraphQLError) => void limitRejections.add(error)],
};

function isLimitError(error: GraphQLError): boolean {
  return (
    limitRejections.has(error) ||
    (error.originalError instanceof GraphQLError && limitRejections.has(error.originalError))
  );
}

/**
 * Root fields that read the catalogue and content only: nothing a shopper changes (carts, orders,
 * accounts, wishlists) and no rate-limited call (counted on the primary). An operation of these
 * alone may read from a replica, which may be a moment behind the primary.
 */
const CATALOGUE_ROOT_FIELDS = new Set([
  '__typename',
  'alternatives',
  'availableStores',
  'bestsellers',
  'blogCategories',
  'blogPost',
  'blogPosts',
  'categories',
  'categoryList',
  'checkoutAgreements',
  'cmsBlocks',
  'cmsPage',
  'countries',
  'country',
  'currency',
  'dynamicBlocks',
  'faq',
  'form',
  'freeShippingAmount',
  'getBrands',
  'getTailoredSlider',
  'globalMessages',
  'landingPage',
  'mostPurchased',
  'orderStatuses',
  'partfinderOptions',
  'partfinderSearch',
  'phisicalStores',
  'pickupLocations',
  'productReviewRatingsMetadata',
  'products',
  'purchasedTogether',
  'recaptchaFormConfig',
  'recaptchaV3Config',
  'route',
  'searchSuggestions',
  'shopReviews',
  'sitemapPages',
  'sitemapProducts',
  'storeConfig',
  'topHierarchies',
  'urlResolver',
]);

/**
 * Runs an anonymous public read on the replica chosen for it (`chosen`) when every root field of
 * its query reads the catalogue or content; anything else stays on the primary.
 */
function readCatalogueFrom(
  chosen: WeakMap<FastifyRequest, Database>,
): Plugin<ServerContext & RequestContext> {
  return {
    onExecute({ args }) {
      const context = args.contextValue;
      const replica = chosen.get(context.req);
      if (!replica || replica === context.db) return;
      const operation = getOperationAST(args.document, args.operationName);
      const catalogueOnly =
        operation?.operation === 'query' &&
        operation.selectionSet.selections.every(
          (selection) => selection.kind === Kind.FIELD && CATALOGUE_ROOT_FIELDS.has(selection.name.value),
        );
      if (!catalogueOnly) return;
      context.db = replica;
      context.loaders = createLoaders(replica, context.store, context.responseCache);
    },
  };
}

/**
 * Anonymous and shop-token GET reads are the same for every visitor, so a CDN may keep them;
 * anything a customer token can see is private.
 */
function cacheControl(): Plugin<ServerContext & RequestContext> {
  return {
    onExecute({ args }) {
      const { request, caller, reply, responseCache } = args.contextValue;
      return {
        onExecuteDone({ result }) {
          const failed = !Array.isArray(result) && 'errors' in result && Boolean(result.errors?.length);
          const shareable =
            request.method === 'GET' && caller.kind !== 'customer' && responseCache.shareable && !failed;
          reply.header('cache-control', shareable ? 'public, max-age=0, s-maxage=300' : 'private, no-store');
          const products = shareable
            ? productScope(args.document, args.operationName, responseCache)
            : undefined;
          if (products) answerProducts.set(reply, products);
        },
      };
    },
  };
}
