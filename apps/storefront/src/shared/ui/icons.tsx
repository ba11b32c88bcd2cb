// Small inline icons of the header (no icon font, no extra request). A product card's icons, repeated
// on every card of a list, are drawn by css instead (product-card.css).

/** The stroke style every icon shares. */
const common = {
  width: 22,
  height: 22,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  focusable: false,
} as const;

export function UserIcon() {
  return (
    <svg {...common} aria-hidden="true">
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c0-4 4-6 8-6s8 2 8 6" />
    </svg>
  );
}

export function HeartIcon() {
  return (
    <svg {...common} aria-hidden="true">
      <path d="M12 21s-7-4.5-9.5-9A5.5 5.5 0 0 1 12 6a5.5 5.5 0 0 1 9.5 6c-2.5 4.5-9.5 9-9.5 9z" />
    </svg>
  );
}

export function CartIcon() {
  return (
    <svg {...common} aria-hidden="true">
      <path d="M3 4h2l2.5 11h11L21 8H6.2" />
      <circle cx="9" cy="19.5" r="1.5" />
      <circle cx="17" cy="19.5" r="1.5" />
    </svg>
  );
}

export function CompareIcon() {
  return (
    <svg {...common} aria-hidden="true">
      <path d="M8 3v18M16 3v18M3 8h5M16 16h5" />
    </svg>
  );
}

export function SearchIcon() {
  return (
    <svg {...common} aria-hidden="true">
      <circle cx="11" cy="11" r="7" />
      <path d="M20 20l-3.5-3.5" />
    </svg>
  );
}
