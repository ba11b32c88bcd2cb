// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { dePreset } from '../../config/de';
import { storefrontConfigSchema, toPublicConfig } from '../../config/schema';
import { StorefrontProvider, useLocalizedPath } from './storefront-context';

const config = toPublicConfig(storefrontConfigSchema.parse(dePreset));

describe('useLocalizedPath', () => {
  it('keeps one function while the language stays, so that an effect navigating with it runs once', () => {
    let language: 'de' | 'en' = 'de';
    const wrapper = ({ children }: { children: ReactNode }) => (
      <StorefrontProvider language={language} config={config}>
        {children}
      </StorefrontProvider>
    );
    const { result, rerender } = renderHook(() => useLocalizedPath(), { wrapper });
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
    expect(first('/login')).toBe('/login');

    language = 'en';
    rerender();
    expect(result.current).not.toBe(first);
    expect(result.current('/login')).toBe('/en/login');
  });
});
