import type { Language } from '../../../config/languages';
import type { Translate } from '../i18n/translator';

/** What cart calls need of the page: the Store header and the texts. */
export interface CartEnvironment {
  language: Language;
  /** Store view code of the current language. */
  store: string | undefined;
  t: Translate;
}
