import type { Logger } from '../logging/logger';
import { withChunkTimeout } from './chunk-load';

// One error-reporting module for the server and the browser (docs/BEHAVIOUR.md#error-texts: failed data loads are
// logged to an error-reporting service and re-thrown). Errors always go to the logger (the
// console, honouring the configured verbosity); with a DSN they are also sent to a
// Sentry-compatible service as envelopes (https://develop.sentry.dev/sdk/envelopes/), built by
// sentry-event.ts with the error's stack frames.

export interface ErrorContext {
  /** What failed, e.g. 'categoryList' or 'route lookup'. */
  operation?: string;
  /** The page url. */
  url?: string;
  level?: 'error' | 'warning';
  tags?: Record<string, string>;
}

export interface ErrorReporter {
  report(error: unknown, context?: ErrorContext): void;
}

export interface ReporterOptions {
  logger: Logger;
  dsn?: string;
  environment?: string;
  /** The build the events come from; the reporting service maps their frames with its source maps. */
  release?: string;
  platform: 'node' | 'javascript';
  /** Defaults to the global fetch. */
  send?: (url: string, init: RequestInit) => Promise<unknown>;
}

export interface ParsedDsn {
  /** Where envelopes are posted. */
  envelopeUrl: string;
  publicKey: string;
  projectId: string;
}

/** Reads a DSN of the form https://<public key>@<host>[/<path>]/<project id>; undefined if it is not one. */
export function parseDsn(dsn: string): ParsedDsn | undefined {
  let url: URL;
  try {
    url = new URL(dsn);
  } catch {
    return undefined;
  }
  const segments = url.pathname.split('/').filter(Boolean);
  const projectId = segments.pop();
  if (!url.username || !projectId || !/^\d+$/.test(projectId)) return undefined;
  const prefix = segments.length > 0 ? `/${segments.join('/')}` : '';
  const port = url.port ? `:${url.port}` : '';
  return {
    publicKey: decodeURIComponent(url.username),
    projectId,
    envelopeUrl:
      `${url.protocol}//${url.hostname}${port}${prefix}/api/${projectId}/envelope/` +
      `?sentry_key=${encodeURIComponent(decodeURIComponent(url.username))}&sentry_version=7`,
  };
}

export function createErrorReporter(options: ReporterOptions): ErrorReporter {
  const parsed = options.dsn ? parseDsn(options.dsn) : undefined;
  if (options.dsn && !parsed)
    options.logger.warn('error reporting: the DSN is not a valid DSN; using the console');
  const send = options.send ?? ((url: string, init: RequestInit) => fetch(url, init));
  return {
    report(error, context = {}) {
      const where = context.operation ? `${context.operation} failed` : 'error';
      if (context.level === 'warning') options.logger.warn(where, error);
      else options.logger.error(where, error);
      if (!parsed || !options.dsn) return;
      // The event's module (stack frames, envelope) loads with the first error to send: a page
      // without errors never pays its bytes. Reporting must never fail the page: a failed send is
      // only noted.
      const dsn = options.dsn;
      void withChunkTimeout(import('./sentry-event'))
        .then(({ toEnvelope, toSentryEvent }) =>
          send(parsed.envelopeUrl, {
            method: 'POST',
            headers: { 'Content-Type': 'application/x-sentry-envelope' },
            body: toEnvelope(toSentryEvent(error, context, options), dsn),
            keepalive: true,
          }),
        )
        .catch((sendError: unknown) =>
          options.logger.warn(
            `error reporting: sending failed: ${(sendError as Error)?.message ?? sendError}`,
          ),
        );
    },
  };
}

// The reporter of this process (server) or this page (browser), set once at start-up.
let current: ErrorReporter | undefined;

export function setErrorReporter(reporter: ErrorReporter): void {
  current = reporter;
}

/** Reports through the configured reporter; the console until one is configured. */
export function reportError(error: unknown, context?: ErrorContext): void {
  if (current) {
    current.report(error, context);
    return;
  }
  console.error(`storefront: ${context?.operation ? `${context.operation} failed` : 'error'}`, error);
}

/** Runs a data load; a failure is reported and re-thrown (docs/BEHAVIOUR.md#error-texts). */
export async function reportedLoad<T>(operation: string, load: () => Promise<T>, url?: string): Promise<T> {
  try {
    return await load();
  } catch (error) {
    reportError(error, { operation, url });
    throw error;
  }
}
