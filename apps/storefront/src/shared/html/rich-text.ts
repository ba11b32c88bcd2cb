// CMS HTML as a small, already-sanitised tree (built on the server by rich-text.server.ts) that
// RichText.tsx renders with React: no HTML string is ever put into the page as-is, and links
// are classified once: internal ones become router links, external http(s), mailto and tel
// stay anchors (docs/BEHAVIOUR.md#data "CMS block").

/** Elements kept from CMS HTML; everything else is dropped (its text kept, unless it is script-like). */
export const ALLOWED_TAGS = [
  'p',
  'br',
  'hr',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'small',
  'sub',
  'sup',
  'span',
  'div',
  'section',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'figure',
  'figcaption',
  'img',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'caption',
] as const;

export type AllowedTag = (typeof ALLOWED_TAGS)[number];

export type RichNode =
  | string
  | { tag: AllowedTag; attrs?: Record<string, string>; children?: RichNode[] }
  /** A link inside the shop: a path (with query and hash) without language prefix, or with one. */
  | { link: 'internal'; to: string; title?: string; children: RichNode[] }
  /** http(s), mailto and tel links, and in-page anchors. */
  | { link: 'external'; href: string; title?: string; children: RichNode[] };

export type RichText = RichNode[];
