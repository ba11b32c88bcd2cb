import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';
import { CHUNK_LOAD_TIMEOUT_MS } from '../../shared/constants';
import { ChunkLoadError } from '../../shared/errors/chunk-load';
import { reportError } from '../../shared/errors/error-reporting';
import { useTranslation } from '../../shared/i18n/I18nProvider';

/** The load error: the page's code could not be loaded; a reload fetches it again. */
export function LoadErrorPage() {
  const { t } = useTranslation();
  return (
    <section className="message-page" role="alert" aria-labelledby="load-error-heading">
      <h1 id="load-error-heading">{t('loadError.title')}</h1>
      <p>{t('loadError.message')}</p>
      <button type="button" className="button" onClick={() => window.location.reload()}>
        {t('loadError.reload')}
      </button>
    </section>
  );
}

/**
 * Route code arrives as script chunks while navigating. A navigation that has not finished after
 * 120 s (docs/BEHAVIOUR.md#limits "Script chunk timeout") raises a load error that offers a reload.
 */
export function NavigationWatchdog({ timeoutMs = CHUNK_LOAD_TIMEOUT_MS }: { timeoutMs?: number }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const [stuck, setStuck] = useState(false);
  const target = navigation.location?.pathname;

  useEffect(() => {
    if (navigation.state === 'idle') {
      setStuck(false);
      return;
    }
    const timer = setTimeout(() => {
      setStuck(true);
      reportError(new ChunkLoadError(`navigation to ${target} did not finish within ${timeoutMs / 1000} s`), {
        operation: 'chunk load',
        url: window.location.href,
      });
    }, timeoutMs);
    return () => clearTimeout(timer);
  }, [navigation.state, target, timeoutMs]);

  if (!stuck) return null;
  return (
    <div className="load-error-bar" role="alert">
      <p>{t('loadError.message')}</p>
      <button type="button" className="button" onClick={() => window.location.reload()}>
        {t('loadError.reload')}
      </button>
    </div>
  );
}
