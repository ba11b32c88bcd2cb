import {
  AccountSubscribeNewsletterDocument,
  AccountUpdateCustomerDocument,
} from '../../../generated/graphql/graphql';
import {
  type AccountCustomer,
  useCustomerCall,
  useCustomerRefresh,
} from '../../shared/customer/customer-api';
import { CheckboxField, SubmitButton } from '../../shared/forms/fields';
import { FormProvider } from '../../shared/forms/form-provider';
import { useLazyZodForm } from '../../shared/forms/use-lazy-zod-form';
import { useTranslation } from '../../shared/i18n/I18nProvider';
import { messages } from '../../shared/messages/message-store';
import { showFailure } from './account-errors';

/** Newsletter: subscribe with subscribeEmailToNewsletter (confirmed by e-mail), unsubscribe through the profile. */
export function Newsletter({ customer }: { customer: AccountCustomer }) {
  const { t } = useTranslation();
  const call = useCustomerCall();
  const refresh = useCustomerRefresh();
  const form = useLazyZodForm(async () => (await import('./schemas')).newsletterSchema, {
    is_subscribed: Boolean(customer.is_subscribed),
  });

  const onSubmit = form.handleSubmit(async ({ is_subscribed }) => {
    if (is_subscribed === Boolean(customer.is_subscribed)) return;
    try {
      if (is_subscribed) {
        // Double opt-in: the subscription counts once the link of the confirmation e-mail is followed.
        const data = await call(AccountSubscribeNewsletterDocument, { email: customer.email ?? '' });
        const subscribed = data.subscribeEmailToNewsletter?.status === 'SUBSCRIBED';
        refresh();
        form.reset({ is_subscribed: subscribed });
        messages.success(t(subscribed ? 'account.newsletter.subscribed' : 'account.newsletter.confirm_sent'));
      } else {
        const data = await call(AccountUpdateCustomerDocument, { input: { is_subscribed: false } });
        refresh(data.updateCustomerV2?.customer);
        form.reset({ is_subscribed });
        messages.success(t('account.newsletter.unsubscribed'));
      }
    } catch (error) {
      showFailure(error, t('account.newsletter.error_title'), t('account.newsletter.error'));
    }
  });

  return (
    <FormProvider form={form}>
      <form className="form" noValidate onSubmit={onSubmit} aria-label={t('account.section.newsletters')}>
        <CheckboxField name="is_subscribed" label={t('account.newsletter.label')} />
        <SubmitButton>{t('forms.save')}</SubmitButton>
      </form>
    </FormProvider>
  );
}
