import { describe, expect, it } from 'vitest';
import { mediaProxyPath } from './media-proxy-path';

describe('mediaProxyPath', () => {
  it('passes media file paths on, encoded the same way', () => {
    expect(mediaProxyPath('/media/catalog/product/a-1.jpg')).toBe('/media/catalog/product/a-1.jpg');
    expect(mediaProxyPath('/media/brand/M%C3%BCller%20AG.png')).toBe('/media/brand/M%C3%BCller%20AG.png');
    // Double-encoded dots stay a literal file name on the api, which decodes once.
    expect(mediaProxyPath('/media/%252e%252e/readyz')).toBe('/media/%252e%252e/readyz');
  });

  it('refuses paths that leave the media folder, however they are written', () => {
    for (const path of [
      '/media/../readyz',
      '/media/%2e%2e/readyz',
      '/media/%2E%2E/graphql',
      '/media/..%2fdev/mailbox',
      '/media/a/..%2F..%2Fdev/mailbox',
      '/media/%2e%2e%5cgraphql',
      '/media/./a.jpg',
      '/media//a.jpg',
      '/media/a%00.jpg',
      '/media/%E0%A4%A',
      '/media/',
      '/mediax/a.jpg',
      '/graphql',
    ]) {
      expect(mediaProxyPath(path), path).toBeUndefined();
    }
  });
});
