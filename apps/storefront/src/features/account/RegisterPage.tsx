import { isValidEmail, normalizeVatId } from '@shop/validation';
import { Link, useNavigate } from 'react-router';
import { AccountEmailAvailableDocument, AccountRegisterDocument } from '../../../generated/graphql/graphql';
import { AddressFields } from '../../shared/address/AddressFields';
import { streetLines } from '../../shared/address/address-values';
import { fieldMessage } from '../../shared/forms/field-message';
import { CheckboxField, SubmitButton, TextField } from '../../shared/forms/fields';
import { FormProvider, useFieldValue } from '../../shared/forms/form-provider';
import { InvalidFieldsSummary } from '../../shared/forms/InvalidFieldsSummary';
import { applyServerFieldErrors } from '../../shared/forms/server-errors';
import { useLazyZodForm } from '../../shared/forms/use-lazy-zod-form';
import { request } from '../../shared/graphql/client';
import { useTranslation } from '../../shared/i18n/I18nProvider';
import { messages } from '../../shared/messages/message-store';
import { startSession } from '../../shared/session/session';
import { useLocalizedPath, useStorefront, useStoreView } from '../../shared/storefront-context';
import { PageFrame } from '../../shared/ui/PageFrame';
import { showFailure } from './account-errors';
import { NewPasswordFields } from './NewPasswordFields';
import type { RegisterValues } from './schemas';

type FieldName = keyof RegisterValues;

/** The registration's fields as the api names them (extensions.errors[].field) where they differ. */
const SERVER_FIELDS: Partial<Record<string, FieldName>> = {
  email: 'email',
  password: 'password',
  firstname: 'firstname',
  lastname: 'lastname',
  company: 'company',
  coc: 'coc',
  vat_id: 'vat_id',
  postcode: 'postcode',
  city: 'city',
  telephone: 'telephone',
  street: 'street',
  country_code: 'country_code',
};

/**
 * /create-account: consumer or business customer with their first address; the e-mail address
 * is checked for an existing account when it is left. Afterwards the customer is logged in.
 */
export function RegisterPage() {
  const { t } = useTranslation();
  const { config } = useStorefront();
  const store = useStoreView();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const form = useLazyZodForm(async () => (await import('./schemas')).registerSchema, {
    account_type: 'consumer',
    email: '',
    password: '',
    password_confirmation: '',
    is_subscribed: false,
    firstname: '',
    lastname: '',
    company: '',
    coc: '',
    vat_id: '',
    street: '',
    house_number: '',
    house_number_addition: '',
    postcode: '',
    city: '',
    country_code: config.defaultCountry,
    telephone: '',
  });
  const business = useFieldValue(form, 'account_type') === 'business';

  const checkEmailAvailable = async () => {
    const email = form.getValues('email').trim();
    if (!isValidEmail(email)) return;
    // The field's own check first: its rules load on the first check, and a result that came after
    // the api's answer would clear the "already exists" message again.
    if (!(await form.trigger('email'))) return;
    try {
      const data = await request(AccountEmailAvailableDocument, { email }, { store });
      if (data.isEmailAvailable?.is_email_available === false) {
        form.setError('email', { type: 'availability', messages: [fieldMessage('email.already_exists')] });
      }
    } catch {
      // The registration call checks it again.
    }
  };

  const onSubmit = form.handleSubmit(async (values) => {
    const isBusiness = values.account_type === 'business';
    let token: string;
    try {
      const data = await request(
        AccountRegisterDocument,
        {
          input: {
            account_type: isBusiness ? 'BUSINESS' : 'CONSUMER',
            customer: {
              firstname: values.firstname,
              lastname: values.lastname,
              email: values.email,
              password: values.password,
              is_subscribed: values.is_subscribed,
            },
            address: {
              firstname: values.firstname,
              lastname: values.lastname,
              street: streetLines(values),
              postcode: values.postcode.trim(),
              city: values.city,
              country_code: values.country_code as never,
              telephone: values.telephone,
              ...(isBusiness
                ? { company: values.company, coc: values.coc, vat_id: normalizeVatId(values.vat_id) }
                : {}),
            },
          },
        },
        { store },
      );
      token = data.createCustomerWithAddress?.token ?? '';
      if (!token) throw new Error('createCustomerWithAddress answered no token');
    } catch (error) {
      applyServerFieldErrors(error, form.setError, SERVER_FIELDS);
      showFailure(error, t('account.register.error_title'), t('account.register.error'));
      return;
    }
    try {
      await startSession(token, { store });
    } catch (error) {
      // The account exists; only the automatic login failed.
      showFailure(error, t('account.login.error_title'), t('account.login.error'));
      navigate(localized('/login'));
      return;
    }
    messages.success(t('account.register.success'));
    navigate(localized('/account'));
  });

  if (!config.accountCreationEnabled) {
    return (
      <PageFrame name="create-account">
        <p>{t('account.register.disabled')}</p>
      </PageFrame>
    );
  }

  const labels: ReadonlyArray<readonly [FieldName, string]> = [
    ['firstname', t('account.field.firstname')],
    ['lastname', t('account.field.lastname')],
    ['email', t('account.field.email')],
    ['password', t('account.field.password')],
    ['password_confirmation', t('account.field.password_confirmation')],
    ['company', t('account.field.company')],
    ['coc', t('account.field.coc')],
    ['vat_id', t('account.field.vat_id')],
    ['country_code', t('account.field.country')],
    ['postcode', t('account.field.postcode')],
    ['house_number', t('account.field.house_number')],
    ['street', t('account.field.street')],
    ['city', t('account.field.city')],
    ['telephone', t('account.field.telephone')],
  ];

  return (
    <PageFrame name="create-account">
      <FormProvider form={form}>
        <form className="form" noValidate onSubmit={onSubmit} aria-label={t('account.register.form')}>
          <InvalidFieldsSummary labels={labels} />
          <fieldset className="form-choice">
            <legend>{t('account.register.account_type')}</legend>
            <label>
              <input type="radio" value="consumer" {...form.register('account_type')} />{' '}
              {t('account.register.consumer')}
            </label>
            <label>
              <input type="radio" value="business" {...form.register('account_type')} />{' '}
              {t('account.register.business')}
            </label>
          </fieldset>
          <fieldset>
            <legend>{t('account.register.personal')}</legend>
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
            <TextField
              name="email"
              type="email"
              label={t('account.field.email')}
              required
              autoComplete="email"
              onBlur={() => void checkEmailAvailable()}
            />
            <NewPasswordFields label={t('account.field.password')} />
            <CheckboxField name="is_subscribed" label={t('account.register.newsletter')} />
          </fieldset>
          <fieldset>
            <legend>
              {business ? t('account.register.company_address') : t('account.register.address')}
            </legend>
            <AddressFields business={business} nameFields={false} />
          </fieldset>
          <div className="form-actions">
            <SubmitButton>{t('account.register.submit')}</SubmitButton>
            <Link to={localized('/login')}>{t('account.register.have_account')}</Link>
          </div>
        </form>
      </FormProvider>
    </PageFrame>
  );
}
