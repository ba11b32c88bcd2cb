import { useTranslation } from '../../shared/i18n/I18nProvider';
import { DynamicForm } from './DynamicForm';
import type { DynamicFormView } from './dynamic-form';

/** /contact (docs/BEHAVIOUR.md#pages-and-routes): the contact form of the api. */
export function ContactPage({ form }: { form: DynamicFormView | undefined }) {
  const { t } = useTranslation();
  return (
    <section className="screen contact-page" aria-labelledby="screen-heading">
      <h1 id="screen-heading" className="page-title">
        {form?.title || t('screens.contact')}
      </h1>
      {form ? <DynamicForm form={form} /> : <p className="empty-state">{t('forms.unavailable')}</p>}
    </section>
  );
}
