import { normalizeVatId } from '@shop/validation';
import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import {
  type AccountAddressFieldsFragment,
  AccountCreateAddressDocument,
  AccountDeleteAddressDocument,
  AccountUpdateAddressDocument,
} from '../../../generated/graphql/graphql';
import { AddressFields } from '../../shared/address/AddressFields';
import type { AddressValues } from '../../shared/address/address-schema';
import { ADDRESS_SERVER_FIELDS, splitStreetLines, streetLines } from '../../shared/address/address-values';
import {
  type AccountCustomer,
  useCustomerCall,
  useCustomerRefresh,
} from '../../shared/customer/customer-api';
import { CheckboxField, SubmitButton } from '../../shared/forms/fields';
import { InvalidFieldsSummary } from '../../shared/forms/InvalidFieldsSummary';
import { applyServerFieldErrors } from '../../shared/forms/server-errors';
import { useLazyZodForm } from '../../shared/forms/use-lazy-zod-form';
import { useTranslation } from '../../shared/i18n/I18nProvider';
import { messages } from '../../shared/messages/message-store';
import { useStorefront } from '../../shared/storefront-context';
import { AddressCard } from './AddressCard';
import { showFailure } from './account-errors';

type Address = AccountAddressFieldsFragment;
type Editing = { mode: 'new' } | { mode: 'edit'; address: Address } | undefined;

/** Address book: the addresses with their default marks; add, edit and delete. */
export function AddressBook({ customer }: { customer: AccountCustomer }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<Editing>();
  const addresses = (customer.addresses ?? []).filter((address): address is Address => Boolean(address));

  if (editing) {
    return (
      <AddressForm
        address={editing.mode === 'edit' ? editing.address : undefined}
        isFirst={addresses.length === 0}
        onDone={() => setEditing(undefined)}
      />
    );
  }
  return (
    <div className="address-book">
      {addresses.length === 0 ? <p>{t('account.address.none')}</p> : null}
      <ul className="address-list">
        {addresses.map((address) => (
          <li key={address.id} className="address-card">
            <AddressCard address={address} />
            <div className="form-actions">
              <button
                type="button"
                className="button button--secondary"
                onClick={() => setEditing({ mode: 'edit', address })}
              >
                {t('account.address.edit')}
              </button>
              <DeleteAddressButton address={address} />
            </div>
          </li>
        ))}
      </ul>
      <button type="button" className="button" onClick={() => setEditing({ mode: 'new' })}>
        {t('account.address.add')}
      </button>
    </div>
  );
}

/** Deleting asks once more (in place, so keyboard and screen readers stay in the page). */
function DeleteAddressButton({ address }: { address: Address }) {
  const { t } = useTranslation();
  const call = useCustomerCall();
  const refresh = useCustomerRefresh();
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);

  const remove = async () => {
    if (address.id === null) return;
    setPending(true);
    try {
      await call(AccountDeleteAddressDocument, { id: address.id });
      messages.success(t('account.address.deleted'));
      refresh();
    } catch (error) {
      showFailure(error, t('account.address.delete_error_title'), t('account.address.delete_error'));
    } finally {
      setPending(false);
      setConfirming(false);
    }
  };

  if (!confirming) {
    return (
      <button type="button" className="button button--secondary" onClick={() => setConfirming(true)}>
        {t('account.address.delete')}
      </button>
    );
  }
  return (
    <>
      <span>{t('account.address.delete_confirm')}</span>
      <button
        type="button"
        className="button"
        disabled={pending}
        aria-busy={pending || undefined}
        onClick={() => void remove()}
      >
        {t('account.address.delete_yes')}
      </button>
      <button type="button" className="button button--secondary" onClick={() => setConfirming(false)}>
        {t('forms.cancel')}
      </button>
    </>
  );
}

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
function AddressForm({
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
    <FormProvider {...form}>
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
          <SubmitButton pending={form.formState.isSubmitting}>{t('forms.save')}</SubmitButton>
          <button type="button" className="button button--secondary" onClick={onDone}>
            {t('forms.cancel')}
          </button>
        </div>
      </form>
    </FormProvider>
  );
}
