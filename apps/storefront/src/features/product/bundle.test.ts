import { describe, expect, it } from 'vitest';
import {
  type BundleOption,
  bundleTotal,
  checkBundle,
  chooseBundleSelection,
  defaultBundleChoices,
  defaultGroupedQuantities,
  type GroupedItem,
  groupedTotal,
  setBundleQuantity,
} from './bundle';

const selection = (id: number, price: number, extra: Partial<BundleOption['selections'][number]> = {}) => ({
  id,
  label: `Part ${id}`,
  sku: `P-${id}`,
  quantity: 1,
  canChangeQuantity: true,
  price,
  inStock: true,
  isDefault: false,
  ...extra,
});

const base: BundleOption = {
  id: 1,
  title: 'Base',
  type: 'radio',
  required: true,
  position: 1,
  selections: [
    selection(11, 13.95, { isDefault: true, canChangeQuantity: false }),
    selection(12, 3.95, { quantity: 2 }),
  ],
};
const extras: BundleOption = {
  id: 2,
  title: 'Extras',
  type: 'checkbox',
  required: false,
  position: 2,
  selections: [selection(21, 5), selection(22, 2.5, { inStock: false })],
};
const options = [extras, base];

describe('bundle choices and total', () => {
  it('starts from the default selections and sums price × quantity', () => {
    const choices = defaultBundleChoices(options);
    expect(choices).toEqual({ 1: { 11: 1 } });
    expect(bundleTotal(options, choices)).toBe(13.95);
  });

  it('replaces the selection of a radio option and toggles checkbox selections', () => {
    let choices = chooseBundleSelection(defaultBundleChoices(options), base, 12);
    expect(choices[1]).toEqual({ 12: 2 });
    expect(bundleTotal(options, choices)).toBe(7.9);
    choices = chooseBundleSelection(choices, extras, 21);
    expect(bundleTotal(options, choices)).toBe(12.9);
    choices = chooseBundleSelection(choices, extras, 21);
    expect(choices[2]).toBeUndefined();
  });

  it('changes a quantity only where the shop allows it, as a whole number from 1 to 100', () => {
    const fixed = defaultBundleChoices(options);
    expect(setBundleQuantity(fixed, base, 11, 5)).toBe(fixed);
    const changeable = chooseBundleSelection(fixed, base, 12);
    expect(setBundleQuantity(changeable, base, 12, 3)[1]).toEqual({ 12: 3 });
    expect(setBundleQuantity(changeable, base, 12, 0)[1]).toEqual({ 12: 1 });
    expect(setBundleQuantity(changeable, base, 12, 2.7)[1]).toEqual({ 12: 2 });
    expect(setBundleQuantity(changeable, base, 12, 250)[1]).toEqual({ 12: 100 });
    expect(bundleTotal(options, setBundleQuantity(changeable, base, 12, 3))).toBe(11.85);
    // A selection that is not chosen keeps its quantity out of the choices.
    expect(setBundleQuantity(changeable, extras, 21, 3)).toBe(changeable);
  });

  it('refuses the order while a chosen component is out of stock or a required option is empty', () => {
    const ok = checkBundle(options, defaultBundleChoices(options));
    expect(ok.orderable).toBe(true);
    const blocked = checkBundle(options, chooseBundleSelection(defaultBundleChoices(options), extras, 22));
    expect(blocked.orderable).toBe(false);
    expect(blocked.outOfStock.map((component) => component.selection.sku)).toEqual(['P-22']);
    // An out-of-stock part that is not chosen does not block.
    expect(
      checkBundle(options, chooseBundleSelection(defaultBundleChoices(options), extras, 21)).orderable,
    ).toBe(true);
    const missing = checkBundle(options, {});
    expect(missing.orderable).toBe(false);
    expect(missing.missing.map((option) => option.title)).toEqual(['Base']);
  });
});

describe('grouped quantities', () => {
  const items: GroupedItem[] = [
    { sku: 'A', name: 'A', price: 221, inStock: true, defaultQuantity: 1 },
    { sku: 'B', name: 'B', price: 295.49, inStock: false, defaultQuantity: 1 },
    { sku: 'C', name: 'C', price: 6.95, inStock: true, defaultQuantity: 2 },
  ];

  it('starts in-stock items at their default quantity and adds up the chosen quantities', () => {
    const quantities = defaultGroupedQuantities(items);
    expect(quantities).toEqual({ A: 1, B: 0, C: 2 });
    expect(groupedTotal(items, quantities)).toBe(234.9);
    expect(groupedTotal(items, { A: 0, C: 3, B: -2 })).toBe(20.85);
  });
});
