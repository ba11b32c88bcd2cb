import { normalizeTaxvat } from '@shop/validation';
import { AccountUpdateCustomerDocument } from '../../../generated/graphql/graphql';
import {
  type AccountCustomer,
  useCustomerCall,
  useCustomerRefresh,
} from '../../shared/customer/customer-api';
import { SubmitButton, TextField } from '../../shared/forms/fields';
import { FormProvider } from '../../shared/forms/form-provider';
import { InvalidFieldsSummary } from '../../shared/forms/InvalidFieldsSummary';
import { applyServerFieldErrors } from '../../shared/forms/server-errors';
import { useLazyZodForm } from '../../shared/forms/use-lazy-zod-form';
import { useTranslation } from '../../shared/i18n/I18nProvider';
import { messages } from '../../shared/messages/message-store';
import { showFailure } from './account-errors';

/** Account information: name, taxvat (upper-cased) and date of birth. */
export function AccountInformation({ customer }: { customer: AccountCustomer }) {
  const { t } = useTranslation();
  const call = useCustomerCall();
  const refresh = useCustomerRefresh();
  const form = useLazyZodForm(async () => (await import('./schemas')).accountInformationSchema, {
    prefix: customer.prefix ?? '',
    firstname: customer.firstname ?? '',
    middlename: customer.middlename ?? '',
    lastname: customer.lastname ?? '',
    taxvat: customer.taxvat ?? '',
    date_of_birth: customer.date_of_birth ?? '',
  });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const data = await call(AccountUpdateCustomerDocument, {
        input: {
          prefix: values.prefix,
          firstname: values.firstname,
          middlename: values.middlename,
          lastname: values.lastname,
          taxvat: normalizeTaxvat(values.taxvat),
          date_of_birth: values.date_of_birth || null,
        },
      });
      const updated = data.updateCustomerV2?.customer;
      refresh(updated);
      if (updated) form.reset({ ...values, taxvat: updated.taxvat ?? '' });
      messages.success(t('account.information.success'));
    } catch (error) {
      applyServerFieldErrors(error, form.setError, {
        firstname: 'firstname',
        lastname: 'lastname',
        taxvat: 'taxvat',
        date_of_birth: 'date_of_birth',
      });
      showFailure(error, t('account.information.error_title'), t('account.information.error'));
    }
  });

  return (
    <FormProvider form={form}>
      <form className="form" noValidate onSubmit={onSubmit} aria-label={t('account.section.information')}>
        <InvalidFieldsSummary
          labels={[
            ['firstname', t('account.field.firstname')],
            ['lastname', t('account.field.lastname')],
            ['taxvat', t('account.field.taxvat')],
            ['date_of_birth', t('account.field.date_of_birth')],
          ]}
        />
        <TextField name="prefix" label={t('account.field.prefix')} autoComplete="honorific-prefix" />
        <div className="form-row">
          <TextField
            name="firstname"
            label={t('account.field.firstname')}
            required
            autoComplete="given-name"
          />
          <TextField name="middlename" label={t('account.field.middlename')} autoComplete="additional-name" />
          <TextField
            name="lastname"
            label={t('account.field.lastname')}
            required
            autoComplete="family-name"
          />
        </div>
        <TextField name="taxvat" label={t('account.field.taxvat')} />
        <TextField
          name="date_of_birth"
          type="date"
          label={t('account.field.date_of_birth')}
          autoComplete="bday"
        />
        <SubmitButton>{t('forms.save')}</SubmitButton>
      </form>
    </FormProvider>
  );
}
