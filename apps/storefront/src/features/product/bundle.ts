import { BUNDLE_COMPONENT_MAX_QUANTITY } from '@shop/validation';
// A bundle's chosen components and quantities, its live total and whether it can be ordered
// (docs/BEHAVIOUR.md#validation "A bundle with an out-of-stock component cannot be ordered"); the grouped product's
// quantities per item. Pure, so the page and the tests share the rules.

export type BundleOptionType = 'radio' | 'select' | 'checkbox' | 'multi';

export interface BundleSelection {
  /** The selection id (a cart uid's <selection_id>). */
  id: number;
  label: string;
  sku: string;
  /** Default quantity. */
  quantity: number;
  canChangeQuantity: boolean;
  /** Unit price of the component today. */
  price: number;
  inStock: boolean;
  isDefault: boolean;
}

export interface BundleOption {
  /** The option id (a cart uid's <option_id>). */
  id: number;
  title: string;
  type: BundleOptionType;
  required: boolean;
  position: number;
  selections: BundleSelection[];
}

/** option id → (selection id → quantity) of the chosen components. */
export type BundleChoices = Readonly<Record<number, Readonly<Record<number, number>>>>;

const isMulti = (option: BundleOption) => option.type === 'checkbox' || option.type === 'multi';

/** The shop's default choice: the default selections with their default quantities. */
export function defaultBundleChoices(options: readonly BundleOption[]): BundleChoices {
  const choices: Record<number, Record<number, number>> = {};
  for (const option of options) {
    const defaults = option.selections.filter((selection) => selection.isDefault);
    const picked = isMulti(option) ? defaults : defaults.slice(0, 1);
    if (picked.length > 0) {
      choices[option.id] = Object.fromEntries(picked.map((selection) => [selection.id, selection.quantity]));
    }
  }
  return choices;
}

/**
 * Picks (or for checkbox/multi options toggles) a selection with its default quantity; radio and
 * select options hold one selection. `undefined` clears a non-required single option.
 */
export function chooseBundleSelection(
  choices: BundleChoices,
  option: BundleOption,
  selectionId: number | undefined,
): BundleChoices {
  const current = choices[option.id] ?? {};
  const selection = option.selections.find((entry) => entry.id === selectionId);
  let next: Record<number, number>;
  if (!selection) {
    next = {};
  } else if (isMulti(option)) {
    next = { ...current };
    if (next[selection.id] !== undefined) delete next[selection.id];
    else next[selection.id] = selection.quantity;
  } else {
    next = { [selection.id]: current[selection.id] ?? selection.quantity };
  }
  const result: Record<number, Readonly<Record<number, number>>> = { ...choices };
  if (Object.keys(next).length === 0) delete result[option.id];
  else result[option.id] = next;
  return result;
}

/** Changes a chosen selection's quantity (whole, 1 to the api's maximum) where the shop allows it. */
export function setBundleQuantity(
  choices: BundleChoices,
  option: BundleOption,
  selectionId: number,
  quantity: number,
): BundleChoices {
  const selection = option.selections.find((entry) => entry.id === selectionId);
  const current = choices[option.id];
  if (!selection?.canChangeQuantity || current?.[selectionId] === undefined) return choices;
  const whole = Math.min(
    BUNDLE_COMPONENT_MAX_QUANTITY,
    Math.max(1, Math.floor(Number.isFinite(quantity) ? quantity : 1)),
  );
  return { ...choices, [option.id]: { ...current, [selectionId]: whole } };
}

export interface ChosenComponent {
  option: BundleOption;
  selection: BundleSelection;
  quantity: number;
}

/** The chosen components in option order. */
export function chosenComponents(
  options: readonly BundleOption[],
  choices: BundleChoices,
): ChosenComponent[] {
  return [...options]
    .sort((a, b) => a.position - b.position)
    .flatMap((option) =>
      option.selections.flatMap((selection) => {
        const quantity = choices[option.id]?.[selection.id];
        return quantity === undefined ? [] : [{ option, selection, quantity }];
      }),
    );
}

/** The price of one bundle with these choices: the sum of component price × quantity. */
export function bundleTotal(options: readonly BundleOption[], choices: BundleChoices): number {
  const total = chosenComponents(options, choices).reduce(
    (sum, component) => sum + component.selection.price * component.quantity,
    0,
  );
  return Math.round(total * 100) / 100;
}

export interface BundleCheck {
  /** Required options without a choice. */
  missing: BundleOption[];
  /** Chosen components that are out of stock. */
  outOfStock: ChosenComponent[];
  /** True when the bundle can be put in the cart. */
  orderable: boolean;
}

/** Whether the bundle can be ordered: every required option chosen and no chosen part out of stock. */
export function checkBundle(options: readonly BundleOption[], choices: BundleChoices): BundleCheck {
  const missing = options.filter(
    (option) => option.required && Object.keys(choices[option.id] ?? {}).length === 0,
  );
  const outOfStock = chosenComponents(options, choices).filter((component) => !component.selection.inStock);
  return { missing, outOfStock, orderable: missing.length === 0 && outOfStock.length === 0 };
}

export interface GroupedItem {
  sku: string;
  name: string;
  price: number;
  inStock: boolean;
  /** The shop's default quantity. */
  defaultQuantity: number;
}

/** Starting quantities of a grouped product: each in-stock item at its default quantity. */
export function defaultGroupedQuantities(items: readonly GroupedItem[]): Record<string, number> {
  return Object.fromEntries(items.map((item) => [item.sku, item.inStock ? item.defaultQuantity : 0]));
}

/** The total of a grouped product's chosen quantities. */
export function groupedTotal(
  items: readonly GroupedItem[],
  quantities: Readonly<Record<string, number>>,
): number {
  const total = items.reduce((sum, item) => sum + item.price * Math.max(0, quantities[item.sku] ?? 0), 0);
  return Math.round(total * 100) / 100;
}
