import { BUNDLE_COMPONENT_MAX_QUANTITY } from '@shop/validation';
import { useId } from 'react';
import { useTranslation } from '../../shared/i18n/I18nProvider';
import { formatMoney } from '../../shared/money/format-money';
import { useMoneyFormat } from '../../shared/storefront-context';
import {
  type BundleChoices,
  type BundleOption,
  type BundleSelection,
  chooseBundleSelection,
  setBundleQuantity,
} from './bundle';

/**
 * A bundle's options: radio and select options hold one component, checkbox and multi options
 * several; a chosen component's quantity is changeable where the shop allows it. Out-of-stock
 * components are marked (choosing one blocks the order, see checkBundle).
 */
export function BundleOptions({
  options,
  outOfStockText,
  choices,
  currency,
  onChange,
}: {
  options: readonly BundleOption[];
  outOfStockText: string;
  choices: BundleChoices;
  currency: string | undefined;
  onChange: (choices: BundleChoices) => void;
}) {
  const { t } = useTranslation();
  const moneyFormat = useMoneyFormat();
  const baseId = useId();
  const sorted = [...options].sort((a, b) => a.position - b.position);

  const label = (selection: BundleSelection) =>
    `${selection.label} (${formatMoney(selection.price, moneyFormat, currency)})`;

  return (
    <div className="bundle-options">
      <h2 className="bundle-options__heading">{t('product.bundleOptions')}</h2>
      {sorted.map((option) => {
        const chosen = choices[option.id] ?? {};
        const multi = option.type === 'checkbox' || option.type === 'multi';
        const groupName = `${baseId}-${option.id}`;
        return (
          <fieldset key={option.id} className="bundle-options__option" data-option-id={option.id}>
            <legend>
              {option.title}
              {option.required ? <span aria-hidden="true"> *</span> : null}
            </legend>
            {option.type === 'select' ? (
              <select
                aria-label={option.title}
                required={option.required}
                value={Object.keys(chosen)[0] ?? ''}
                onChange={(event) =>
                  onChange(
                    chooseBundleSelection(
                      choices,
                      option,
                      event.target.value ? Number(event.target.value) : undefined,
                    ),
                  )
                }
              >
                {!option.required || Object.keys(chosen).length === 0 ? (
                  <option value="">{t('product.bundleNone')}</option>
                ) : null}
                {option.selections.map((selection) => (
                  <option key={selection.id} value={selection.id}>
                    {label(selection)}
                    {selection.inStock ? '' : ` – ${outOfStockText}`}
                  </option>
                ))}
              </select>
            ) : (
              <ul className="bundle-options__selections">
                {option.selections.map((selection) => {
                  const id = `${groupName}-${selection.id}`;
                  return (
                    <li key={selection.id} className={selection.inStock ? undefined : 'is-out-of-stock'}>
                      <input
                        type={multi ? 'checkbox' : 'radio'}
                        id={id}
                        name={groupName}
                        checked={chosen[selection.id] !== undefined}
                        onChange={() => onChange(chooseBundleSelection(choices, option, selection.id))}
                      />
                      <label htmlFor={id}>
                        {label(selection)}
                        {selection.inStock ? null : (
                          <span className="bundle-options__note">{outOfStockText}</span>
                        )}
                      </label>
                    </li>
                  );
                })}
              </ul>
            )}
            {option.selections
              .filter((selection) => chosen[selection.id] !== undefined)
              .map((selection) => (
                <p key={selection.id} className="bundle-options__quantity">
                  <label htmlFor={`${groupName}-${selection.id}-qty`}>
                    {t('product.bundleQuantity', { product: selection.label })}
                  </label>{' '}
                  <input
                    id={`${groupName}-${selection.id}-qty`}
                    type="number"
                    min={1}
                    max={BUNDLE_COMPONENT_MAX_QUANTITY}
                    step={1}
                    inputMode="numeric"
                    value={chosen[selection.id]}
                    readOnly={!selection.canChangeQuantity}
                    onChange={(event) =>
                      onChange(setBundleQuantity(choices, option, selection.id, event.target.valueAsNumber))
                    }
                  />
                </p>
              ))}
          </fieldset>
        );
      })}
    </div>
  );
}
