import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useConsentStore } from '../../shared/consent/consent-store';
import { useTranslation } from '../../shared/i18n/I18nProvider';
import { STORAGE_KEYS } from '../../shared/storage/keys';
import { hydratePersistedStore, inNextTask } from '../../shared/storage/persisted-store';
import { keepTabInside } from '../../shared/ui/keep-tab-inside';

/**
 * Runs in the head before the first paint (root.tsx): marks the document when this browser has a
 * cookie choice, so that app.css hides the server-rendered bar for those visitors until hydration
 * removes it. Storage that cannot be read counts as no choice.
 */
export const COOKIE_CHOICE_SCRIPT = `try{var c=JSON.parse(localStorage.getItem(${JSON.stringify(STORAGE_KEYS.cookieConsent)})||'null');if(c&&c.state&&c.state.consent)document.documentElement.dataset.cookieChoice='made'}catch(e){}`;

/**
 * The cookie bar (docs/BEHAVIOUR.md#pages-and-routes): only necessary cookies, a choice about other cookies, or accept all.
 * The choice is remembered in localStorage, which the server cannot read: the server renders the
 * bar for everyone, so a first visit shows it with the page's first paint instead of after
 * hydration (it was the largest element of short pages on a phone), and
 * COOKIE_CHOICE_SCRIPT hides it from the first paint on for visitors who chose.
 * The bar does not block the page; the choice about other cookies is a modal dialog (focus inside
 * while open, Tab goes round its controls, Escape closes it, focus back on the button that opened
 * it).
 */
export function CookieBar({ notice }: { notice?: ReactNode }) {
  const { t } = useTranslation();
  const headingId = useId();
  const dialogHeadingId = useId();
  const consent = useConsentStore((state) => state.consent);
  const decide = useConsentStore((state) => state.decide);
  const [ready, setReady] = useState(false);
  const [choosing, setChoosing] = useState(false);
  const [other, setOther] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const chooseRef = useRef<HTMLButtonElement>(null);

  useEffect(
    () =>
      inNextTask(() => {
        hydratePersistedStore(useConsentStore);
        setReady(true);
      }),
    [],
  );

  // From hydration on, React decides whether the bar is there (a choice reset shows it again).
  useEffect(() => {
    if (ready && !consent) delete document.documentElement.dataset.cookieChoice;
  }, [ready, consent]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (choosing && dialog && !dialog.open) dialog.showModal();
  }, [choosing]);

  // The bar goes with the choice: focus moves on to the page's content instead of falling back to
  // the start of the document.
  const choose = (otherCookies: boolean) => {
    decide(otherCookies);
    document.getElementById('content')?.focus();
  };

  const closeChoice = () => {
    dialogRef.current?.close();
    setChoosing(false);
    chooseRef.current?.focus();
  };

  // Until the stored choice is read, render what the server did: the bar.
  if (ready && consent) return null;
  return (
    <section className="cookie-bar" aria-labelledby={headingId}>
      <div className="cookie-bar__inner">
        <h2 id={headingId} className="cookie-bar__title">
          {t('cookies.title')}
        </h2>
        <div className="cookie-bar__text">{notice ?? <p>{t('cookies.text')}</p>}</div>
        <div className="cookie-bar__actions">
          <button type="button" className="button button--secondary" onClick={() => choose(false)}>
            {t('cookies.necessary')}
          </button>
          <button
            ref={chooseRef}
            type="button"
            className="button button--secondary"
            aria-haspopup="dialog"
            onClick={() => setChoosing(true)}
          >
            {t('cookies.other')}
          </button>
          <button type="button" className="button" onClick={() => choose(true)}>
            {t('cookies.accept')}
          </button>
        </div>
      </div>
      {choosing ? (
        <dialog
          ref={dialogRef}
          className="cookie-dialog"
          aria-labelledby={dialogHeadingId}
          // Escape: the browser closes the dialog; the bar follows.
          onCancel={(event) => {
            event.preventDefault();
            closeChoice();
          }}
          onKeyDown={keepTabInside}
        >
          <h2 id={dialogHeadingId} className="cookie-bar__title">
            {t('cookies.other')}
          </h2>
          <fieldset className="cookie-bar__choices">
            <legend className="visually-hidden">{t('cookies.title')}</legend>
            <label className="choice">
              <input type="checkbox" checked disabled /> {t('cookies.necessaryLabel')}
            </label>
            <label className="choice">
              <input type="checkbox" checked={other} onChange={(event) => setOther(event.target.checked)} />{' '}
              {t('cookies.otherLabel')}
            </label>
          </fieldset>
          <div className="cookie-bar__actions">
            <button type="button" className="button button--secondary" onClick={closeChoice}>
              {t('cookies.back')}
            </button>
            <button type="button" className="button" onClick={() => choose(other)}>
              {t('cookies.save')}
            </button>
          </div>
        </dialog>
      ) : null}
    </section>
  );
}
