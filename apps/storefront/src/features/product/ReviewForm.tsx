import { useEffect, useState } from 'react';
import { CreateProductReviewDocument } from '../../../generated/graphql/graphql';
import { reportError } from '../../shared/errors/error-reporting';
import { FieldErrors, SubmitButton, TextField, useFieldAria } from '../../shared/forms/fields';
import { FormProvider, useFormContext } from '../../shared/forms/form-provider';
import { InvalidFieldsSummary } from '../../shared/forms/InvalidFieldsSummary';
import { serverErrorText } from '../../shared/forms/server-errors';
import { useLazyZodForm } from '../../shared/forms/use-lazy-zod-form';
import { request } from '../../shared/graphql/client';
import { useTranslation } from '../../shared/i18n/I18nProvider';
import { messages } from '../../shared/messages/message-store';
import { handleAuthorizationError } from '../../shared/session/session-expiry';
import { customerToken, useSessionStore } from '../../shared/session/session-store';
import { useStorefront, useStoreView } from '../../shared/storefront-context';
import type { RatingMetadata } from './product';
import { ratingField } from './reviews';

/**
 * The review form (docs/BEHAVIOUR.md#pages-and-routes): nickname, summary, review and a rating per rating metadata entry.
 * Posted with the customer token when logged in, else with the consumer key (docs/BEHAVIOUR.md#roles-and-permissions). A failure
 * while logged in with an authorization error ends the session (docs/BEHAVIOUR.md#error-texts); any other failure is
 * shown.
 */
export function ReviewForm({ sku, ratings }: { sku: string; ratings: readonly RatingMetadata[] }) {
  const { t } = useTranslation();
  const { config } = useStorefront();
  const store = useStoreView();
  const form = useLazyZodForm(async () => (await import('./form-schemas')).reviewSchema(ratings), {
    nickname: '',
    summary: '',
    text: '',
    ratings: Object.fromEntries(ratings.map((_rating, index) => [ratingField(index), ''])),
  });
  const [sent, setSent] = useState(false);
  const firstname = useSessionStore((state) => state.customer?.firstname);
  // A logged-in customer's first name is the suggested nickname.
  useEffect(() => {
    if (firstname && !form.getValues('nickname')) form.setValue('nickname', firstname);
  }, [firstname, form]);
  const [failure, setFailure] = useState<string | undefined>(undefined);

  const submit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    const token = customerToken();
    try {
      await request(
        CreateProductReviewDocument,
        {
          input: {
            sku,
            nickname: values.nickname,
            summary: values.summary,
            text: values.text,
            ratings: ratings.map((rating, index) => ({
              id: rating.id,
              value_id: values.ratings[ratingField(index)] ?? '',
            })),
          },
        },
        { store, token: token ?? config.consumerKey },
      );
      setSent(true);
      messages.success(t('product.reviewThanks'), t('product.reviewSent'));
    } catch (error) {
      reportError(error, { operation: 'createProductReview', level: 'warning' });
      if (handleAuthorizationError(error)) return;
      const text = serverErrorText(error, t('product.reviewFailed'));
      setFailure(text);
      messages.danger(text, t('product.writeReview'));
    }
  });

  if (sent) {
    return (
      <p className="review-form__thanks" role="status">
        {t('product.reviewThanks')}
      </p>
    );
  }

  return (
    <FormProvider form={form}>
      <form className="review-form" noValidate onSubmit={submit} aria-labelledby="review-form-heading">
        <h3 id="review-form-heading">{t('product.writeReview')}</h3>
        <InvalidFieldsSummary
          labels={[
            ...ratings.map((rating, index) => [`ratings.${ratingField(index)}`, rating.name] as const),
            ['nickname', t('product.nickname')],
            ['summary', t('product.summary')],
            ['text', t('product.reviewText')],
          ]}
        />
        {ratings.map((rating, index) => (
          <RatingField key={rating.id} name={`ratings.${ratingField(index)}`} rating={rating} />
        ))}
        <TextField name="nickname" label={t('product.nickname')} required autoComplete="nickname" />
        <TextField name="summary" label={t('product.summary')} required />
        <ReviewTextField label={t('product.reviewText')} />
        {failure ? (
          <p className="review-form__failure" role="alert">
            {failure}
          </p>
        ) : null}
        <SubmitButton>{t('product.submitReview')}</SubmitButton>
      </form>
    </FormProvider>
  );
}

/** One rating as a group of star radios (1 to 5). */
function RatingField({ name, rating }: { name: string; rating: RatingMetadata }) {
  const { t } = useTranslation();
  const { register } = useFormContext();
  const id = name.replace(/\W/g, '-');
  return (
    <fieldset className="form-field rating-field">
      <legend className="form-field__label">
        {rating.name}
        <abbr className="form-field__required" title="*">
          *
        </abbr>
      </legend>
      <div className="rating-field__values">
        {[...rating.values]
          .sort((a, b) => a.value - b.value)
          .map((value) => (
            <label key={value.valueId} className="rating-field__value">
              <input type="radio" value={value.valueId} id={`${id}-${value.value}`} {...register(name)} />
              <span aria-hidden="true">{'★'.repeat(value.value)}</span>
              <span className="visually-hidden">{t('product.stars', { count: value.value })}</span>
            </label>
          ))}
      </div>
      <FieldErrors name={name} />
    </fieldset>
  );
}

function ReviewTextField({ label }: { label: string }) {
  const { register } = useFormContext();
  const aria = useFieldAria('text');
  return (
    <div className="form-field">
      <label className="form-field__label" htmlFor="text">
        {label}
        <abbr className="form-field__required" title="*">
          *
        </abbr>
      </label>
      <textarea
        id="text"
        className="form-field__input"
        rows={5}
        aria-required="true"
        {...aria}
        {...register('text')}
      />
      <FieldErrors name="text" />
    </div>
  );
}
