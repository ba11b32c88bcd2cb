import { useId, useState } from 'react';
import {
  type CheckoutAddressFieldsFragment,
  type CheckoutCartFragment,
  CheckoutPickupLocationsDocument,
  CheckoutSetBillingAddressDocument,
  CheckoutSetShippingAddressDocument,
} from '../../../generated/graphql/graphql';
import { AddressFields } from '../../shared/address/AddressFields';
import { ADDRESS_SERVER_FIELDS } from '../../shared/address/address-values';
import { useCartBusy } from '../../shared/cart/use-cart';
import { useCustomer } from '../../shared/customer/customer-api';
import { SubmitButton } from '../../shared/forms/fields';
import { FormProvider } from '../../shared/forms/form-provider';
import { InvalidFieldsSummary } from '../../shared/forms/InvalidFieldsSummary';
import { applyServerFieldErrors } from '../../shared/forms/server-errors';
import { useLazyZodForm } from '../../shared/forms/use-lazy-zod-form';
import { request } from '../../shared/graphql/client';
import { useTranslation } from '../../shared/i18n/I18nProvider';
import { useQuery } from '../../shared/query/use-query';
import { useIsLoggedIn } from '../../shared/session/session-store';
import { useStorefront } from '../../shared/storefront-context';
import {
  type AddressSource,
  addressFormValues,
  addressLines,
  cartAddressInput,
  sameCartAddress,
} from './checkout-address';
import { useCheckout } from './checkout-context';
import { addressPartLabels, cartShippingAddress, type Delivery } from './checkout-rules';
import { checkoutCall } from './checkout-service';

type Part = 'shipping' | 'billing';

/**
 * Step 2: where the order goes. Delivered: the shipping address, then the billing address (the
 * same, or one of its own). Collected in a store (spec: store availability / pickup): the billing
 * address, then the pickup location. Only one address form is open at a time.
 */
export function AddressStep({
  delivery,
  onDelivery,
}: {
  delivery: Delivery;
  onDelivery(delivery: Delivery): void;
}) {
  const { t } = useTranslation();
  const { cart, environment, change } = useCheckout();
  const shipping = cartShippingAddress(cart);
  const billing = cart.billing_address;
  // While an address is being saved the invoice choice waits, so the two calls keep their order.
  const busy = useCartBusy();
  const [sameAsShipping, setSameAsShipping] = useState(!billing || sameCartAddress(shipping, billing));
  const shippedTo = delivery === 'ship' && shipping && !shipping.pickup_location_code ? shipping : undefined;
  const [editing, setEditing] = useState<Part | undefined>(() =>
    delivery === 'pickup'
      ? billing
        ? undefined
        : 'billing'
      : !shippedTo
        ? 'shipping'
        : billing
          ? undefined
          : 'billing',
  );

  const shippingTexts = {
    title: t('checkout.address.shipping_error_title'),
    fallback: t('checkout.change_failed'),
    operation: 'setShippingAddressesOnCart',
  };
  const billingTexts = {
    title: t('checkout.address.billing_error_title'),
    fallback: t('checkout.change_failed'),
    operation: 'setBillingAddressOnCart',
  };
  const setShipping = (source: AddressSource | { pickup_location_code: string }) =>
    change(
      shippingTexts,
      async (cartId) =>
        (await checkoutCall(environment, CheckoutSetShippingAddressDocument, { cartId, address: source }))
          .setShippingAddressesOnCart?.cart,
    );
  const setBilling = (source: AddressSource | { same_as_shipping: true }) =>
    change(
      billingTexts,
      async (cartId) =>
        (await checkoutCall(environment, CheckoutSetBillingAddressDocument, { cartId, address: source }))
          .setBillingAddressOnCart?.cart,
    );

  const submitShipping = async (source: AddressSource) => {
    const outcome = await setShipping(source);
    if ('error' in outcome) return outcome;
    if (!sameAsShipping) {
      setEditing(outcome.cart.billing_address ? undefined : 'billing');
      return outcome;
    }
    setEditing(undefined);
    return setBilling({ same_as_shipping: true });
  };

  const submitBilling = async (source: AddressSource) => {
    const outcome = await setBilling(source);
    if ('cart' in outcome) setEditing(undefined);
    return outcome;
  };

  const chooseDelivery = (next: Delivery) => {
    onDelivery(next);
    if (next === 'pickup') setEditing(billing ? undefined : 'billing');
    else setEditing(shipping && !shipping.pickup_location_code ? undefined : 'shipping');
  };

  const changeSameAsShipping = async (same: boolean) => {
    setSameAsShipping(same);
    if (!same) return setEditing('billing');
    setEditing(shippedTo ? undefined : 'shipping');
    if (shippedTo) await setBilling({ same_as_shipping: true });
  };

  return (
    <section className="checkout-step" aria-labelledby="checkout-address-title">
      <h2 id="checkout-address-title">{t('checkout.address.title')}</h2>
      <fieldset className="checkout-choices">
        <legend>{t('checkout.address.delivery')}</legend>
        <label>
          <input
            type="radio"
            name="delivery"
            checked={delivery === 'ship'}
            onChange={() => chooseDelivery('ship')}
          />{' '}
          {t('checkout.address.ship')}
        </label>
        <label>
          <input
            type="radio"
            name="delivery"
            checked={delivery === 'pickup'}
            onChange={() => chooseDelivery('pickup')}
          />{' '}
          {t('checkout.address.pickup')}
        </label>
      </fieldset>

      {delivery === 'ship' ? (
        <>
          <h3>{t('checkout.address.shipping')}</h3>
          {editing === 'shipping' || !shippedTo ? (
            editing === 'shipping' ? (
              <AddressChooser part="shipping" current={shippedTo} onSubmit={submitShipping} />
            ) : (
              <button
                type="button"
                className="button button--secondary"
                onClick={() => setEditing('shipping')}
              >
                {t('checkout.address.enter')}
              </button>
            )
          ) : (
            <AddressCard address={shippedTo} onChange={() => setEditing('shipping')} />
          )}
          <label className="checkout-check">
            <input
              type="checkbox"
              checked={sameAsShipping}
              disabled={busy}
              onChange={(event) => void changeSameAsShipping(event.target.checked)}
            />{' '}
            {t('checkout.address.same_as_shipping')}
          </label>
        </>
      ) : null}

      {delivery === 'pickup' || !sameAsShipping ? (
        <>
          <h3>{t('checkout.address.billing')}</h3>
          {editing === 'billing' ? (
            <AddressChooser
              part="billing"
              // A new invoice address starts as a copy of the shipping address (usually only a
              // little differs); the copy may not be on the cart yet when the box is unticked.
              current={billing ?? shippedTo}
              onSubmit={submitBilling}
            />
          ) : billing ? (
            <AddressCard address={billing} onChange={() => setEditing('billing')} />
          ) : (
            <button type="button" className="button button--secondary" onClick={() => setEditing('billing')}>
              {t('checkout.address.enter')}
            </button>
          )}
        </>
      ) : null}

      {delivery === 'pickup' ? (
        <PickupChooser
          cart={cart}
          disabled={!billing}
          onChoose={(code) => setShipping({ pickup_location_code: code })}
        />
      ) : null}
    </section>
  );
}

