import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AccountConfirmNewsletterDocument } from '../../../generated/graphql/graphql';
import { serverErrorText } from '../../shared/forms/server-errors';
import { request } from '../../shared/graphql/client';
import { useTranslation } from '../../shared/i18n/I18nProvider';
import { useLocalizedPath, useStoreView } from '../../shared/storefront-context';
import { PageFrame } from '../../shared/ui/PageFrame';

type Outcome =
  | { kind: 'idle' }
  | { kind: 'pending' }
  | { kind: 'confirmed' }
  | { kind: 'failed'; text: string };

/**
 * /newsletter/confirm?code=…, opened from the newsletter's confirmation e-mail (double opt-in). The
 * subscription is confirmed by a button, not by opening the page: mail scanners that open links
 * must not subscribe anybody.
 */
export function NewsletterConfirmPage() {
  const { t } = useTranslation();
  const store = useStoreView();
  const localized = useLocalizedPath();
  const [searchParams] = useSearchParams();
  const code = searchParams.get('code')?.trim() ?? '';
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });

  const confirm = async () => {
    setOutcome({ kind: 'pending' });
    try {
      await request(AccountConfirmNewsletterDocument, { code }, { store });
      setOutcome({ kind: 'confirmed' });
    } catch (error) {
      setOutcome({ kind: 'failed', text: serverErrorText(error, t('account.newsletter.confirm_failed')) });
    }
  };

  return (
    <PageFrame name="newsletter-confirm">
      <div role="status">{outcome.kind === 'confirmed' && <p>{t('account.newsletter.confirmed')}</p>}</div>
      {outcome.kind === 'failed' && (
        <p className="form-error" role="alert">
          {outcome.text}
        </p>
      )}
      {!code && <p role="alert">{t('account.newsletter.confirm_missing')}</p>}
      {code && outcome.kind !== 'confirmed' && (
        <>
          <p>{t('account.newsletter.confirm_intro')}</p>
          <div className="form-actions">
            <button
              type="button"
              className="button"
              disabled={outcome.kind === 'pending'}
              aria-busy={outcome.kind === 'pending'}
              onClick={confirm}
            >
              {t('account.newsletter.confirm_submit')}
            </button>
          </div>
        </>
      )}
      <p>
        <Link to={localized('/')}>{t('account.newsletter.confirm_home')}</Link>
      </p>
    </PageFrame>
  );
}
