import { useId } from 'react';
import { useTranslation } from '../../shared/i18n/I18nProvider';
import type { OptionView } from './option-selection';
import type { ProductOptionTexts } from './product';

/**
 * The options of a configurable product, one radio group each (swatches where the attribute has
 * them). Values without a variant are disabled and marked 'not available'; values whose variants
 * are out of stock stay choosable and are marked 'out of stock' (docs/BEHAVIOUR.md#validation, #error-texts texts).
 */
export function ConfigurableOptions({
  views,
  texts,
  onChoose,
}: {
  views: readonly OptionView[];
  texts: Pick<ProductOptionTexts, 'unavailable' | 'outOfStock'>;
  onChoose: (code: string, valueIndex: number) => void;
}) {
  const { t } = useTranslation();
  const groupId = useId();
  const { unavailable, outOfStock } = texts;
  return (
    <div className="configurable-options">
      {views.map((view) => {
        const chosen = view.values.find((entry) => entry.value.valueIndex === view.chosen)?.value;
        return (
          <fieldset
            key={view.option.code}
            className="configurable-options__option"
            disabled={!view.enabled}
            data-option={view.option.code}
          >
            <legend>
              {chosen
                ? t('product.chosenValue', { option: view.option.label, value: chosen.label })
                : t('product.chooseValue', { option: view.option.label })}
            </legend>
            <ul className="configurable-options__values">
              {view.values.map(({ value, state }) => {
                const id = `${groupId}-${view.option.code}-${value.valueIndex}`;
                const note =
                  state === 'unavailable' ? unavailable : state === 'out-of-stock' ? outOfStock : undefined;
                const isColour = value.swatch?.startsWith('#');
                return (
                  <li key={value.valueIndex} className={`configurable-options__value is-${state}`}>
                    <input
                      type="radio"
                      id={id}
                      name={`${groupId}-${view.option.code}`}
                      value={value.valueIndex}
                      checked={view.chosen === value.valueIndex}
                      disabled={state === 'unavailable'}
                      onChange={() => onChoose(view.option.code, value.valueIndex)}
                      aria-describedby={note ? `${id}-note` : undefined}
                    />
                    <label htmlFor={id}>
                      {isColour ? (
                        <span
                          className="configurable-options__swatch"
                          style={{ background: value.swatch }}
                          aria-hidden="true"
                        />
                      ) : null}
                      {value.label}
                      {note ? (
                        <span id={`${id}-note`} className="configurable-options__note">
                          {note}
                        </span>
                      ) : null}
                    </label>
                  </li>
                );
              })}
            </ul>
          </fieldset>
        );
      })}
    </div>
  );
}
