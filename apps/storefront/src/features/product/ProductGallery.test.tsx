// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { dePreset } from '../../../config/de';
import { storefrontConfigSchema, toPublicConfig } from '../../../config/schema';
import { Providers } from '../../app/providers';
import de from '../../locales/de.json';
import { ProductGallery } from './ProductGallery';
import type { GalleryImage } from './product';

const image = (name: string): GalleryImage => ({
  label: name,
  url: `/media/${name}-large.jpg`,
  thumbnail: `/media/${name}-small.jpg`,
  zoom: `/media/${name}-xl.jpg`,
  srcSet: `/media/${name}-small.jpg 240w, /media/${name}-large.jpg 960w`,
});

const images = [image('front'), image('back'), image('side')];
const config = toPublicConfig(storefrontConfigSchema.parse(dePreset));

function renderGallery() {
  render(
    <Providers language="de" config={config} translations={de}>
      <ProductGallery images={images} name="Hose" />
    </Providers>,
  );
  return screen.getByRole('button', { name: /Bild vergrößern/ });
}

const mainImage = () => screen.getByRole('button', { name: /Bild vergrößern/ }).querySelector('img');

afterEach(cleanup);

describe('product gallery', () => {
  it('shows the large image with its srcset and switches by thumbnail', () => {
    renderGallery();
    expect(mainImage()?.getAttribute('src')).toBe('/media/front-large.jpg');
    expect(mainImage()?.getAttribute('srcset')).toContain('960w');
    fireEvent.click(screen.getByRole('button', { name: 'Bild 3 von 3 anzeigen' }));
    expect(mainImage()?.getAttribute('src')).toBe('/media/side-large.jpg');
    expect(screen.getByRole('button', { name: 'Bild 3 von 3 anzeigen' }).getAttribute('aria-current')).toBe(
      'true',
    );
  });

  it('follows the arrow keys and wraps around', () => {
    const main = renderGallery();
    fireEvent.keyDown(main, { key: 'ArrowRight' });
    expect(mainImage()?.getAttribute('src')).toBe('/media/back-large.jpg');
    fireEvent.keyDown(main, { key: 'ArrowLeft' });
    fireEvent.keyDown(main, { key: 'ArrowLeft' });
    expect(mainImage()?.getAttribute('src')).toBe('/media/side-large.jpg');
  });

  it('changes the image on a swipe, not on a short touch', () => {
    const main = renderGallery();
    fireEvent.touchStart(main, { touches: [{ clientX: 300 }] });
    fireEvent.touchEnd(main, { changedTouches: [{ clientX: 290 }] });
    expect(mainImage()?.getAttribute('src')).toBe('/media/front-large.jpg');
    fireEvent.touchStart(main, { touches: [{ clientX: 300 }] });
    fireEvent.touchEnd(main, { changedTouches: [{ clientX: 200 }] });
    expect(mainImage()?.getAttribute('src')).toBe('/media/back-large.jpg');
    fireEvent.touchStart(main, { touches: [{ clientX: 100 }] });
    fireEvent.touchEnd(main, { changedTouches: [{ clientX: 250 }] });
    expect(mainImage()?.getAttribute('src')).toBe('/media/front-large.jpg');
  });
});
