import { createElement, type ReactNode } from 'react';
import { Link } from 'react-router';
import { languageSegment } from '../routing/language-path';
import { useLocalizedPath } from '../storefront-context';
import type { RichNode, RichText as RichTextTree } from './rich-text';

/**
 * Renders sanitised CMS HTML (see rich-text.server.ts). Internal links get the current language
 * prefix unless they carry one already.
 */
export function RichText({ content, className }: { content: RichTextTree; className?: string }) {
  const localized = useLocalizedPath();
  const toPath = (path: string) => (languageSegment(path) ? path : localized(path));
  return <div className={className}>{renderNodes(content, toPath)}</div>;
}

const ATTRIBUTE_NAMES: Record<string, string> = {
  class: 'className',
  colspan: 'colSpan',
  rowspan: 'rowSpan',
};

function renderNodes(nodes: readonly RichNode[], toPath: (path: string) => string): ReactNode[] {
  return nodes.map((node, index) => renderNode(node, index, toPath));
}

function renderNode(node: RichNode, key: number, toPath: (path: string) => string): ReactNode {
  if (typeof node === 'string') return node;
  if ('link' in node) {
    const children = renderNodes(node.children, toPath);
    if (node.link === 'internal') {
      return (
        <Link key={key} to={toPath(node.to)} title={node.title}>
          {children}
        </Link>
      );
    }
    const outside = /^https?:/i.test(node.href);
    return (
      <a key={key} href={node.href} title={node.title} rel={outside ? 'noopener noreferrer' : undefined}>
        {children}
      </a>
    );
  }
  const props: Record<string, unknown> = { key };
  for (const [name, value] of Object.entries(node.attrs ?? {})) props[ATTRIBUTE_NAMES[name] ?? name] = value;
  if (node.tag === 'img') props.loading ??= 'lazy';
  return createElement(node.tag, props, ...(node.children ? renderNodes(node.children, toPath) : []));
}
