import { type ReactNode, Suspense, useEffect, useRef } from 'react';
import { Link, NavLink, useNavigate } from 'react-router';
import { type AccountCustomer, useCustomer } from '../../shared/customer/customer-api';
import { lazyWithPreload } from '../../shared/errors/chunk-load';
import { useTranslation } from '../../shared/i18n/I18nProvider';
import { messages } from '../../shared/messages/message-store';
import { logout } from '../../shared/session/session';
import { useIsLoggedIn } from '../../shared/session/session-store';
import { useLocalizedPath, useStoreView } from '../../shared/storefront-context';
import { PageFrame, PageLoading } from '../../shared/ui/PageFrame';
import { AddressCard } from './AddressCard';
import { CustomerOrders, CustomerReviews, CustomerWishlist } from './CustomerLists';

// The sections with a form (the form code, the address fields) load when one is shown: the
// overview, orders, wishlist and reviews do without them. A form section's module starts
// loading with the customer's data, which the area waits for anyway.
const AddressBook = lazyWithPreload(async () => ({ default: (await import('./AddressBook')).AddressBook }));
const AccountInformation = lazyWithPreload(async () => ({
  default: (await import('./AccountInformation')).AccountInformation,
}));
const Newsletter = lazyWithPreload(async () => ({ default: (await import('./Newsletter')).Newsletter }));
const ChangePassword = lazyWithPreload(async () => ({
  default: (await import('./ChangePassword')).ChangePassword,
}));
const ChangeEmail = lazyWithPreload(async () => ({ default: (await import('./ChangeEmail')).ChangeEmail }));
const FORM_SECTIONS: Partial<Record<AccountSection, { preload(): void }>> = {
  addresses: AddressBook,
  information: AccountInformation,
  newsletters: Newsletter,
  'change-password': ChangePassword,
  'change-email': ChangeEmail,
};

/** The sections of the account area (docs/BEHAVIOUR.md#pages-and-routes), as /account/<slug>; '' is "my account". */
export const ACCOUNT_SECTIONS = [
  '',
  'orders',
  'wishlist',
  'addresses',
  'information',
  'newsletters',
  'contact',
  'change-password',
  'change-email',
  'reviews',
] as const;

export type AccountSection = (typeof ACCOUNT_SECTIONS)[number];

export function isAccountSection(value: string): value is AccountSection {
  return (ACCOUNT_SECTIONS as readonly string[]).includes(value);
}

/** /account/:section?: the section navigation, logout and the chosen section. */
export function AccountPage({ section }: { section: AccountSection }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const navigate = useNavigate();
  const store = useStoreView();
  const customer = useCustomer();
  const loggedIn = useIsLoggedIn();
  const loggingOut = useRef(false);

  useEffect(() => FORM_SECTIONS[section]?.preload(), [section]);

  // An expired session (session-expiry.ts) ends here: the visitor may log in again.
  useEffect(() => {
    if (!loggedIn && !loggingOut.current) navigate(localized('/login'), { replace: true });
  }, [loggedIn, navigate, localized]);

  const onLogout = async () => {
    loggingOut.current = true;
    await logout({ store });
    messages.success(t('account.logout.success'));
    navigate(localized('/'));
  };

  let content: ReactNode;
  if (customer.isPending) content = <PageLoading />;
  else if (!customer.data) content = <p role="alert">{t('account.load_error')}</p>;
  else
    content = (
      <Suspense fallback={<PageLoading />}>
        <SectionContent section={section} customer={customer.data} />
      </Suspense>
    );

  return (
    <PageFrame name="account">
      <div className="account-layout">
        <nav aria-label={t('account.sections')} className="account-nav">
          <ul className="account-sections">
            {ACCOUNT_SECTIONS.map((slug) => (
              <li key={slug}>
                <NavLink to={localized(slug ? `/account/${slug}` : '/account')} end>
                  {t(`account.section.${slug || 'overview'}`)}
                </NavLink>
              </li>
            ))}
          </ul>
          <button type="button" className="button button--secondary" onClick={() => void onLogout()}>
            {t('account.logout.submit')}
          </button>
        </nav>
        <div className="account-content">
          <h2>{t(`account.section.${section || 'overview'}`)}</h2>
          {content}
        </div>
      </div>
    </PageFrame>
  );
}

