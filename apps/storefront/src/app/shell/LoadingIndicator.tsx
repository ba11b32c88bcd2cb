import { useEffect, useRef, useState } from 'react';
import { useMatches, useNavigation } from 'react-router';
import { useTranslation } from '../../shared/i18n/I18nProvider';
import { loadingHideDelay } from '../../shared/routing/loading-delay';

/**
 * On at navigation start, off 1000 ms after the navigation ended (500 ms for the login, account
 * and not-found pages): docs/BEHAVIOUR.md#guards "Guards and navigation behaviour".
 */
export function LoadingIndicator() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const matches = useMatches();
  const busy = navigation.state !== 'idle';
  const [visible, setVisible] = useState(false);
  const leafRef = useRef(matches[matches.length - 1]);
  leafRef.current = matches[matches.length - 1];

  useEffect(() => {
    if (busy) {
      setVisible(true);
      return;
    }
    const timer = setTimeout(() => setVisible(false), loadingHideDelay(leafRef.current));
    return () => clearTimeout(timer);
  }, [busy]);

  return (
    <div
      className="loading-indicator"
      data-active={visible}
      role="progressbar"
      aria-label={t('shell.loading')}
      aria-hidden={!visible}
      aria-busy={busy}
    />
  );
}
