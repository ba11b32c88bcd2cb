import { useEffect } from 'react';
import { createErrorReporter, reportError, setErrorReporter } from '../../shared/errors/error-reporting';
import { createLogger } from '../../shared/logging/logger';
import { registerServiceWorker, whenLoadedAndIdle } from '../../shared/offline/service-worker-client';
import { useStorefront } from '../../shared/storefront-context';

/**
 * What the browser sets up once after hydration: the error reporter (Sentry-compatible with a
 * DSN, else the console), reports of uncaught errors, and the service worker (production builds).
 */
export function ClientRuntime() {
  const { config } = useStorefront();
  const { errorReporting, logging } = config;

  useEffect(() => {
    const logger = createLogger(logging.level);
    setErrorReporter(
      createErrorReporter({
        logger,
        dsn: errorReporting.dsn,
        environment: errorReporting.environment,
        release: errorReporting.release,
        platform: 'javascript',
      }),
    );
    const onError = (event: ErrorEvent) =>
      reportError(event.error ?? event.message, { operation: 'uncaught error', url: window.location.href });
    const onRejection = (event: PromiseRejectionEvent) =>
      reportError(event.reason, { operation: 'unhandled rejection', url: window.location.href });
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    // The service worker registers once the page has loaded and the main thread is idle.
    let stopServiceWorker = () => {};
    const cancelServiceWorker = import.meta.env.PROD
      ? whenLoadedAndIdle(() => {
          stopServiceWorker = registerServiceWorker(logger);
        })
      : () => undefined;
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
      cancelServiceWorker();
      stopServiceWorker();
    };
  }, [errorReporting.dsn, errorReporting.environment, errorReporting.release, logging.level]);

  return null;
}
