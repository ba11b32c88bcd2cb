import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './rich-text.server';

const shop = { shopOrigins: ['https://shop.example'] };

describe('CMS HTML', () => {
  it('turns internal links into router links and keeps http, mailto and tel as anchors', () => {
    const tree = sanitizeHtml(
      '<ul><li><a href="/faq">FAQ</a></li><li><a href="https://ec.europa.eu/consumers/odr">ODR</a></li></ul>' +
        '<p><a href="tel:+31205550100">020</a> <a href="mailto:service@example.com">mail</a></p>',
    );
    expect(tree).toEqual([
      {
        tag: 'ul',
        children: [
          { tag: 'li', children: [{ link: 'internal', to: '/faq', children: ['FAQ'] }] },
          {
            tag: 'li',
            children: [{ link: 'external', href: 'https://ec.europa.eu/consumers/odr', children: ['ODR'] }],
          },
        ],
      },
      {
        tag: 'p',
        children: [
          { link: 'external', href: 'tel:+31205550100', children: ['020'] },
          ' ',
          { link: 'external', href: 'mailto:service@example.com', children: ['mail'] },
        ],
      },
    ]);
  });

  it("treats absolute links to the shop's own origin as internal", () => {
    expect(sanitizeHtml('<a href="https://shop.example/kleding?x=1#top">K</a>', shop)).toEqual([
      { link: 'internal', to: '/kleding?x=1#top', children: ['K'] },
    ]);
    expect(sanitizeHtml('<a href="privacy">P</a>')).toEqual([
      { link: 'internal', to: '/privacy', children: ['P'] },
    ]);
  });

  it('removes scripts, event handlers, styles and dangerous urls', () => {
    const tree = sanitizeHtml(
      '<p onclick="steal()" style="color:red" class="lead">Hi<script>alert(1)</script>' +
        '<img src="javascript:alert(1)" onerror="x()"><img src="/media/a.jpg" alt="A" width="10" height="x">' +
        '<a href="javascript:alert(1)">bad</a><iframe src="https://evil"></iframe></p>',
    );
    expect(tree).toEqual([
      {
        tag: 'p',
        attrs: { class: 'lead' },
        children: [
          'Hi',
          { tag: 'img', attrs: { src: '/media/a.jpg', alt: 'A', width: '10' } },
          { tag: 'span', children: ['bad'] },
        ],
      },
    ]);
    expect(JSON.stringify(tree)).not.toMatch(/script|onerror|onclick|javascript|iframe|style/);
  });

  it('unwraps unknown elements, keeps their text and demotes h1', () => {
    expect(sanitizeHtml('<center><font color="red">Sale</font></center><h1>Title</h1>')).toEqual([
      'Sale',
      { tag: 'h2', children: ['Title'] },
    ]);
    expect(sanitizeHtml('')).toEqual([]);
    expect(sanitizeHtml(null)).toEqual([]);
  });
});

describe('CMS links the url parser cannot read or that lead off the shop', () => {
  it('shows an unparseable http(s) link as its text', () => {
    expect(sanitizeHtml('<p><a href="http://">alt</a> <a href="https://[x">kaputt</a></p>', shop)).toEqual([
      {
        tag: 'p',
        children: [{ tag: 'span', children: ['alt'] }, ' ', { tag: 'span', children: ['kaputt'] }],
      },
    ]);
  });

  it('keeps internal links on the shop: a path that a browser reads as another host is text', () => {
    expect(sanitizeHtml('<a href="/\\evil.example">a</a> <a href="//evil.example">b</a>', shop)).toEqual([
      { tag: 'span', children: ['a'] },
      ' ',
      { tag: 'span', children: ['b'] },
    ]);
    expect(sanitizeHtml('<a href="https://shop.example//evil.example/x">c</a>', shop)).toEqual([
      { link: 'internal', to: '/evil.example/x', children: ['c'] },
    ]);
  });
});
