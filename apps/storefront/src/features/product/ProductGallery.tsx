import { type KeyboardEvent, type TouchEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../shared/i18n/I18nProvider';
import type { GalleryImage } from './product';

/** A horizontal move of at least this many pixels is a swipe. */
const SWIPE_DISTANCE = 40;

/**
 * The product's images: a main image (large, with srcset), thumbnails, and a full-screen view
 * (x_large) opened by clicking the image. Arrow keys and swipes change the image, Escape closes.
 */
export function ProductGallery({ images, name }: { images: readonly GalleryImage[]; name: string }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [zoomed, setZoomed] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const touchStart = useRef<number | undefined>(undefined);
  const count = images.length;
  const current = images[Math.min(index, count - 1)];

  // A new image set (another variant was chosen) starts at its first image.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the set changes
  useEffect(() => setIndex(0), [images]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (zoomed && !dialog.open) dialog.showModal();
    if (!zoomed && dialog.open) dialog.close();
  }, [zoomed]);

  if (!current) return <div className="product-gallery product-gallery--empty" />;

  const go = (step: number) => setIndex((value) => (value + step + count) % count);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') go(1);
    else if (event.key === 'ArrowLeft') go(-1);
    else return;
    event.preventDefault();
  };
  const onTouchStart = (event: TouchEvent) => {
    touchStart.current = event.touches[0]?.clientX;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStart.current;
    const end = event.changedTouches[0]?.clientX;
    touchStart.current = undefined;
    if (start === undefined || end === undefined || Math.abs(end - start) < SWIPE_DISTANCE) return;
    go(end < start ? 1 : -1);
  };
  const position = t('product.imageOf', { index: index + 1, count });

  return (
    <section className="product-gallery" aria-label={t('product.gallery')}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: arrow keys and swipes only add to the buttons */}
      <div
        className="product-gallery__stage"
        onKeyDown={onKeyDown}
        onTouchStart={onTouchStart}
        onTouchEnd={onTouchEnd}
      >
        <button
          type="button"
          className="product-gallery__main"
          onClick={() => setZoomed(true)}
          aria-label={`${t('product.enlargeImage')} (${position})`}
          aria-haspopup="dialog"
        >
          <img
            src={current.url}
            srcSet={current.srcSet}
            sizes="(max-width: 700px) 100vw, 50vw"
            alt={current.label || name}
            width={600}
            height={600}
            fetchPriority="high"
          />
        </button>
        {count > 1 ? (
          <>
            <button
              type="button"
              className="product-gallery__step product-gallery__step--previous"
              onClick={() => go(-1)}
              aria-label={t('product.previousImage')}
            >
              ‹
            </button>
            <button
              type="button"
              className="product-gallery__step product-gallery__step--next"
              onClick={() => go(1)}
              aria-label={t('product.nextImage')}
            >
              ›
            </button>
          </>
        ) : null}
      </div>
      {count > 1 ? (
        <ul className="product-gallery__thumbnails">
          {images.map((image, position) => (
            <li key={image.url}>
              <button
                type="button"
                onClick={() => setIndex(position)}
                aria-label={t('product.showImage', { index: position + 1, count })}
                aria-current={position === index ? 'true' : undefined}
              >
                <img src={image.thumbnail} alt="" width={72} height={72} loading="lazy" decoding="async" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <dialog
        ref={dialogRef}
        className="product-gallery__zoom"
        aria-label={t('product.zoomView')}
        onClose={() => setZoomed(false)}
        onKeyDown={onKeyDown}
        onTouchStart={onTouchStart}
        onTouchEnd={onTouchEnd}
      >
        {zoomed ? (
          <>
            <button type="button" className="product-gallery__close" onClick={() => setZoomed(false)}>
              {t('product.close')}
            </button>
            <img src={current.zoom} alt={current.label || name} />
            <p className="product-gallery__position">{position}</p>
            {count > 1 ? (
              <div className="product-gallery__zoom-steps">
                <button type="button" onClick={() => go(-1)} aria-label={t('product.previousImage')}>
                  ‹
                </button>
                <button type="button" onClick={() => go(1)} aria-label={t('product.nextImage')}>
                  ›
                </button>
              </div>
            ) : null}
          </>
        ) : null}
      </dialog>
    </section>
  );
}
