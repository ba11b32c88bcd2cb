import { isIP } from 'node:net';
import { bearerToken } from '../../auth.js';
import type { RequestContext } from '../../context.js';
import { authorizationError } from '../../errors.js';
import { text } from './messages.js';

/**
 * What Yoga and our Fastify route add to every resolver's context besides RequestContext: the
 * Fetch request (headers) and the Fastify request (socket address).
 */
interface ServerParts {
  request?: { headers: { get(name: string): string | null } };
  req?: { ip?: string; socket?: { remoteAddress?: string | undefined } };
}

/**
 * The logged-in customer's id. Without a customer token, or with an expired or revoked one, the
 * call answers `graphql-authorization`, which the storefront turns into session expiry (docs/BEHAVIOUR.md#login-and-session).
 * Every customer call of the api (account, cart, wishlist, orders) starts with this.
 */
export function requireCustomerId(context: Pick<RequestContext, 'caller' | 'store'>): number {
  if (context.caller.kind === 'customer') return context.caller.customerId;
  throw notAuthorizedError(context.store.language);
}

/** "The current customer isn't authorized." (`graphql-authorization`) in the store view's language. */
export function notAuthorizedError(language: string) {
  return authorizationError(text(language, 'customer.not_authorized'), { key: 'customer.not_authorized' });
}

/** The bearer token this request carries (the customer token of `requireCustomerId`). */
export function requestBearerToken(context: RequestContext): string | undefined {
  const request = (context as RequestContext & ServerParts).request;
  return bearerToken(request?.headers.get('authorization') ?? undefined);
}

/**
 * The client's address (login throttle, rate limits): Fastify's `req.ip`, which takes it from
 * X-Forwarded-For only when the connection comes from a proxy TRUST_PROXY names (the storefront
 * server), else the connection's own. Null when it is not an IP address.
 */
export function clientAddress(context: RequestContext): string | null {
  const { req } = context as RequestContext & ServerParts;
  for (const candidate of [req?.ip, req?.socket?.remoteAddress]) {
    const address = candidate?.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
    if (address && isIP(address)) return address;
  }
  return null;
}
