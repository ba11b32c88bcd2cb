import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, securityHeaders } from './security-headers';

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split('; ').map((directive) => {
      const [name = '', ...values] = directive.split(' ');
      return [name, values];
    }),
  );
}

describe('Content-Security-Policy', () => {
  it("allows the shop's own scripts and this response's inline scripts only", () => {
    const policy = directives(contentSecurityPolicy({ nonce: 'abc123', https: false }));
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual(["'self'", "'nonce-abc123'"]);
    expect(policy.get('style-src')).toEqual(["'self'", "'nonce-abc123'"]);
    expect(policy.get('style-src-attr')).toEqual(["'unsafe-inline'"]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:']);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
    expect([...policy.values()].flat()).not.toContain("'unsafe-eval'");
  });

  it('allows no inline script or style element in an answer without a nonce', () => {
    const policy = directives(contentSecurityPolicy({ https: false }));
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('style-src')).toEqual(["'self'"]);
  });

  it('adds the error-reporting and media origins where they are used', () => {
    const policy = directives(
      contentSecurityPolicy({
        nonce: 'n',
        https: true,
        connectOrigins: ['https://errors.example'],
        imageOrigins: ['https://cdn.example', 'https://cdn.example'],
      }),
    );
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://errors.example']);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'https://cdn.example']);
  });
});

describe('security headers', () => {
  it('sends HSTS over https only', () => {
    expect(securityHeaders({ nonce: 'n', https: false })).not.toHaveProperty('Strict-Transport-Security');
    expect(securityHeaders({ nonce: 'n', https: true })['Strict-Transport-Security']).toBe(
      'max-age=31536000',
    );
  });

  it('turns off sniffing, framing by others, full referrers and unused browser features', () => {
    const headers = securityHeaders({ nonce: 'n', https: false });
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['X-Frame-Options']).toBe('SAMEORIGIN');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['Permissions-Policy']).toContain('camera=()');
    expect(headers['Permissions-Policy']).toContain('geolocation=()');
  });
});
