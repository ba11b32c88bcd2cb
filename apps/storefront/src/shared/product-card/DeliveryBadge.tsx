import { iconProps } from '../ui/icons';
import type { DeliveryPromise } from './products';

const badgeIcon = iconProps(16);

/** The delivery-time icons the shop assigns (DeliveryTime.icon); an unknown name shows a dot. */
function DeliveryIcon({ name }: { name: string | undefined }) {
  switch (name) {
    case 'truck-fast':
      return (
        <svg {...badgeIcon} aria-hidden="true">
          <path d="M1 6h3M1 10h2M8 5h8v10H8zM16 9h4l3 3v3h-7" />
          <circle cx="11" cy="18" r="2" />
          <circle cx="19" cy="18" r="2" />
        </svg>
      );
    case 'truck':
      return (
        <svg {...badgeIcon} aria-hidden="true">
          <path d="M2 5h13v10H2zM15 9h4l3 3v3h-7" />
          <circle cx="6" cy="18" r="2" />
          <circle cx="18" cy="18" r="2" />
        </svg>
      );
    case 'clock':
      return (
        <svg {...badgeIcon} aria-hidden="true">
          <circle cx="12" cy="12" r="9" />
          <path d="M12 7v5l3 2" />
        </svg>
      );
    case 'factory':
      return (
        <svg {...badgeIcon} aria-hidden="true">
          <path d="M3 21V10l6 4V10l6 4V5h4v16z" />
        </svg>
      );
    default:
      return (
        <svg {...badgeIcon} aria-hidden="true">
          <circle cx="12" cy="12" r="5" fill="currentColor" />
        </svg>
      );
  }
}

/** The traffic-light colours of the delivery times; others show neutral. */
const KNOWN_COLOURS = new Set(['green', 'orange', 'red', 'blue']);

/**
 * The delivery promise as a badge: colour and icon with the short text; the long text is the
 * tooltip and is read out after the short one.
 */
export function DeliveryBadge({ delivery }: { delivery: DeliveryPromise }) {
  const colour = delivery.color && KNOWN_COLOURS.has(delivery.color) ? delivery.color : 'neutral';
  const long = delivery.long && delivery.long !== delivery.short ? delivery.long : undefined;
  return (
    <p className="delivery-badge" data-color={colour} title={long}>
      <DeliveryIcon name={delivery.icon} />
      <span className="delivery-badge__text">{delivery.short}</span>
      {long ? <span className="visually-hidden">: {long}</span> : null}
    </p>
  );
}
