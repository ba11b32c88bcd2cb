import { describe, expect, it } from 'vitest';
import type { BundleOption } from './bundle';
import { bundleCartItems, configurableCartItems, groupedCartItems, simpleCartItems } from './cart-items';

describe('cart items of a product page', () => {
  it('adds a simple product with a whole quantity of at least 1', () => {
    expect(simpleCartItems('VEH-000009', 2)).toEqual([{ sku: 'VEH-000009', quantity: 2 }]);
    expect(simpleCartItems('VEH-000009', 0)).toEqual([{ sku: 'VEH-000009', quantity: 1 }]);
    expect(simpleCartItems('VEH-000009', 2.6)).toEqual([{ sku: 'VEH-000009', quantity: 2 }]);
  });

  it('adds a configurable product as its child with the parent and the chosen value uids', () => {
    const uids = [btoa('configurable/color/2002'), btoa('configurable/fkv_maten/3011')];
    expect(configurableCartItems('CLO-000235', 'CLO-000235-WHT-128', uids, 1)).toEqual([
      { sku: 'CLO-000235-WHT-128', parent_sku: 'CLO-000235', quantity: 1, selected_options: uids },
    ]);
  });

  it('adds a bundle as one line with a bundle/<option>/<selection>/<qty> uid per chosen component', () => {
    const part = (id: number) => ({
      id,
      label: `P${id}`,
      sku: `P${id}`,
      quantity: 1,
      canChangeQuantity: true,
      price: 1,
      inStock: true,
      isDefault: false,
    });
    const options: BundleOption[] = [
      { id: 47, title: 'B', type: 'select', required: true, position: 2, selections: [part(134)] },
      { id: 46, title: 'A', type: 'radio', required: true, position: 1, selections: [part(131), part(132)] },
    ];
    const [line] = bundleCartItems('SUP-000355', options, { 46: { 132: 3 }, 47: { 134: 2 } }, 2);
    expect(line?.sku).toBe('SUP-000355');
    expect(line?.quantity).toBe(2);
    expect(line?.selected_options?.map((uid) => atob(String(uid)))).toEqual([
      'bundle/46/132/3',
      'bundle/47/134/2',
    ]);
  });

  it('adds the items of a grouped product with a quantity, each as its own line', () => {
    expect(groupedCartItems({ 'VEH-000013': 1, 'VEH-000140': 0, 'VEH-000127': 3 })).toEqual([
      { sku: 'VEH-000013', quantity: 1 },
      { sku: 'VEH-000127', quantity: 3 },
    ]);
  });
});
