import type { AccountAddressFieldsFragment } from '../../../generated/graphql/graphql';
import { useCountries } from '../../shared/customer/customer-api';
import { useTranslation } from '../../shared/i18n/I18nProvider';

/** One address as text, with its default marks. */
export function AddressCard({ address }: { address: AccountAddressFieldsFragment }) {
  const { t } = useTranslation();
  const countries = useCountries();
  const country =
    countries.data?.find((option) => option.value === address.country_code)?.label ?? address.country_code;
  const name = [address.prefix, address.firstname, address.lastname].filter(Boolean).join(' ');
  return (
    <address className="address-card__text">
      {address.company ? (
        <>
          {address.company}
          <br />
        </>
      ) : null}
      {name}
      <br />
      {(address.street ?? []).filter(Boolean).join(' ')}
      <br />
      {address.postcode} {address.city}
      <br />
      {country}
      {address.telephone ? (
        <>
          <br />
          {address.telephone}
        </>
      ) : null}
      {address.vat_id ? (
        <>
          <br />
          {t('account.field.vat_id')}: {address.vat_id}
        </>
      ) : null}
      {address.default_shipping ? (
        <span className="address-card__badge">{t('account.address.default_shipping')}</span>
      ) : null}
      {address.default_billing ? (
        <span className="address-card__badge">{t('account.address.default_billing')}</span>
      ) : null}
    </address>
  );
}
