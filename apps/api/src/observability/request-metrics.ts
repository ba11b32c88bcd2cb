// Counts each request into the series of metrics.ts: its GraphQL operation and outcome, noted by a
// Yoga plugin while it runs, and its time and status, recorded once it has been answered.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { type GraphQLError, getOperationAST } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { isDatabaseUnavailable } from '../db/database.js';
import { busyAnswers, graphqlRequests, httpResponses, operationLabel } from './metrics.js';

export type Outcome = 'ok' | 'rejected' | 'error' | 'busy';

/** What the GraphQL layer learnt of a request: its operation's label and how it ended. */
interface GraphqlOutcome {
  operation: string;
  outcome: Outcome;
}

declare module 'fastify' {
  interface FastifyReply {
    graphqlOutcome: GraphqlOutcome | null;
  }
}

/**
 * Gives every reply a slot for its GraphQL outcome. A decoration keeps every reply of one shape; kept
 * in a WeakMap instead, the short-lived replies cost the garbage collector more than the counting
 * itself (about a tenth of a cached answer's CPU).
 */
export function keepGraphqlOutcomes(app: FastifyInstance): void {
  app.decorateReply('graphqlOutcome', null);
}

/** The operation label of a reply's request, once the plugin below has seen it. */
export function operationOf(reply: FastifyReply): string | undefined {
  return reply.graphqlOutcome?.operation;
}

/** Notes an answer from the response cache: its operation, as labelled when it was computed. */
export function noteCachedAnswer(reply: FastifyReply, operation: string | undefined): void {
  reply.graphqlOutcome = { operation: operation ?? 'anonymous', outcome: 'ok' };
}

/**
 * Notes each GraphQL request's operation and outcome: `rejected` when every error is one the caller
 * can act on (a category: input, authorization, not found), `busy` when the database could not
 * serve it in time, `error` when something failed unexpectedly (masked as internal).
 */
export function graphqlMetrics(): Plugin<{ reply: FastifyReply }> {
  return {
    onExecute({ args }) {
      const operation = getOperationAST(args.document, args.operationName)?.name?.value;
      args.contextValue.reply.graphqlOutcome = { operation: operationLabel(operation), outcome: 'ok' };
    },
    onResultProcess({ result, serverContext }) {
      const { reply } = serverContext as { reply?: FastifyReply };
      if (!reply) return;
      const noted = reply.graphqlOutcome ?? { operation: 'invalid', outcome: 'ok' };
      const errors = Array.isArray(result) || !('errors' in result) ? undefined : result.errors;
      if (errors?.length) noted.outcome = outcomeOf(errors);
      reply.graphqlOutcome = noted;
    },
  };
}

function outcomeOf(errors: readonly GraphQLError[]): Outcome {
  if (errors.some((error) => isDatabaseUnavailable(error.originalError))) return 'busy';
  const unexpected = errors.some(
    (error) => !error.extensions?.category || error.extensions.category === 'internal',
  );
  return unexpected ? 'error' : 'rejected';
}

/** Records an answered request: its status, and for GraphQL its operation, outcome, cache and time. */
export function recordRequest(reply: FastifyReply, failed: boolean): void {
  const status = reply.statusCode;
  httpResponses.inc({ status });
  const noted = reply.graphqlOutcome;
  if (!noted) return;
  const outcome: Outcome = status === 503 ? 'busy' : failed || status >= 500 ? 'error' : noted.outcome;
  const cache = reply.getHeader('x-cache');
  graphqlRequests.observe(
    {
      operation: noted.operation,
      outcome,
      cache: cache === 'HIT' ? 'hit' : cache === 'MISS' ? 'miss' : 'none',
    },
    reply.elapsedTime / 1000,
  );
}

/** Counts a "busy" answer by what the database said (pg's codes and messages, db/database.ts). */
export function countBusy(error: unknown): void {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  const reason =
    code === '57014'
      ? 'statement_timeout'
      : typeof message === 'string' && message.startsWith('timeout exceeded when trying to connect')
        ? 'pool_wait'
        : 'database_away';
  busyAnswers.inc({ reason });
}

/** Counts a request answered busy because it was still unanswered at its time limit. */
export function countRequestTimeout(): void {
  busyAnswers.inc({ reason: 'request_timeout' });
}
