import { useEffect, useRef, useState } from 'react';
import { type DynamicFormType, SubmitDynamicFormDocument } from '../../../generated/graphql/graphql';
import { SubmitButton } from '../../shared/forms/fields';
import { FormProvider } from '../../shared/forms/form-provider';
import { InvalidFieldsSummary } from '../../shared/forms/InvalidFieldsSummary';
import { SERVER_ERROR_TYPE, serverErrorText } from '../../shared/forms/server-errors';
import { useLazyZodForm } from '../../shared/forms/use-lazy-zod-form';
import { request } from '../../shared/graphql/client';
import { useTranslation } from '../../shared/i18n/I18nProvider';
import { messages } from '../../shared/messages/message-store';
import { useStoreView } from '../../shared/storefront-context';
import { DynamicFormField } from './DynamicFormFields';
import {
  allFields,
  type DynamicFormView,
  type DynamicValue,
  formPages,
  initialValues,
  serverFieldErrors,
  submitFormFields,
} from './dynamic-form';

/**
 * A dynamic form of the api (docs/BEHAVIOUR.md#data, #api-calls form / submitForm): its fieldsets (one page each when
 * showFieldsetsAsPages), every field type, the rules of @shop/validation checked in the browser
 * in the current language, the server's field errors beside the fields, and the thank-you text.
 */
export function DynamicForm({
  form,
  productSku,
  categoryId,
}: {
  form: DynamicFormView;
  productSku?: string;
  categoryId?: number;
}) {
  const { t } = useTranslation();
  const store = useStoreView();
  const methods = useLazyZodForm(
    async () => (await import('./dynamic-form-schema')).dynamicFormSchema(form),
    initialValues(form),
  );
  const pages = formPages(form);
  const [pageIndex, setPageIndex] = useState(0);
  const [pending, setPending] = useState(false);
  const [thankYou, setThankYou] = useState<string | undefined>(undefined);
  const pageHeading = useRef<HTMLHeadingElement>(null);
  const thankYouRef = useRef<HTMLDivElement>(null);
  const page = pages[pageIndex] ?? [];
  const lastPage = pageIndex >= pages.length - 1;
  const labels = allFields(form)
    .filter((field) => field.type !== 'hidden')
    .map((field) => [field.name, field.label] as const);

  // The thank-you text takes the focus from the form that is gone, so it is read out.
  useEffect(() => {
    if (thankYou !== undefined) thankYouRef.current?.focus();
  }, [thankYou]);

  const pageOf = (name: string) =>
    Math.max(
      0,
      pages.findIndex((fieldsets) =>
        fieldsets.some((fieldset) => fieldset.fields.some((field) => field.name === name)),
      ),
    );

  const movedTo = useRef<number | undefined>(undefined);
  // After Next or Previous the new page's step line takes the focus, so keyboard and screen
  // reader users start at its top.
  useEffect(() => {
    if (movedTo.current !== pageIndex) return;
    movedTo.current = undefined;
    pageHeading.current?.focus();
  }, [pageIndex]);

  const showPage = (index: number) => {
    movedTo.current = index;
    setPageIndex(index);
  };

  const next = async () => {
    const names = page.flatMap((fieldset) => fieldset.fields.map((field) => field.name));
    if (await methods.trigger(names, { shouldFocus: true })) showPage(pageIndex + 1);
  };

  const submit = methods.handleSubmit(
    async (values) => {
      setPending(true);
      try {
        const data = await request(
          SubmitDynamicFormDocument,
          {
            input: {
              type: form.type as DynamicFormType,
              fields: submitFormFields(form, values as Record<string, DynamicValue>),
              ...(productSku ? { product_sku: productSku } : {}),
              ...(categoryId !== undefined ? { category_id: categoryId } : {}),
            },
          },
          { store },
        );
        const result = data.submitForm;
        if (!result) throw new Error('submitForm answered nothing');
        if (result.has_errors) {
          const byName = serverFieldErrors(result.fields);
          const names = Object.keys(byName);
          for (const [name, texts] of Object.entries(byName)) {
            methods.setError(name, { type: SERVER_ERROR_TYPE, messages: texts });
          }
          const first = names[0];
          if (first !== undefined) {
            const target = pageOf(first);
            if (target !== pageIndex) setPageIndex(target);
            requestAnimationFrame(() => methods.setFocus(first));
          }
          return;
        }
        setThankYou(result.thank_you_message || t('forms.thankYou'));
      } catch (error) {
        messages.danger(serverErrorText(error, t('forms.failed')), form.title || undefined);
      } finally {
        setPending(false);
      }
    },
    (errors) => {
      // Invalid fields on an earlier page: that page is shown with its first invalid field.
      const first = allFields(form).find((field) => errors[field.name]);
      if (first && pageOf(first.name) !== pageIndex) {
        setPageIndex(pageOf(first.name));
        requestAnimationFrame(() => methods.setFocus(first.name));
      }
    },
  );

  if (thankYou !== undefined) {
    return (
      <div className="dynamic-form__thank-you" role="status" tabIndex={-1} ref={thankYouRef}>
        <p>{thankYou}</p>
      </div>
    );
  }

  return (
    <FormProvider form={methods}>
      <form className="form dynamic-form" noValidate onSubmit={submit} data-form={form.identifier}>
        {pages.length > 1 ? (
          <p className="dynamic-form__step" ref={pageHeading} tabIndex={-1}>
            {t('forms.step', { current: pageIndex + 1, total: pages.length })}
          </p>
        ) : null}
        {page.map((fieldset) => (
          <fieldset key={fieldset.title || fieldset.fields[0]?.name}>
            {fieldset.title ? <legend>{fieldset.title}</legend> : null}
            {fieldset.fields.map((field) => (
              <DynamicFormField key={field.name} field={field} />
            ))}
          </fieldset>
        ))}
        <InvalidFieldsSummary labels={labels} />
        <div className="dynamic-form__actions">
          {pageIndex > 0 ? (
            <button
              type="button"
              className="button button--secondary"
              onClick={() => showPage(pageIndex - 1)}
            >
              {t('forms.previous')}
            </button>
          ) : null}
          {lastPage ? (
            <SubmitButton pending={pending}>{t('forms.submit')}</SubmitButton>
          ) : (
            <button type="button" className="button" onClick={() => void next()}>
              {t('forms.next')}
            </button>
          )}
        </div>
      </form>
    </FormProvider>
  );
}
