import { describe, expect, it } from 'vitest';
import {
  type ConfigurableOption,
  type ConfigurableVariantRef,
  chooseOption,
  chosenValueUids,
  optionViews,
  selectedVariant,
} from './option-selection';

const value = (code: string, valueIndex: number, label: string) => ({
  valueIndex,
  label,
  uid: btoa(`configurable/${code}/${valueIndex}`),
});

// Given out of position order on purpose: position decides, not array order.
const options: ConfigurableOption[] = [
  {
    code: 'size',
    label: 'Size',
    position: 2,
    values: [value('size', 1, 'S'), value('size', 2, 'M'), value('size', 3, 'L')],
  },
  {
    code: 'color',
    label: 'Colour',
    position: 0,
    values: [value('color', 10, 'Red'), value('color', 11, 'Blue')],
  },
  {
    code: 'material',
    label: 'Material',
    position: 1,
    values: [value('material', 20, 'Cotton'), value('material', 21, 'Wool')],
  },
];

const variant = (sku: string, color: number, material: number, size: number, inStock = true) => ({
  sku,
  inStock,
  attributes: { color, material, size },
});

const variants: ConfigurableVariantRef[] = [
  variant('RED-COT-S', 10, 20, 1),
  variant('RED-COT-M', 10, 20, 2, false),
  variant('RED-WOL-L', 10, 21, 3),
  variant('BLU-COT-S', 11, 20, 1, false),
  variant('BLU-COT-M', 11, 20, 2, false),
];

const stateOf = (views: ReturnType<typeof optionViews>, code: string) =>
  Object.fromEntries(
    views
      .find((view) => view.option.code === code)
      ?.values.map((entry) => [entry.value.label, entry.state]) ?? [],
  );

describe('configurable option selection', () => {
  it('orders options by position and enables an option only when the earlier ones are chosen', () => {
    const views = optionViews(options, variants, {});
    expect(views.map((view) => [view.option.code, view.enabled])).toEqual([
      ['color', true],
      ['material', false],
      ['size', false],
    ]);
    expect(optionViews(options, variants, { color: 10 }).map((view) => view.enabled)).toEqual([
      true,
      true,
      false,
    ]);
  });

  it('clears every later option when an option is chosen again', () => {
    const full = chooseOption(
      options,
      chooseOption(options, chooseOption(options, {}, 'color', 10), 'material', 20),
      'size',
      1,
    );
    expect(full).toEqual({ color: 10, material: 20, size: 1 });
    expect(chooseOption(options, full, 'material', 21)).toEqual({ color: 10, material: 21 });
    expect(chooseOption(options, full, 'color', 11)).toEqual({ color: 11 });
    // Choosing the last keeps all earlier ones.
    expect(chooseOption(options, full, 'size', 2)).toEqual({ color: 10, material: 20, size: 2 });
    expect(chooseOption(options, full, 'unknown', 1)).toBe(full);
  });

  it("fills the last option's values from the variants matching the second-to-last choice", () => {
    expect(stateOf(optionViews(options, variants, { color: 10, material: 20 }), 'size')).toEqual({
      S: 'available',
      M: 'out-of-stock',
      L: 'unavailable',
    });
    expect(stateOf(optionViews(options, variants, { color: 10, material: 21 }), 'size')).toEqual({
      S: 'unavailable',
      M: 'unavailable',
      L: 'available',
    });
  });

  it('marks earlier values out of stock when every matching variant is, and unavailable when none exists', () => {
    expect(stateOf(optionViews(options, variants, {}), 'color')).toEqual({
      Red: 'available',
      Blue: 'out-of-stock',
    });
    expect(stateOf(optionViews(options, variants, { color: 11 }), 'material')).toEqual({
      Cotton: 'out-of-stock',
      Wool: 'unavailable',
    });
  });

  it('selects the child sku once the last option is picked, and its value uids in option order', () => {
    expect(selectedVariant(options, variants, { color: 10, material: 20 })).toBeUndefined();
    const choices = { color: 10, material: 21, size: 3 };
    expect(selectedVariant(options, variants, choices)?.sku).toBe('RED-WOL-L');
    expect(selectedVariant(options, variants, { color: 11, material: 21, size: 3 })).toBeUndefined();
    expect(chosenValueUids(options, choices).map((uid) => atob(uid))).toEqual([
      'configurable/color/10',
      'configurable/material/21',
      'configurable/size/3',
    ]);
  });
});
