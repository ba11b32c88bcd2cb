import { isValidVatFormat } from '@shop/validation';
import { useEffect, useState } from 'react';
import { AccountVatLookupDocument } from '../../../generated/graphql/graphql';
import { useCountries } from '../customer/customer-api';
import { SelectField, TextField } from '../forms/fields';
import { useFieldValue, useFormContext } from '../forms/form-provider';
import { useFieldMessage } from '../forms/use-field-message';
import { request } from '../graphql/client';
import { useTranslation } from '../i18n/I18nProvider';
import { useQuery } from '../query/use-query';
import { useStorefront, useStoreView } from '../storefront-context';
import { useDebouncedValue } from '../ui/use-debounced-value';
import { type LookupOutcome, lookupHouseNumber, lookupPostcode } from './postcode-lookup';

/** Typing pauses this long before the postcode lookup asks the api. */
const LOOKUP_DEBOUNCE_MS = 300;

interface AddressFieldsProps {
  /** Company, coc and VAT number are required (business registration). */
  business?: boolean;
  /** Show company, coc and VAT number at all (optional when not business). */
  companyFields?: boolean;
  /** Show first and last name (the registration asks them once, above). */
  nameFields?: boolean;
}

/**
 * The address part of a form (field names of address-schema.ts): country from the api, postcode checked
 * for the selected country, and for the lookup countries (NL) postcode + house number filling
 * street and city.
 */
export function AddressFields({
  business = false,
  companyFields = business,
  nameFields = true,
}: AddressFieldsProps) {
  const { t } = useTranslation();
  const countries = useCountries();
  const { config } = useStorefront();
  const form = useFormContext();
  const country = useFieldValue(form, 'country_code') as string;
  const lookupEnabled = config.postcodeLookupCountries.includes(country);
  // The postcode and VAT rules depend on the country: check them again when it changes.
  useEffect(() => {
    const touched = ['postcode', 'vat_id'].filter((name) => form.getFieldState(name).isTouched);
    if (country && touched.length > 0) void form.trigger(touched);
  }, [country, form]);
  return (
    <>
      {nameFields ? (
        <div className="form-row">
          <TextField
            name="firstname"
            label={t('account.field.firstname')}
            required
            autoComplete="given-name"
          />
          <TextField
            name="lastname"
            label={t('account.field.lastname')}
            required
            autoComplete="family-name"
          />
        </div>
      ) : null}
      {companyFields ? (
        <>
          <TextField
            name="company"
            label={t('account.field.company')}
            required={business}
            autoComplete="organization"
          />
          <div className="form-row">
            <TextField name="coc" label={t('account.field.coc')} required={business} />
            <VatField required={business} />
          </div>
        </>
      ) : null}
      <SelectField
        name="country_code"
        label={t('account.field.country')}
        required
        autoComplete="country"
        placeholder={
          countries.isPending ? t('account.address.loading_countries') : t('account.address.choose_country')
        }
        options={countries.data ?? []}
      />
      <div className="form-row">
        <TextField name="postcode" label={t('account.field.postcode')} required autoComplete="postal-code" />
        <TextField name="house_number" label={t('account.field.house_number')} required inputMode="numeric" />
        <TextField name="house_number_addition" label={t('account.field.house_number_addition')} />
      </div>
      {lookupEnabled ? <PostcodeLookup /> : null}
      <div className="form-row">
        <TextField name="street" label={t('account.field.street')} required autoComplete="address-line1" />
        <TextField name="city" label={t('account.field.city')} required autoComplete="address-level2" />
      </div>
      <TextField
        name="telephone"
        label={t('account.field.telephone')}
        required
        type="tel"
        autoComplete="tel"
      />
    </>
  );
}

/** Fills street and city from postcode and house number; tells when the combination is unknown. */
function PostcodeLookup() {
  const { t } = useTranslation();
  const store = useStoreView();
  const form = useFormContext();
  const postcode = useFieldValue(form, 'postcode') as string;
  const houseNumber = useFieldValue(form, 'house_number') as string;
  const addition = useFieldValue(form, 'house_number_addition') as string;
  const number = lookupHouseNumber(houseNumber ?? '');
  const complete = Boolean(postcode?.trim()) && number !== undefined;
  // Asked once typing pauses; newer input cancels the request of the older.
  const settled = useDebouncedValue(
    JSON.stringify([postcode ?? '', number ?? null, addition ?? '']),
    LOOKUP_DEBOUNCE_MS,
  );
  const [settledPostcode, settledNumber, settledAddition] = JSON.parse(settled) as [
    string,
    number | null,
    string,
  ];
  const lookup = useQuery({
    queryKey: ['address', 'postcode', store, settledPostcode, settledNumber, settledAddition],
    queryFn: ({ signal }) =>
      lookupPostcode(settledPostcode, settledNumber ?? 0, settledAddition, { store, signal }),
    enabled: Boolean(settledPostcode.trim()) && settledNumber !== null,
    keepPreviousData: true,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const outcome: LookupOutcome | undefined = complete ? lookup.data : undefined;
  const translate = useFieldMessage(
    outcome?.status === 'not_found' || outcome?.status === 'invalid_postcode',
  );

  // A found address fills street and city; filled values are checked at once, so that an earlier
  // "required" message goes away.
  useEffect(() => {
    if (lookup.isPlaceholderData || lookup.data?.status !== 'found') return;
    form.setValue('street', lookup.data.street, { shouldValidate: true });
    form.setValue('city', lookup.data.city, { shouldValidate: true });
  }, [lookup.data, lookup.isPlaceholderData, form]);

  if (!outcome || outcome.status === 'unavailable') return null;
  if (outcome.status === 'found') {
    return outcome.additions.length > 0 ? (
      <p className="form-field__hint">
        {t('account.address.additions', { additions: outcome.additions.join(', ') })}
      </p>
    ) : null;
  }
  if (!translate) return null;
  return (
    <p className="form-summary" role="alert">
      {translate(outcome.status === 'not_found' ? 'postcode.not_found' : 'postcode.invalid')}
    </p>
  );
}

type VatStatus = { tone: 'valid' | 'invalid'; text: string } | undefined;

/** The VAT number with the format check of the schema and, when configured, the api's VAT lookup. */
function VatField({ required }: { required: boolean }) {
  const { t } = useTranslation();
  const { config } = useStorefront();
  const store = useStoreView();
  const { getValues } = useFormContext();
  const [status, setStatus] = useState<VatStatus>();

  const check = () => {
    setStatus(undefined);
    const vatId = String(getValues('vat_id') ?? '').trim();
    const country = String(getValues('country_code') ?? '');
    // A failing format is shown by the schema and never asks the api (docs/BEHAVIOUR.md#validation).
    if (!config.vatValidationEnabled || !vatId || !country || !isValidVatFormat(country, vatId)) return;
    request(AccountVatLookupDocument, { countryCode: country, vatId }, { store })
      .then(({ vatLookup }) =>
        setStatus({ tone: vatLookup.status === 'VALID' ? 'valid' : 'invalid', text: vatLookup.message }),
      )
      .catch(() => {
        // Without an answer of the VAT register the format check is all there is.
      });
  };

  return (
    <TextField
      name="vat_id"
      label={t('account.field.vat_id')}
      required={required}
      onBlur={check}
      hint={
        status ? (
          <span
            className={status.tone === 'valid' ? 'form-field__valid' : 'form-field__invalid'}
            role="status"
          >
            {status.text}
          </span>
        ) : undefined
      }
    />
  );
}
