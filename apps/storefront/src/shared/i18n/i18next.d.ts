import 'i18next';
import type de from '../../locales/de.json';

// t() keys are checked against the German catalogue; locales.test.ts keeps the others identical.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof de };
  }
}