function AddressCard({ address, onChange }: { address: CheckoutAddressFieldsFragment; onChange(): void }) {
  const { t } = useTranslation();
  return (
    <div className="checkout-step__done">
      <address className="address-card__text">
        {addressLines(address).map((line) => (
          <span key={line}>
            {line}
            <br />
          </span>
        ))}
      </address>
      <button type="button" className="button button--secondary" onClick={onChange}>
        {t('checkout.change')}
      </button>
    </div>
  );
}

type Outcome = { cart: CheckoutCartFragment } | { error: unknown };

/** A logged-in customer picks a saved address or types a new one; a guest types one. */
function AddressChooser({
  part,
  current,
  onSubmit,
}: {
  part: Part;
  current: CheckoutAddressFieldsFragment | null | undefined;
  onSubmit(source: AddressSource): Promise<Outcome>;
}) {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const customer = useCustomer();
  const saved = loggedIn
    ? (customer.data?.addresses ?? []).flatMap((address) =>
        address?.id ? [{ ...address, id: address.id }] : [],
      )
    : [];
  const preferred = saved.find((address) =>
    part === 'shipping' ? address.default_shipping : address.default_billing,
  );
  const [choice, setChoice] = useState<number | 'new'>(preferred?.id ?? saved[0]?.id ?? 'new');
  const [pending, setPending] = useState(false);
  const name = useId();
  const selected = saved.length > 0 ? choice : 'new';

  const submitSaved = async () => {
    if (selected === 'new' || pending) return;
    setPending(true);
    await onSubmit({ customer_address_id: selected });
    setPending(false);
  };

  return (
    <div className="checkout-address">
      {saved.length > 0 ? (
        <fieldset className="checkout-choices">
          <legend>{t('checkout.address.saved')}</legend>
          {saved.map((address) => (
            <label key={address.id} className="checkout-choice">
              <input
                type="radio"
                name={name}
                checked={selected === address.id}
                onChange={() => setChoice(address.id)}
              />{' '}
              {[
                `${address.firstname ?? ''} ${address.lastname ?? ''}`.trim(),
                (address.street ?? []).join(' '),
                `${address.postcode ?? ''} ${address.city ?? ''}`.trim(),
                address.country_code ?? '',
              ]
                .filter(Boolean)
                .join(', ')}
            </label>
          ))}
          <label className="checkout-choice">
            <input type="radio" name={name} checked={selected === 'new'} onChange={() => setChoice('new')} />{' '}
            {t('checkout.address.new')}
          </label>
        </fieldset>
      ) : null}
      {selected === 'new' ? (
        <AddressForm part={part} current={current} offerAddressBook={loggedIn} onSubmit={onSubmit} />
      ) : (
        <div className="form-actions">
          <button
            type="button"
            className="button"
            disabled={pending}
            aria-busy={pending || undefined}
            onClick={submitSaved}
          >
            {pending ? t('forms.sending') : t('checkout.address.use')}
          </button>
        </div>
      )}
    </div>
  );
}

