import { useEffect, useId, useRef, useState } from 'react';
import { RichText } from '../../shared/html/RichText';
import { useTranslation } from '../../shared/i18n/I18nProvider';
import { keepTabInside } from '../../shared/ui/keep-tab-inside';
import type { SizeChart } from './product';

/** The size chart (docs/BEHAVIOUR.md#pages-and-routes) of sizes on fkv_maten: a button that opens it as a modal dialog. */
export function SizeChartDialog({ chart }: { chart: SizeChart }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  const headingId = useId();
  const columns = [
    ...new Map(
      chart.sizes.flatMap((size) => size.measurements).map((measure) => [measure.code, measure.label]),
    ),
  ];

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  // The dialog's close event, whether its button or Escape closed it: focus goes back to the button
  // that opened it, so a keyboard user goes on where they were.
  const close = () => {
    setOpen(false);
    openerRef.current?.focus();
  };

  return (
    <>
      <button
        ref={openerRef}
        type="button"
        className="link-button size-chart__open"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {t('product.sizeChart')}
      </button>
      <dialog
        ref={dialogRef}
        className="size-chart"
        aria-labelledby={headingId}
        onClose={close}
        onKeyDown={keepTabInside}
      >
        <h2 id={headingId}>{chart.title || t('product.sizeChart')}</h2>
        <RichText content={chart.description} className="size-chart__description" />
        <table>
          <thead>
            <tr>
              <th scope="col">{t('product.size')}</th>
              {columns.map(([code, label]) => (
                <th key={code} scope="col">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {chart.sizes.map((size) => (
              <tr key={size.label}>
                <th scope="row">{size.label}</th>
                {columns.map(([code]) => {
                  const measure = size.measurements.find((entry) => entry.code === code);
                  return (
                    <td key={code}>
                      {measure
                        ? measure.from !== undefined &&
                          measure.to !== undefined &&
                          measure.from !== measure.to
                          ? t('product.measureRange', {
                              from: measure.from,
                              to: measure.to,
                              unit: measure.unit,
                            })
                          : `${measure.from ?? measure.to ?? ''} ${measure.unit}`
                        : null}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
        <button type="button" className="size-chart__close" onClick={() => dialogRef.current?.close()}>
          {t('product.close')}
        </button>
      </dialog>
    </>
  );
}
