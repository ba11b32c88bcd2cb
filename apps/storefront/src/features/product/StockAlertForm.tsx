import { useEffect, useState } from 'react';
import { ProductAlertSubscriptionDocument } from '../../../generated/graphql/graphql';
import { reportError } from '../../shared/errors/error-reporting';
import { SubmitButton, TextField } from '../../shared/forms/fields';
import { FormProvider } from '../../shared/forms/form-provider';
import { useLazyZodForm } from '../../shared/forms/use-lazy-zod-form';
import { GraphQLRequestError, request } from '../../shared/graphql/client';
import { useTranslation } from '../../shared/i18n/I18nProvider';
import { messages } from '../../shared/messages/message-store';
import { handleAuthorizationError } from '../../shared/session/session-expiry';
import { customerToken, useSessionStore } from '../../shared/session/session-store';
import { useStorefront, useStoreView } from '../../shared/storefront-context';

/**
 * The back-in-stock alert of an out-of-stock product (docs/BEHAVIOUR.md#api-calls productAlertSubscription), sent
 * with the customer token or the consumer key. Each server error shows as a danger message
 * titled 'Add to cart' (docs/BEHAVIOUR.md#error-texts).
 */
export function StockAlertForm({ sku }: { sku: string }) {
  const { t } = useTranslation();
  const { config } = useStorefront();
  const store = useStoreView();
  const form = useLazyZodForm(async () => (await import('./form-schemas')).stockAlertSchema, {
    alertEmail: '',
  });
  const [done, setDone] = useState(false);
  const customerEmail = useSessionStore((state) => state.customer?.email);
  // A logged-in customer's own address is filled in (they may change it).
  useEffect(() => {
    if (customerEmail && !form.getValues('alertEmail')) form.setValue('alertEmail', customerEmail);
  }, [customerEmail, form]);

  const submit = form.handleSubmit(async ({ alertEmail }) => {
    try {
      await request(
        ProductAlertSubscriptionDocument,
        { email: alertEmail, sku },
        { store, token: customerToken() ?? config.consumerKey },
      );
      setDone(true);
    } catch (error) {
      reportError(error, { operation: 'productAlertSubscription', level: 'warning' });
      if (handleAuthorizationError(error)) return;
      const texts =
        error instanceof GraphQLRequestError && error.errors.length > 0
          ? [...new Set(error.errors.map((entry) => entry.message))]
          : [t('product.stockAlertFailed')];
      for (const text of texts) messages.danger(text, t('cart.addToCartTitle'));
    }
  });

  if (done) {
    return (
      <p className="stock-alert__done" role="status">
        {t('product.stockAlertDone')}
      </p>
    );
  }
  return (
    <FormProvider form={form}>
      <form className="stock-alert" noValidate onSubmit={submit}>
        <p className="stock-alert__heading">{t('product.stockAlert')}</p>
        <TextField name="alertEmail" type="email" label={t('product.email')} required autoComplete="email" />
        <SubmitButton>{t('product.stockAlertSubmit')}</SubmitButton>
      </form>
    </FormProvider>
  );
}
