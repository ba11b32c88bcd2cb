import { useId } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../shared/i18n/I18nProvider';
import { Listing } from '../../shared/listing/Listing';
import type { ListingData } from '../../shared/listing/listing-data';
import { useLocalizedPath } from '../../shared/storefront-context';
import type { PartfinderChoice } from './partfinder-page.server';
import {
  choose,
  PARTFINDER_STEPS,
  type PartfinderSelection,
  type PartfinderStep,
  selectionQuery,
} from './partfinder-selection';

export const PARTFINDER_PATH = '/partfinder';

const LABELS = {
  type: 'listing.partfinderType',
  brand: 'listing.partfinderBrand',
  model: 'listing.partfinderModel',
  year: 'listing.partfinderYear',
  cilinder: 'listing.partfinderCylinder',
} as const;

/**
 * The part finder: type → brand → model → year → cylinder, each list for the choices before it;
 * the selection lives in the url's query, the results are a listing (12 a page).
 */
export function PartfinderPage(props: {
  selection: PartfinderSelection;
  choices: Record<PartfinderStep, PartfinderChoice[]>;
  listing: ListingData | undefined;
  columns: number;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const formId = useId();
  const urlOf = (selection: PartfinderSelection) => {
    const query = new URLSearchParams(selectionQuery(selection)).toString();
    return localized(`${PARTFINDER_PATH}${query ? `?${query}` : ''}`);
  };
  return (
    <section className="partfinder-page" aria-labelledby="partfinder-heading">
      <h1 id="partfinder-heading" className="page-title">
        {t('listing.partfinder')}
      </h1>
      <p>{t('listing.partfinderHint')}</p>
      {/* Without JavaScript a GET form; with it, every choice navigates at once. */}
      <form className="partfinder-page__form" method="get" action={localized(PARTFINDER_PATH)}>
        {PARTFINDER_STEPS.map((step, index) => {
          const enabled =
            index === 0 || props.selection[PARTFINDER_STEPS[index - 1] as PartfinderStep] !== undefined;
          return (
            <div key={step} className="partfinder-page__step">
              <label htmlFor={`${formId}-${step}`}>{t(LABELS[step])}</label>
              <select
                id={`${formId}-${step}`}
                name={step}
                value={props.selection[step] ?? ''}
                disabled={!enabled || props.choices[step].length === 0}
                onChange={(event) => {
                  const value = event.target.value === '' ? undefined : Number(event.target.value);
                  navigate(urlOf(choose(props.selection, step, value)));
                }}
              >
                <option value="">{t('listing.partfinderChoose')}</option>
                {props.choices[step].map((choice) => (
                  <option key={choice.id} value={choice.id}>
                    {choice.label} ({choice.count})
                  </option>
                ))}
              </select>
            </div>
          );
        })}
        <noscript>
          <button type="submit">{t('listing.apply')}</button>
        </noscript>
      </form>
      {props.listing ? (
        <Listing
          data={props.listing}
          basePath={PARTFINDER_PATH}
          query={selectionQuery(props.selection)}
          columns={props.columns}
        />
      ) : null}
    </section>
  );
}
