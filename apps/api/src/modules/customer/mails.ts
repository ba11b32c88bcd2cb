import { type StorefrontUrls, storefrontUrlFor } from '../../config.js';
import type { Queryable } from '../../db/database.js';
import { messageLanguage } from '../../texts.js';
import { enqueueMail, renderMail } from '../mail/outbox.js';

export interface MailStore {
  code: string;
  language: string;
  /** The store view's storefront url: absolute, or a path below its storefront (e.g. '/'). */
  baseUrl: string;
}

/**
 * An absolute storefront url of `path` in the store view: its base url below the storefront that
 * serves the store view (`storefrontUrlFor`).
 */
export function storefrontLink(
  storefronts: StorefrontUrls,
  store: MailStore,
  path: string,
  query: Record<string, string> = {},
) {
  const base = /^https?:\/\//.test(store.baseUrl)
    ? store.baseUrl
    : `${storefrontUrlFor(storefronts, store.code)}/${store.baseUrl.replace(/^\/+/, '')}`;
  const url = new URL(path.replace(/^\/+/, ''), base.endsWith('/') ? base : `${base}/`);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url.toString();
}

export const RESET_TEXTS = {
  de: {
    subject: 'Passwort zurücksetzen',
    greeting: (name: string) => `Hallo ${name},`,
    body: 'Sie haben ein neues Passwort für Ihr Kundenkonto angefordert. Über den folgenden Link legen Sie es fest.',
    action: 'Neues Passwort festlegen',
    validity: (minutes: number) => `Der Link ist ${minutes} Minuten gültig und kann einmal verwendet werden.`,
    ignore: 'Wenn Sie kein neues Passwort angefordert haben, können Sie diese E-Mail ignorieren.',
  },
  nl: {
    subject: 'Wachtwoord herstellen',
    greeting: (name: string) => `Beste ${name},`,
    body: 'Je hebt een nieuw wachtwoord voor je account aangevraagd. Via de volgende link stel je het in.',
    action: 'Nieuw wachtwoord instellen',
    validity: (minutes: number) => `De link is ${minutes} minuten geldig en kan één keer worden gebruikt.`,
    ignore: 'Heb je geen nieuw wachtwoord aangevraagd? Dan kun je deze e-mail negeren.',
  },
  en: {
    subject: 'Reset your password',
    greeting: (name: string) => `Hello ${name},`,
    body: 'You asked for a new password for your account. Set it with the following link.',
    action: 'Set a new password',
    validity: (minutes: number) => `The link is valid for ${minutes} minutes and works once.`,
    ignore: 'If you did not ask for a new password, you can ignore this e-mail.',
  },
} as const;

export const WELCOME_TEXTS = {
  de: {
    subject: 'Willkommen! Ihr Kundenkonto wurde erstellt',
    greeting: (name: string) => `Hallo ${name},`,
    body: (email: string) =>
      `vielen Dank für Ihre Registrierung. Ihr Kundenkonto wurde erstellt; Sie melden sich mit ${email} an.`,
    business: 'Ihr Geschäftskonto wird von uns geprüft; wir melden uns, sobald es freigegeben ist.',
    action: 'Zu meinem Konto',
  },
  nl: {
    subject: 'Welkom! Je account is aangemaakt',
    greeting: (name: string) => `Beste ${name},`,
    body: (email: string) =>
      `bedankt voor je registratie. Je account is aangemaakt; je logt in met ${email}.`,
    business: 'We controleren je zakelijke account en laten het je weten zodra het is goedgekeurd.',
    action: 'Naar mijn account',
  },
  en: {
    subject: 'Welcome! Your account has been created',
    greeting: (name: string) => `Hello ${name},`,
    body: (email: string) =>
      `thank you for registering. Your account has been created; you log in with ${email}.`,
    business: 'We are reviewing your business account and will let you know as soon as it is approved.',
    action: 'Go to my account',
  },
} as const;

