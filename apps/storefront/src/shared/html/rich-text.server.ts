import { parseFragment } from 'parse5';
import { safeLocalPath } from '../routing/safe-path';
import { ALLOWED_TAGS, type AllowedTag, type RichNode, type RichText } from './rich-text';

/** Elements whose content is never shown. */
const DROPPED_WITH_CONTENT = new Set([
  'script',
  'style',
  'template',
  'iframe',
  'object',
  'embed',
  'noscript',
  'form',
  'input',
  'button',
  'select',
  'textarea',
  'svg',
  'math',
  'head',
  'title',
  'meta',
  'link',
]);

/** Attributes kept per element (no style, no event handlers, no ids that could clash). */
const ALLOWED_ATTRIBUTES: Partial<Record<AllowedTag | '*', readonly string[]>> = {
  '*': ['class', 'title', 'lang'],
  img: ['src', 'alt', 'width', 'height', 'loading'],
  td: ['colspan', 'rowspan'],
  th: ['colspan', 'rowspan', 'scope'],
  ol: ['start'],
};

const HEADING_SHIFT: Record<string, AllowedTag> = { h1: 'h2' };
const ALLOWED = new Set<string>(ALLOWED_TAGS);

export interface SanitizeOptions {
  /** Origins that count as the shop itself (public url): absolute links to them become internal. */
  shopOrigins?: readonly string[];
}

interface ParsedNode {
  nodeName: string;
  tagName?: string;
  value?: string;
  attrs?: Array<{ name: string; value: string }>;
  childNodes?: ParsedNode[];
  content?: ParsedNode;
}

/** Parses CMS HTML into the tree RichText renders: only allowed elements, attributes and links. */
export function sanitizeHtml(html: string | null | undefined, options: SanitizeOptions = {}): RichText {
  if (!html) return [];
  const fragment = parseFragment(html) as unknown as ParsedNode;
  return convertChildren(fragment.childNodes ?? [], options);
}

function convertChildren(nodes: readonly ParsedNode[], options: SanitizeOptions): RichNode[] {
  const result: RichNode[] = [];
  for (const node of nodes) {
    for (const converted of convert(node, options)) {
      const last = result[result.length - 1];
      // Adjacent texts (left when an element between them was dropped) become one.
      if (typeof converted === 'string' && typeof last === 'string')
        result[result.length - 1] = last + converted;
      else result.push(converted);
    }
  }
  return result;
}

function convert(node: ParsedNode, options: SanitizeOptions): RichNode[] {
  if (node.nodeName === '#text') return node.value ? [node.value] : [];
  if (node.nodeName.startsWith('#')) return []; // comments, doctype
  const tag = (node.tagName ?? node.nodeName).toLowerCase();
  if (DROPPED_WITH_CONTENT.has(tag)) return [];
  const children = convertChildren(node.childNodes ?? [], options);
  if (tag === 'a') return [linkNode(attribute(node, 'href'), attribute(node, 'title'), children, options)];
  const allowedTag = HEADING_SHIFT[tag] ?? (ALLOWED.has(tag) ? (tag as AllowedTag) : undefined);
  // Unknown elements (font, center, custom tags …) are unwrapped: their text stays.
  if (!allowedTag) return children;
  const attrs = allowedAttributes(node, allowedTag);
  if (allowedTag === 'img' && !attrs.src) return [];
  const element: RichNode = { tag: allowedTag };
  if (Object.keys(attrs).length > 0) element.attrs = attrs;
  if (children.length > 0 && allowedTag !== 'img' && allowedTag !== 'br' && allowedTag !== 'hr') {
    element.children = children;
  }
  return [element];
}

function allowedAttributes(node: ParsedNode, tag: AllowedTag): Record<string, string> {
  const allowed = new Set([...(ALLOWED_ATTRIBUTES['*'] ?? []), ...(ALLOWED_ATTRIBUTES[tag] ?? [])]);
  const attrs: Record<string, string> = {};
  for (const { name, value } of node.attrs ?? []) {
    const key = name.toLowerCase();
    if (!allowed.has(key)) continue;
    if (key === 'src') {
      const src = safeImageSource(value);
      if (src) attrs.src = src;
    } else if (
      (key === 'width' || key === 'height' || key === 'colspan' || key === 'rowspan' || key === 'start') &&
      !/^\d{1,5}$/.test(value)
    ) {
      // Numbers only.
    } else {
      attrs[key] = value;
    }
  }
  return attrs;
}

function attribute(node: ParsedNode, name: string): string | undefined {
  return node.attrs?.find((attr) => attr.name.toLowerCase() === name)?.value;
}

/** Images from the shop (relative) or over http(s); data:, javascript: … are dropped. */
function safeImageSource(value: string): string | undefined {
  const src = value.trim();
  if (src.startsWith('/') && !src.startsWith('//')) return src;
  return /^https?:\/\//i.test(src) ? src : undefined;
}

/**
 * Internal paths (and absolute urls on the shop's own origin) become router links; http(s),
 * mailto, tel and #anchors stay anchors; anything else (javascript:, data: …) loses its link.
 */
export function linkNode(
  href: string | undefined,
  title: string | undefined,
  children: RichNode[],
  options: SanitizeOptions = {},
): RichNode {
  const target = href?.trim() ?? '';
  const extra = title ? { title } : {};
  if (target.startsWith('/') && !/^\/[/\\]/.test(target))
    return { link: 'internal', to: safeLocalPath(target), ...extra, children };
  if (target.startsWith('#')) return { link: 'external', href: target, ...extra, children };
  if (/^https?:\/\//i.test(target)) {
    // An url the parser cannot read ('http://') is shown as its text.
    const url = parseUrl(target);
    if (!url) return { tag: 'span', children };
    if (options.shopOrigins?.includes(url.origin)) {
      return {
        link: 'internal',
        to: safeLocalPath(`${url.pathname}${url.search}${url.hash}`),
        ...extra,
        children,
      };
    }
    return { link: 'external', href: url.href, ...extra, children };
  }
  if (/^(mailto|tel):/i.test(target)) return { link: 'external', href: target, ...extra, children };
  // A relative link without slash ('faq') is an internal path too.
  if (/^[a-z0-9][a-z0-9/_.-]*(?:[?#].*)?$/i.test(target) && !target.includes(':')) {
    return { link: 'internal', to: `/${target}`, ...extra, children };
  }
  return { tag: 'span', children };
}

function parseUrl(text: string): URL | undefined {
  try {
    return new URL(text);
  } catch {
    return undefined;
  }
}
