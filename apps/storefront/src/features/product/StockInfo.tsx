import { useTranslation } from '../../shared/i18n/I18nProvider';
import { stockQuantityText } from './price-display';
import type { ProductOffer } from './product';

/** Small inline glyphs for the delivery time icons the api names; unknown names get a dot. */
function DeliveryIcon({ name }: { name: string }) {
  const common = {
    width: 16,
    height: 16,
    viewBox: '0 0 24 24',
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: 2,
    focusable: false,
  } as const;
  if (name.startsWith('truck')) {
    return (
      <svg {...common} aria-hidden="true">
        <path d="M2 6h12v9H2zM14 9h4l3 3v3h-7" />
        <circle cx="6" cy="17.5" r="1.5" />
        <circle cx="17" cy="17.5" r="1.5" />
      </svg>
    );
  }
  if (name === 'clock' || name === 'calendar') {
    return (
      <svg {...common} aria-hidden="true">
        <circle cx="12" cy="12" r="9" />
        <path d="M12 7v5l3 2" />
      </svg>
    );
  }
  return (
    <svg {...common} aria-hidden="true">
      <circle cx="12" cy="12" r="4" fill="currentColor" />
    </svg>
  );
}

/** Stock status with the quantity up to the display limit, and the delivery time badge. */
export function StockInfo({ offer }: { offer: ProductOffer }) {
  const { t } = useTranslation();
  const quantity = offer.inStock ? stockQuantityText(offer.stockQty, offer.stockDisplayLimit) : undefined;
  const delivery = offer.deliveryTime;
  return (
    <div className="product-stock" data-testid="product-stock">
      <p className={`product-stock__status product-stock__status--${offer.inStock ? 'in' : 'out'}`}>
        {offer.inStock ? t('product.inStock') : t('product.outOfStock')}
        {quantity ? (
          <span className="product-stock__quantity"> · {t('product.stockQuantity', { quantity })}</span>
        ) : null}
      </p>
      {delivery && (delivery.short || delivery.long) ? (
        <p
          className={`delivery-badge delivery-badge--${delivery.color ?? 'neutral'}`}
          title={delivery.long}
          data-color={delivery.color}
        >
          <span className="visually-hidden">{t('product.deliveryTime')}: </span>
          {delivery.icon ? (
            <span className="delivery-badge__icon" data-icon={delivery.icon}>
              <DeliveryIcon name={delivery.icon} />
            </span>
          ) : null}
          {delivery.short ? <strong className="delivery-badge__short">{delivery.short}</strong> : null}
          {delivery.long ? <span className="delivery-badge__long">{delivery.long}</span> : null}
        </p>
      ) : null}
    </div>
  );
}
