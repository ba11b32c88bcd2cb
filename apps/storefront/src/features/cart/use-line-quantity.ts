import { type KeyboardEvent, useEffect, useState } from 'react';
import type { CartLine } from '../../shared/cart/cart-model';
import { useCart } from '../../shared/cart/use-cart';

export interface LineQuantity {
  /** A change of this line is under way. */
  saving: boolean;
  /** What the quantity field shows (the shopper may be typing). */
  draft: string;
  setDraft(value: string): void;
  /** Sends the typed quantity (on blur); a bad or unchanged value just shows the cart's again. */
  commitDraft(): void;
  onKeyDown(event: KeyboardEvent<HTMLInputElement>): void;
  /** One more or one less (never below 1: removing is its own button). */
  step(delta: 1 | -1): void;
  /** True when the line was removed. */
  remove(): Promise<boolean>;
}

/**
 * Quantity and remove of one cart page line: one change at a time, so quick clicks never count
 * from a stale quantity, and after every change the field shows what the server kept (it may have
 * refused or capped the quantity).
 */
export function useLineQuantity(line: CartLine): LineQuantity {
  const { changeQuantity, removeLine } = useCart();
  const [saving, setSaving] = useState(false);
  const [draft, setDraft] = useState(String(line.quantity));

  useEffect(() => setDraft(String(line.quantity)), [line.quantity]);

  const run = async (change: () => Promise<boolean>): Promise<boolean> => {
    if (saving) return false;
    setSaving(true);
    try {
      return await change();
    } finally {
      setSaving(false);
    }
  };

  const commitDraft = () => {
    const quantity = Number(draft);
    if (!Number.isInteger(quantity) || quantity < 1) {
      setDraft(String(line.quantity));
      return;
    }
    if (quantity === line.quantity) return;
    void run(async () => {
      const changed = await changeQuantity(line.uid, quantity);
      if (!changed) setDraft(String(line.quantity));
      return changed;
    });
  };

  return {
    saving,
    draft,
    setDraft,
    commitDraft,
    onKeyDown: (event) => {
      if (event.key === 'Enter') {
        event.preventDefault();
        commitDraft();
      }
    },
    step: (delta) => {
      const quantity = line.quantity + delta;
      if (quantity >= 1) void run(() => changeQuantity(line.uid, quantity));
    },
    remove: () => run(() => removeLine(line.uid)),
  };
}