/** The password reset e-mail with its single-use link to the storefront's reset page (docs/BEHAVIOUR.md#pages-and-routes). */
export async function enqueuePasswordResetMail(
  tx: Queryable,
  options: {
    store: MailStore;
    storefronts: StorefrontUrls;
    to: string;
    firstname: string;
    token: string;
    lifetimeMinutes: number;
  },
): Promise<number> {
  const language = messageLanguage(options.store.language);
  const texts = RESET_TEXTS[language];
  const url = storefrontLink(options.storefronts, options.store, 'customer/account/createPassword', {
    email: options.to,
    token: options.token,
  });
  const mail = renderMail(
    {
      subject: texts.subject,
      greeting: texts.greeting(options.firstname),
      paragraphs: [texts.body],
      action: { label: texts.action, url },
      footer: [texts.validity(options.lifetimeMinutes), texts.ignore],
    },
    language,
  );
  return enqueueMail(tx, {
    ...mail,
    to: options.to,
    template: 'password_reset',
    storeCode: options.store.code,
  });
}

/** The welcome e-mail after a registration (also from checkout's create-account). */
export async function enqueueAccountCreatedMail(
  tx: Queryable,
  options: {
    store: MailStore;
    storefronts: StorefrontUrls;
    to: string;
    firstname: string;
    business: boolean;
  },
): Promise<number> {
  const language = messageLanguage(options.store.language);
  const texts = WELCOME_TEXTS[language];
  const mail = renderMail(
    {
      subject: texts.subject,
      greeting: texts.greeting(options.firstname),
      paragraphs: [texts.body(options.to), ...(options.business ? [texts.business] : [])],
      action: { label: texts.action, url: storefrontLink(options.storefronts, options.store, 'account') },
    },
    language,
  );
  return enqueueMail(tx, {
    ...mail,
    to: options.to,
    template: 'account_created',
    storeCode: options.store.code,
  });
}

export const NEWSLETTER_CONFIRMATION_TEXTS = {
  de: {
    subject: 'Bitte bestätigen Sie Ihre Newsletter-Anmeldung',
    greeting: (name: string | null) => (name ? `Hallo ${name},` : 'Hallo,'),
    body: 'für diese E-Mail-Adresse wurde unser Newsletter bestellt. Bitte bestätigen Sie die Anmeldung über den folgenden Link; erst dann erhalten Sie den Newsletter.',
    action: 'Anmeldung bestätigen',
    validity: (days: number) => `Der Link ist ${days} Tage gültig.`,
    ignore:
      'Wenn Sie den Newsletter nicht bestellt haben, ignorieren Sie diese E-Mail: Sie erhalten dann nichts von uns.',
  },
  nl: {
    subject: 'Bevestig je aanmelding voor de nieuwsbrief',
    greeting: (name: string | null) => (name ? `Beste ${name},` : 'Hallo,'),
    body: 'voor dit e-mailadres is onze nieuwsbrief aangevraagd. Bevestig de aanmelding via de volgende link; pas daarna ontvang je de nieuwsbrief.',
    action: 'Aanmelding bevestigen',
    validity: (days: number) => `De link is ${days} dagen geldig.`,
    ignore: 'Heb je de nieuwsbrief niet aangevraagd? Negeer deze e-mail dan: je ontvangt niets van ons.',
  },
  en: {
    subject: 'Please confirm your newsletter subscription',
    greeting: (name: string | null) => (name ? `Hello ${name},` : 'Hello,'),
    body: 'our newsletter was requested for this e-mail address. Please confirm the subscription with the following link; only then will you receive the newsletter.',
    action: 'Confirm subscription',
    validity: (days: number) => `The link is valid for ${days} days.`,
    ignore: 'If you did not ask for the newsletter, ignore this e-mail: you will not hear from us.',
  },
} as const;

/** The double opt-in mail of a newsletter subscription, with its link to the storefront's confirmation page. */
export async function enqueueNewsletterConfirmationMail(
  tx: Queryable,
  options: {
    store: MailStore;
    storefronts: StorefrontUrls;
    to: string;
    firstname: string | null;
    code: string;
    lifetimeDays: number;
  },
): Promise<number> {
  const language = messageLanguage(options.store.language);
  const texts = NEWSLETTER_CONFIRMATION_TEXTS[language];
  const url = storefrontLink(options.storefronts, options.store, 'newsletter/confirm', {
    code: options.code,
  });
  const mail = renderMail(
    {
      subject: texts.subject,
      greeting: texts.greeting(options.firstname),
      paragraphs: [texts.body],
      action: { label: texts.action, url },
      footer: [texts.validity(options.lifetimeDays), texts.ignore],
    },
    language,
  );
  return enqueueMail(tx, {
    ...mail,
    to: options.to,
    template: 'newsletter_confirmation',
    storeCode: options.store.code,
  });
}
