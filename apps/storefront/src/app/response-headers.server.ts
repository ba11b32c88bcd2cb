import { parseDsn } from '../shared/errors/error-reporting';
import { securityHeaders } from '../shared/http/security-headers';
import { getServerConfig } from './config.server';

/**
 * The security headers of a response (server.mjs sets them on every one), from the configuration:
 * the error-reporting service may be sent reports, an absolute media url may serve images, and
 * HSTS is sent over https (the request's, or that of STOREFRONT_PUBLIC_URL). Only an html page has
 * a nonce.
 */
export function responseSecurityHeaders(
  nonce: string | undefined,
  requestIsHttps: boolean,
): Record<string, string> {
  const { errorReporting, mediaBaseUrl, publicUrl } = getServerConfig();
  const reportingUrl = errorReporting.dsn ? parseDsn(errorReporting.dsn)?.envelopeUrl : undefined;
  return securityHeaders({
    nonce,
    https: requestIsHttps || publicUrl?.startsWith('https:') === true,
    connectOrigins: reportingUrl ? [new URL(reportingUrl).origin] : [],
    imageOrigins: mediaOrigin(mediaBaseUrl),
  });
}

/** The origin of an absolute http(s) media url; none for a path like /media/. */
function mediaOrigin(mediaBaseUrl: string | undefined): string[] {
  if (!mediaBaseUrl || !/^https?:\/\//i.test(mediaBaseUrl)) return [];
  try {
    return [new URL(mediaBaseUrl).origin];
  } catch {
    return [];
  }
}
