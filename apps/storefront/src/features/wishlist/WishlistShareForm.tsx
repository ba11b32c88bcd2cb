import { useId, useState } from 'react';
import { FieldErrors, SubmitButton, TextField } from '../../shared/forms/fields';
import { FormProvider } from '../../shared/forms/form-provider';
import { useLazyZodForm } from '../../shared/forms/use-lazy-zod-form';
import { useTranslation } from '../../shared/i18n/I18nProvider';
import { messages } from '../../shared/messages/message-store';
import { customerToken, useSessionStore } from '../../shared/session/session-store';
import { useStoreView } from '../../shared/storefront-context';
import { parseRecipientEmails } from './share-emails';
import { shareWishlist } from './wishlist-api';
import { showWishlistFailure } from './wishlist-feedback';
import { showWishlist, wishlistCustomerName } from './wishlist-store';

/** Shares the wishlist by e-mail (docs/BEHAVIOUR.md#api-calls shareWishlist): recipients and a personal message. */
export function WishlistShareForm({ wishlistId }: { wishlistId: string }) {
  const { t } = useTranslation();
  const store = useStoreView();
  const headingId = useId();
  const form = useLazyZodForm(async () => (await import('./share-schema')).shareSchema, {
    emails: '',
    message: '',
  });
  const [pending, setPending] = useState(false);
  const submit = form.handleSubmit(async (values) => {
    const token = customerToken();
    if (!token) return;
    const session = useSessionStore.getState().customer;
    const customerName =
      wishlistCustomerName({ token, store }) ||
      [session?.firstname, session?.lastname].filter(Boolean).join(' ') ||
      t('wishlist.title');
    setPending(true);
    try {
      const result = await shareWishlist(
        { wishlistId, customerName, emails: parseRecipientEmails(values.emails), message: values.message },
        { token, store },
      );
      showWishlist(result.wishlist, { token, store });
      messages.success(t('wishlist.shared', { count: result.sent }), t('wishlist.title'));
      form.reset();
    } catch (error) {
      showWishlistFailure(error, t);
    } finally {
      setPending(false);
    }
  });
  return (
    <section className="wishlist-share" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('wishlist.shareHeading')}</h2>
      <FormProvider form={form}>
        <form noValidate onSubmit={submit}>
          <TextField
            name="emails"
            label={t('wishlist.shareEmails')}
            required
            type="text"
            inputMode="email"
            autoComplete="off"
          />
          <div className="form-field">
            <label className="form-field__label" htmlFor="wishlist-share-message">
              {t('wishlist.shareMessage')}
            </label>
            <textarea
              id="wishlist-share-message"
              className="form-field__input"
              rows={3}
              {...form.register('message')}
            />
            <FieldErrors name="message" />
          </div>
          <SubmitButton pending={pending}>{t('wishlist.shareSubmit')}</SubmitButton>
        </form>
      </FormProvider>
    </section>
  );
}
