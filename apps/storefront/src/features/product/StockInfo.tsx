import { useTranslation } from '../../shared/i18n/I18nProvider';
import { stockQuantityText } from './price-display';
import type { ProductOffer } from './product';

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
          data-icon={delivery.icon}
        >
          <span className="visually-hidden">{t('product.deliveryTime')}: </span>
          {delivery.short ? <strong className="delivery-badge__short">{delivery.short}</strong> : null}
          {delivery.long ? <span className="delivery-badge__long">{delivery.long}</span> : null}
        </p>
      ) : null}
    </div>
  );
}
