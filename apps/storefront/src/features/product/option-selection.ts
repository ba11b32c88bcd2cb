// Choosing the options of a configurable product (docs/BEHAVIOUR.md#option-selection):
// - choosing the option at position n clears the later options;
// - choosing the second-to-last option fills the last option's values from the variants that
//   match the choices so far (values without such a variant are 'unavailable', those whose
//   variant is out of stock 'out-of-stock');
// - picking the last option selects the child sku.

export interface ConfigurableValue {
  valueIndex: number;
  label: string;
  /** base64 'configurable/<attribute_code>/<value_index>', what a cart's selected_options take. */
  uid: string;
  /** A hex colour or short text, when the attribute has swatches. */
  swatch?: string | undefined;
}

export interface ConfigurableOption {
  code: string;
  label: string;
  position: number;
  values: ConfigurableValue[];
}

export interface ConfigurableVariantRef {
  sku: string;
  inStock: boolean;
  /** attribute code → value index. */
  attributes: Record<string, number>;
}

/** attribute code → chosen value index, only for chosen options. */
export type OptionChoices = Readonly<Record<string, number>>;

export type ValueState = 'available' | 'out-of-stock' | 'unavailable';

export interface OptionView {
  option: ConfigurableOption;
  /** False until every earlier option is chosen. */
  enabled: boolean;
  chosen: number | undefined;
  values: Array<{ value: ConfigurableValue; state: ValueState }>;
}

/** The options in the order a shopper chooses them (by position). */
export function orderedOptions(options: readonly ConfigurableOption[]): ConfigurableOption[] {
  return [...options].sort((a, b) => a.position - b.position);
}

/** Chooses `valueIndex` for the option `code` and clears every option after it. */
export function chooseOption(
  options: readonly ConfigurableOption[],
  choices: OptionChoices,
  code: string,
  valueIndex: number,
): OptionChoices {
  const ordered = orderedOptions(options);
  const position = ordered.findIndex((option) => option.code === code);
  if (position === -1) return choices;
  const next: Record<string, number> = {};
  for (const option of ordered.slice(0, position)) {
    const chosen = choices[option.code];
    if (chosen !== undefined) next[option.code] = chosen;
  }
  next[code] = valueIndex;
  return next;
}

function matches(variant: ConfigurableVariantRef, choices: OptionChoices, codes: readonly string[]): boolean {
  return codes.every((code) => variant.attributes[code] === choices[code]);
}

/**
 * Every option with the state of its values. An option is enabled once all earlier ones are
 * chosen; its values are judged against the variants matching those earlier choices.
 */
export function optionViews(
  options: readonly ConfigurableOption[],
  variants: readonly ConfigurableVariantRef[],
  choices: OptionChoices,
): OptionView[] {
  const ordered = orderedOptions(options);
  return ordered.map((option, index) => {
    const earlier = ordered.slice(0, index).map((entry) => entry.code);
    const enabled = earlier.every((code) => choices[code] !== undefined);
    const candidates = enabled ? variants.filter((variant) => matches(variant, choices, earlier)) : [];
    return {
      option,
      enabled,
      chosen: choices[option.code],
      values: option.values.map((value) => {
        if (!enabled) return { value, state: 'available' as const };
        const withValue = candidates.filter(
          (variant) => variant.attributes[option.code] === value.valueIndex,
        );
        const state: ValueState =
          withValue.length === 0
            ? 'unavailable'
            : withValue.some((variant) => variant.inStock)
              ? 'available'
              : 'out-of-stock';
        return { value, state };
      }),
    };
  });
}

/** The child variant once every option is chosen (the selected child sku), else undefined. */
export function selectedVariant<Variant extends ConfigurableVariantRef>(
  options: readonly ConfigurableOption[],
  variants: readonly Variant[],
  choices: OptionChoices,
): Variant | undefined {
  const codes = options.map((option) => option.code);
  if (codes.length === 0 || codes.some((code) => choices[code] === undefined)) return undefined;
  return variants.find((variant) => matches(variant, choices, codes));
}

/** The selected_options uids of the chosen values, in option order. */
export function chosenValueUids(options: readonly ConfigurableOption[], choices: OptionChoices): string[] {
  return orderedOptions(options).flatMap((option) => {
    const value = option.values.find((entry) => entry.valueIndex === choices[option.code]);
    return value ? [value.uid] : [];
  });
}
