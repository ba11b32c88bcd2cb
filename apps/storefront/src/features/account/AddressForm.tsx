import { normalizeVatId } from '@shop/validation';
import {
  type AccountAddressFieldsFragment,
  AccountCreateAddressDocument,
  AccountUpdateAddressDocument,
} from '../../../generated/graphql/graphql';
import { AddressFields } from '../../shared/address/AddressFields';
import type { AddressValues } from '../../shared/address/address-schema';
import { ADDRESS_SERVER_FIELDS, splitStreetLines, streetLines } from '../../shared/address/address-values';
import { useCustomerCall, useCustomerRefresh } from '../../shared/customer/customer-api';
import { CheckboxField, SubmitButton } from '../../shared/forms/fields';
import { FormProvider } from '../../shared/forms/form-provider';
import { InvalidFieldsSummary } from '../../shared/forms/InvalidFieldsSummary';
import { applyServerFieldErrors } from '../../shared/forms/server-errors';
import { useLazyZodForm } from '../../shared/forms/use-lazy-zod-form';
import { useTranslation } from '../../shared/i18n/I18nProvider';
import { messages } from '../../shared/messages/message-store';
import { useStorefront } from '../../shared/storefront-context';
import { showFailure } from './account-errors';

type Address = AccountAddressFieldsFragment;

function formValues(address: Address | undefined, defaultCountry: string, isFirst: boolean): AddressValues {
  return {
    firstname: address?.firstname ?? '',
    lastname: address?.lastname ?? '',
    company: address?.company ?? '',
    coc: address?.coc ?? '',
    vat_id: address?.vat_id ?? '',
    ...splitStreetLines(address?.street),
    postcode: address?.postcode ?? '',
    city: address?.city ?? '',
    country_code: address?.country_code ?? defaultCountry,
    telephone: address?.telephone ?? '',
    default_shipping: address?.default_shipping ?? isFirst,
    default_billing: address?.default_billing ?? isFirst,
  };
}

/** Adds or changes an address (same fields and NL postcode lookup as the registration). */
export function AddressForm({
  address,
  isFirst,
  onDone,
}: {
  address: Address | undefined;
  isFirst: boolean;
  onDone(): void;
}) {
  const { t } = useTranslation();
  const { config } = useStorefront();
  const call = useCustomerCall();
  const refresh = useCustomerRefresh();
  const form = useLazyZodForm(
    async () => (await import('../../shared/address/address-schema')).addressSchema,
    formValues(address, config.defaultCountry, isFirst),
  );

  const onSubmit = form.handleSubmit(async (values) => {
    const input = {
      firstname: values.firstname,
      lastname: values.lastname,
      company: values.company,
      coc: values.coc,
      vat_id: normalizeVatId(values.vat_id),
      street: streetLines(values),
      postcode: values.postcode.trim(),
      city: values.city,
      country_code: values.country_code as never,
      telephone: values.telephone,
      default_shipping: values.default_shipping,
      default_billing: values.default_billing,
    };
    try {
      if (address?.id != null) await call(AccountUpdateAddressDocument, { id: address.id, input });
      else await call(AccountCreateAddressDocument, { input });
    } catch (error) {
      applyServerFieldErrors(error, form.setError, ADDRESS_SERVER_FIELDS);
      showFailure(error, t('account.address.error_title'), t('account.address.error'));
      return;
    }
    messages.success(t(address ? 'account.address.changed' : 'account.address.added'));
    refresh();
    onDone();
  });

  return (
    <FormProvider form={form}>
      <form
        className="form"
        noValidate
        onSubmit={onSubmit}
        aria-label={t(address ? 'account.address.edit_title' : 'account.address.add_title')}
      >
        <h2>{t(address ? 'account.address.edit_title' : 'account.address.add_title')}</h2>
        <InvalidFieldsSummary
          labels={[
            ['firstname', t('account.field.firstname')],
            ['lastname', t('account.field.lastname')],
            ['vat_id', t('account.field.vat_id')],
            ['country_code', t('account.field.country')],
            ['postcode', t('account.field.postcode')],
            ['house_number', t('account.field.house_number')],
            ['street', t('account.field.street')],
            ['city', t('account.field.city')],
            ['telephone', t('account.field.telephone')],
          ]}
        />
        <AddressFields companyFields />
        <CheckboxField name="default_shipping" label={t('account.address.use_default_shipping')} />
        <CheckboxField name="default_billing" label={t('account.address.use_default_billing')} />
        <div className="form-actions">
          <SubmitButton>{t('forms.save')}</SubmitButton>
          <button type="button" className="button button--secondary" onClick={onDone}>
            {t('forms.cancel')}
          </button>
        </div>
      </form>
    </FormProvider>
  );
}
