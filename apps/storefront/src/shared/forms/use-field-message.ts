import type { MessageParams } from '@shop/validation';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { withChunkTimeout } from '../errors/chunk-load';
import { useTranslation } from '../i18n/I18nProvider';
import { useStorefront } from '../storefront-context';

type FieldMessageTranslation = typeof import('./translate-field-message');

// The validation messages in every language are not part of a page's first load: a
// form loads them with its first check (useLazyZodForm), a field message that comes another way
// (an api answer set on a field) loads them when shown. Every form of the page shares the one load.
let translation: FieldMessageTranslation | undefined;
let loading: Promise<FieldMessageTranslation> | undefined;
const listeners = new Set<() => void>();

/** Loads the translation of field messages once; a chunk that does not arrive is a ChunkLoadError. */
export function loadFieldMessages(): Promise<FieldMessageTranslation> {
  loading ??= withChunkTimeout(import('./translate-field-message')).then(
    (module) => {
      translation = module;
      for (const listener of listeners) listener();
      return module;
    },
    (error: unknown) => {
      // A later check tries again.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * Translates encoded field messages (field-message.ts) in the current language: undefined until the
 * translation has loaded, which `needed` (there is a message to show) starts. A load that fails
 * raises the load error (docs/BEHAVIOUR.md#error-texts).
 */
export function useFieldMessage(needed: boolean): ((message: string) => string) | undefined {
  const { language } = useStorefront();
  const { t } = useTranslation();
  const loaded = useSyncExternalStore(
    subscribe,
    () => translation,
    // The server renders no field messages.
    () => undefined,
  );
  const [loadError, setLoadError] = useState<unknown>();
  if (loadError) throw loadError;
  useEffect(() => {
    if (needed && !loaded) loadFieldMessages().catch(setLoadError);
  }, [needed, loaded]);
  // The storefront keys in field messages are chosen at runtime, so they are not typed keys.
  const translateKey = t as unknown as (key: string, params?: MessageParams) => string;
  return useMemo(
    () => loaded && ((message: string) => loaded.translateFieldMessage(message, language, translateKey)),
    [loaded, language, translateKey],
  );
}
