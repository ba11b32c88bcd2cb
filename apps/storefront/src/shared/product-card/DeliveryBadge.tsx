import type { DeliveryPromise } from './products';

/** The traffic-light colours of the delivery times; others show neutral. */
const KNOWN_COLOURS = new Set(['green', 'orange', 'red', 'blue']);

/**
 * The delivery promise as a badge: colour and icon (drawn by product-card.css from its name) with
 * the short text; the long text is the tooltip and is read out after the short one.
 */
export function DeliveryBadge({ delivery }: { delivery: DeliveryPromise }) {
  const colour = delivery.color && KNOWN_COLOURS.has(delivery.color) ? delivery.color : 'neutral';
  const long = delivery.long && delivery.long !== delivery.short ? delivery.long : undefined;
  return (
    <p className="delivery-badge" data-color={colour} data-icon={delivery.icon ?? 'dot'} title={long}>
      <span className="delivery-badge__text">{delivery.short}</span>
      {long ? <span className="visually-hidden">: {long}</span> : null}
    </p>
  );
}
