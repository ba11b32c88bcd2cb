// The storefront server's log: JSON lines (pino), each line written while a request is served
// carrying that request's id, the id its api calls send as X-Request-Id.
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import pino from 'pino';

/** The request being served, for the log lines written meanwhile (by server.mjs or the app). */
const currentRequest = new AsyncLocalStorage();

export const log = pino({
  base: { service: 'storefront' },
  mixin() {
    const requestId = currentRequest.getStore();
    return requestId === undefined ? {} : { reqId: requestId };
  },
});

/** The storefront config's verbosity (logging.level) as pino's. */
export function setLogLevel(level) {
  log.level = { nothing: 'silent', errors: 'error', warnings: 'warn', everything: 'info' }[level] ?? 'info';
}

/** An id a proxy may hand us: what request ids look like, and short enough for a log line. */
const REQUEST_ID = /^[\w.:@/+=-]{1,128}$/;

/**
 * Gives each request an id (res.locals.requestId, the X-Request-Id of its answer) and serves it
 * with that id in scope. The X-Request-Id of the request itself is taken only from a proxy the
 * storefront trusts (STOREFRONT_TRUST_PROXY): anyone else could put any text into our logs.
 */
export function requestIds(isTrustedProxy) {
  return (req, res, next) => {
    const incoming = req.headers['x-request-id'];
    const requestId =
      typeof incoming === 'string' && REQUEST_ID.test(incoming) && isTrustedProxy(req.socket.remoteAddress)
        ? incoming
        : randomUUID();
    res.locals.requestId = requestId;
    res.setHeader('X-Request-Id', requestId);
    currentRequest.run(requestId, next);
  };
}