/** A new address: the account feature's fields (company, NL postcode lookup, VAT check). */
function AddressForm({
  part,
  current,
  offerAddressBook,
  onSubmit,
}: {
  part: Part;
  current: CheckoutAddressFieldsFragment | null | undefined;
  offerAddressBook: boolean;
  onSubmit(source: AddressSource): Promise<Outcome>;
}) {
  const { t } = useTranslation();
  const { config } = useStorefront();
  const form = useLazyZodForm(
    async () => (await import('../../shared/address/address-schema')).addressSchema,
    addressFormValues(current, config.defaultCountry),
  );
  const [saveInAddressBook, setSaveInAddressBook] = useState(false);
  const partName = t(part === 'shipping' ? 'checkout.address.shipping' : 'checkout.address.billing');

  const submit = form.handleSubmit(async (values) => {
    const outcome = await onSubmit({
      address: cartAddressInput(values, offerAddressBook && saveInAddressBook),
    });
    if ('error' in outcome) applyServerFieldErrors(outcome.error, form.setError, ADDRESS_SERVER_FIELDS);
  });

  return (
    <FormProvider form={form}>
      <form className="form" noValidate onSubmit={submit} aria-label={partName}>
        <InvalidFieldsSummary
          labels={addressPartLabels(partName, [
            ['firstname', t('account.field.firstname')],
            ['lastname', t('account.field.lastname')],
            ['company', t('account.field.company')],
            ['vat_id', t('account.field.vat_id')],
            ['country_code', t('account.field.country')],
            ['postcode', t('account.field.postcode')],
            ['house_number', t('account.field.house_number')],
            ['street', t('account.field.street')],
            ['city', t('account.field.city')],
            ['telephone', t('account.field.telephone')],
          ])}
        />
        <AddressFields companyFields />
        {offerAddressBook ? (
          <label className="checkout-check">
            <input
              type="checkbox"
              checked={saveInAddressBook}
              onChange={(event) => setSaveInAddressBook(event.target.checked)}
            />{' '}
            {t('checkout.address.save_in_address_book')}
          </label>
        ) : null}
        <div className="form-actions">
          <SubmitButton>{t('checkout.address.use')}</SubmitButton>
        </div>
      </form>
    </FormProvider>
  );
}

/** The pickup locations (pickupLocations); choosing one collects the order there (instore/pickup). */
function PickupChooser({
  cart,
  disabled,
  onChoose,
}: {
  cart: CheckoutCartFragment;
  disabled: boolean;
  onChoose(code: string): Promise<Outcome>;
}) {
  const { t } = useTranslation();
  const { environment } = useCheckout();
  // The location being chosen shows as chosen until the server answers.
  const [choosing, setChoosing] = useState<string | undefined>();
  const name = useId();
  const locations = useQuery({
    queryKey: ['checkout', 'pickup-locations', environment.store],
    queryFn: async () =>
      (
        await request(CheckoutPickupLocationsDocument, {}, { store: environment.store })
      ).pickupLocations?.items?.flatMap((item) => (item?.pickup_location_code ? [item] : [])) ?? [],
    staleTime: 10 * 60_000,
  });
  const chosen = choosing ?? cartShippingAddress(cart)?.pickup_location_code;

  const choose = async (code: string) => {
    setChoosing(code);
    await onChoose(code);
    setChoosing(undefined);
  };

  return (
    <fieldset
      className="checkout-choices"
      disabled={disabled || choosing !== undefined}
      aria-busy={choosing !== undefined || undefined}
    >
      <legend>{t('checkout.address.pickup_location')}</legend>
      {disabled ? <p className="form-field__hint">{t('checkout.address.pickup_needs_billing')}</p> : null}
      {locations.isPending ? <p>{t('checkout.loading')}</p> : null}
      {locations.isError ? <p role="alert">{t('checkout.address.pickup_failed')}</p> : null}
      {(locations.data ?? []).map((location) => (
        <label key={location.pickup_location_code} className="checkout-choice">
          <input
            type="radio"
            name={name}
            value={location.pickup_location_code ?? ''}
            checked={chosen === location.pickup_location_code}
            onChange={() => void choose(location.pickup_location_code ?? '')}
          />{' '}
          <strong>{location.name}</strong>
          {', '}
          {[location.street, `${location.postcode ?? ''} ${location.city ?? ''}`.trim()]
            .filter(Boolean)
            .join(', ')}
        </label>
      ))}
    </fieldset>
  );
}
