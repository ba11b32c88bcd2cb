// Headers every storefront response carries (pages, errors, files and proxied api answers).

export interface SecurityHeaderOptions {
  /**
   * The nonce of this response's inline scripts (React Router's hydration data, React's own): only
   * an html page has one; any other answer allows no inline script at all.
   */
  nonce?: string;
  /** Served over https (directly, through a trusted proxy, or by public url): adds HSTS. */
  https: boolean;
  /** Origins the browser may send data to besides the shop (the error-reporting service). */
  connectOrigins?: readonly string[];
  /** Origins images may come from besides the shop (an absolute media url). */
  imageOrigins?: readonly string[];
}

/**
 * Only the shop's own scripts run: files from its origin and the inline scripts of this response
 * (by nonce). Inline style attributes are allowed, because React writes the server-rendered
 * `style` props (carousel position, grid columns, swatch and label colours) as attributes;
 * style elements only with the nonce. The checkout hands over to the payment page by navigation, which
 * form-action does not govern.
 */
export function contentSecurityPolicy(options: SecurityHeaderOptions): string {
  const nonceSource = options.nonce ? [`'nonce-${options.nonce}'`] : [];
  const directives: Array<[string, ...string[]]> = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...nonceSource],
    ['style-src', "'self'", ...nonceSource],
    ['style-src-attr', "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', ...(options.imageOrigins ?? [])],
    ['connect-src', "'self'", ...(options.connectOrigins ?? [])],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'self'"],
  ];
  return directives.map((directive) => [...new Set(directive)].join(' ')).join('; ');
}

export function securityHeaders(options: SecurityHeaderOptions): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'SAMEORIGIN',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    ...(options.https ? { 'Strict-Transport-Security': 'max-age=31536000' } : {}),
  };
}
