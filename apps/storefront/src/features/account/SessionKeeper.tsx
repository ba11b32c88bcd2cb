import { useEffect } from 'react';
import { useTranslation } from '../../shared/i18n/I18nProvider';
import { clearSession, loadProfile } from '../../shared/session/session';
import { handleAuthorizationError, setSessionExpiryTranslator } from '../../shared/session/session-expiry';
import { customerToken } from '../../shared/session/session-store';
import { useStoreView } from '../../shared/storefront-context';

/**
 * Rendered once in the header: checks a stored token at startup by fetching the profile (docs/BEHAVIOUR.md#login-and-session:
 * if that fails the user is logged out) and gives session expiry the texts of the current language.
 */
export function SessionKeeper() {
  const { t } = useTranslation();
  const store = useStoreView();

  useEffect(() => {
    setSessionExpiryTranslator((key) => t(key));
  }, [t]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per page load, in the language it started in
  useEffect(() => {
    const token = customerToken();
    if (!token) return;
    loadProfile(token, { store }).catch((error: unknown) => {
      if (handleAuthorizationError(error)) return;
      // Offline (fetch itself failed): the token may well be fine, so the session stays.
      if (error instanceof TypeError) return;
      clearSession();
    });
  }, []);

  return null;
}
