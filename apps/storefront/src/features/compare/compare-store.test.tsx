// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../shared/storage/keys';
import { toggledSkus, useCompareStore, useCompareToggle } from './compare-store';

function stored(): unknown {
  return JSON.parse(window.localStorage.getItem(STORAGE_KEYS.compareProducts) ?? 'null')?.state;
}

function ToggleButton({ sku }: { sku: string }) {
  const { isCompared, toggle } = useCompareToggle(sku);
  return (
    <button type="button" aria-pressed={isCompared} onClick={toggle}>
      {sku}
    </button>
  );
}

beforeEach(() => {
  window.localStorage.clear();
  useCompareStore.setState({ skus: [] });
  useCompareStore.persist.clearStorage();
});

afterEach(cleanup);

describe('compare list', () => {
  it('adds an absent sku at the end and removes a present one', () => {
    expect(toggledSkus([], 'A')).toEqual(['A']);
    expect(toggledSkus(['A'], 'B')).toEqual(['A', 'B']);
    expect(toggledSkus(['A', 'B', 'C'], 'B')).toEqual(['A', 'C']);
  });

  it('lives in local storage under the spec key', () => {
    act(() => {
      useCompareStore.getState().toggle('A');
      useCompareStore.getState().toggle('B');
    });
    expect(stored()).toEqual({ skus: ['A', 'B'] });
    act(() => useCompareStore.getState().remove('A'));
    expect(stored()).toEqual({ skus: ['B'] });
    act(() => useCompareStore.getState().clear());
    expect(stored()).toEqual({ skus: [] });
  });

  it('is read from local storage after the first render, keeping only distinct skus', async () => {
    window.localStorage.setItem(
      STORAGE_KEYS.compareProducts,
      JSON.stringify({ state: { skus: ['X', 'X', '', 7, 'Y'] }, version: 0 }),
    );
    await useCompareStore.persist.rehydrate();
    expect(useCompareStore.getState().skus).toEqual(['X', 'Y']);
  });

  it('gives a product button its state and toggles it', () => {
    render(<ToggleButton sku="A" />);
    const button = screen.getByRole('button', { name: 'A' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    act(() => button.click());
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(stored()).toEqual({ skus: ['A'] });
    act(() => button.click());
    expect(button.getAttribute('aria-pressed')).toBe('false');
  });
});
