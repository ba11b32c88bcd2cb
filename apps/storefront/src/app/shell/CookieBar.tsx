import { type ReactNode, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsentStore } from '../../shared/consent/consent-store';
import { hydratePersistedStore } from '../../shared/storage/persisted-store';

/**
 * The cookie bar (docs/BEHAVIOUR.md#pages-and-routes): only necessary cookies, a choice about other cookies, or accept all.
 * The choice is remembered in localStorage, so the bar is rendered in the browser only (the
 * server cannot know the choice; rendering it there would flash it for visitors who chose).
 */
export function CookieBar({ notice }: { notice?: ReactNode }) {
  const { t } = useTranslation();
  const headingId = useId();
  const consent = useConsentStore((state) => state.consent);
  const decide = useConsentStore((state) => state.decide);
  const [ready, setReady] = useState(false);
  const [choosing, setChoosing] = useState(false);
  const [other, setOther] = useState(false);

  useEffect(() => {
    hydratePersistedStore(useConsentStore);
    setReady(true);
  }, []);

  if (!ready || consent) return null;
  return (
    <section className="cookie-bar" aria-labelledby={headingId}>
      <div className="cookie-bar__inner">
        <h2 id={headingId} className="cookie-bar__title">
          {t('cookies.title')}
        </h2>
        <div className="cookie-bar__text">{notice ?? <p>{t('cookies.text')}</p>}</div>
        {choosing ? (
          <fieldset className="cookie-bar__choices">
            <legend className="visually-hidden">{t('cookies.title')}</legend>
            <label>
              <input type="checkbox" checked disabled /> {t('cookies.necessaryLabel')}
            </label>
            <label>
              <input type="checkbox" checked={other} onChange={(event) => setOther(event.target.checked)} />{' '}
              {t('cookies.otherLabel')}
            </label>
          </fieldset>
        ) : null}
        <div className="cookie-bar__actions">
          <button type="button" className="button button--secondary" onClick={() => decide(false)}>
            {t('cookies.necessary')}
          </button>
          {choosing ? (
            <button type="button" className="button button--secondary" onClick={() => decide(other)}>
              {t('cookies.save')}
            </button>
          ) : (
            <button
              type="button"
              className="button button--secondary"
              aria-expanded={false}
              onClick={() => setChoosing(true)}
            >
              {t('cookies.other')}
            </button>
          )}
          <button type="button" className="button" onClick={() => decide(true)}>
            {t('cookies.accept')}
          </button>
        </div>
      </div>
    </section>
  );
}