function SectionContent({ section, customer }: { section: AccountSection; customer: AccountCustomer }) {
  switch (section) {
    case '':
      return <Overview customer={customer} />;
    case 'orders':
      return <CustomerOrders />;
    case 'wishlist':
      return <CustomerWishlist />;
    case 'addresses':
      return <AddressBook customer={customer} />;
    case 'information':
      return <AccountInformation customer={customer} />;
    case 'newsletters':
      return <Newsletter customer={customer} />;
    case 'contact':
      return <ContactInformation customer={customer} />;
    case 'change-password':
      return <ChangePassword />;
    case 'change-email':
      return <ChangeEmail customer={customer} />;
    case 'reviews':
      return <CustomerReviews />;
  }
}

function defaultAddresses(customer: AccountCustomer) {
  const addresses = (customer.addresses ?? []).filter((address) => address !== null);
  return {
    shipping: addresses.find((address) => address.default_shipping),
    billing: addresses.find((address) => address.default_billing),
  };
}

/** My account: greeting, contact data, newsletter and the default addresses. */
function Overview({ customer }: { customer: AccountCustomer }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const { shipping, billing } = defaultAddresses(customer);
  return (
    <div className="account-overview">
      <p>
        {t('account.overview.greeting', {
          name: [customer.firstname, customer.lastname].filter(Boolean).join(' '),
        })}
      </p>
      {customer.is_approved ? null : (
        <p className="account-notice">{t('account.overview.awaiting_approval')}</p>
      )}
      <ContactInformation customer={customer} />
      <section>
        <h3>{t('account.section.newsletters')}</h3>
        <p>
          {t(
            customer.is_subscribed ? 'account.newsletter.is_subscribed' : 'account.newsletter.not_subscribed',
          )}
        </p>
        <Link to={localized('/account/newsletters')}>{t('forms.edit')}</Link>
      </section>
      <section>
        <h3>{t('account.address.default_billing')}</h3>
        {billing ? <AddressCard address={billing} /> : <p>{t('account.address.no_default')}</p>}
      </section>
      <section>
        <h3>{t('account.address.default_shipping')}</h3>
        {shipping ? <AddressCard address={shipping} /> : <p>{t('account.address.no_default')}</p>}
        <Link to={localized('/account/addresses')}>{t('account.address.manage')}</Link>
      </section>
    </div>
  );
}

/** Contact information: name, e-mail and phone, with the links to change them. */
function ContactInformation({ customer }: { customer: AccountCustomer }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const { billing } = defaultAddresses(customer);
  const name = [customer.prefix, customer.firstname, customer.middlename, customer.lastname]
    .filter(Boolean)
    .join(' ');
  return (
    <section>
      <h3>{t('account.section.contact')}</h3>
      <dl className="account-facts">
        <dt>{t('account.field.name')}</dt>
        <dd>{name}</dd>
        <dt>{t('account.field.email')}</dt>
        <dd data-testid="account-email">{customer.email}</dd>
        {billing?.telephone ? (
          <>
            <dt>{t('account.field.telephone')}</dt>
            <dd>{billing.telephone}</dd>
          </>
        ) : null}
        {customer.taxvat ? (
          <>
            <dt>{t('account.field.taxvat')}</dt>
            <dd>{customer.taxvat}</dd>
          </>
        ) : null}
      </dl>
      <p className="form-actions">
        <Link to={localized('/account/information')}>{t('account.section.information')}</Link>
        <Link to={localized('/account/change-email')}>{t('account.section.change-email')}</Link>
        <Link to={localized('/account/change-password')}>{t('account.section.change-password')}</Link>
      </p>
    </section>
  );
}
