import { Suspense, useEffect, useState } from 'react';
import {
  type AccountAddressFieldsFragment,
  AccountDeleteAddressDocument,
} from '../../../generated/graphql/graphql';
import {
  type AccountCustomer,
  useCustomerCall,
  useCustomerRefresh,
} from '../../shared/customer/customer-api';
import { lazyWithPreload } from '../../shared/errors/chunk-load';
import { useTranslation } from '../../shared/i18n/I18nProvider';
import { messages } from '../../shared/messages/message-store';
import { PageLoading } from '../../shared/ui/PageFrame';
import { AddressCard } from './AddressCard';
import { showFailure } from './account-errors';

// The address form (the form code, the address fields, the postcode lookup) is not part of the
// book: it loads once the book is shown, so the book's first screen does without it.
const AddressForm = lazyWithPreload(async () => ({ default: (await import('./AddressForm')).AddressForm }));

type Address = AccountAddressFieldsFragment;
type Editing = { mode: 'new' } | { mode: 'edit'; address: Address } | undefined;

/** Address book: the addresses with their default marks; add, edit and delete. */
export function AddressBook({ customer }: { customer: AccountCustomer }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<Editing>();
  const addresses = (customer.addresses ?? []).filter((address): address is Address => Boolean(address));
  useEffect(() => AddressForm.preload(), []);

  if (editing) {
    return (
      <Suspense fallback={<PageLoading />}>
        <AddressForm
          address={editing.mode === 'edit' ? editing.address : undefined}
          isFirst={addresses.length === 0}
          onDone={() => setEditing(undefined)}
        />
      </Suspense>
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
