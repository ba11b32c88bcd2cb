import { type KeyboardEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../shared/i18n/I18nProvider';
import { useLocalizedPath } from '../../shared/storefront-context';
import type { SliderView, SlideView } from './slider';

/**
 * A slider as an accessible carousel (WAI-ARIA carousel pattern): previous/next buttons and a
 * button per slide; the arrow keys, Home and End move between slides while focus is inside it.
 * It never turns by itself, and the slide movement is left out for visitors who asked for
 * reduced motion (carousel.css). Slides that are not shown are inert, so tabbing skips them.
 */
export function Carousel({ slider, headingLevel = 2 }: { slider: SliderView; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(0);
  const id = useId();
  const count = slider.slides.length;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const go = (index: number) => setCurrent(((index % count) + count) % count);
  const onKeyDown = (event: KeyboardEvent) => {
    // Keys typed into a form control of a slide are the control's own.
    if ((event.target as HTMLElement).closest('input, select, textarea')) return;
    const target = keyTarget(event.key, current, count);
    if (target === undefined) return;
    event.preventDefault();
    go(target);
  };
  return (
    <section
      className={`carousel${slider.fullwidth ? ' carousel--fullwidth' : ''}`}
      aria-roledescription="carousel"
      aria-label={slider.title || t('listing.slider')}
      data-slider={slider.identifier}
      onKeyDown={onKeyDown}
    >
      <div className="carousel__viewport" id={`${id}-slides`} aria-live="polite">
        <ul className="carousel__track" style={{ transform: `translateX(-${current * 100}%)` }}>
          {slider.slides.map((slide, index) => (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: slides have no identity beyond their place
              key={index}
              className="carousel__slide"
              aria-roledescription="slide"
              aria-label={t('listing.sliderSlide', { index: index + 1, count })}
              aria-hidden={index !== current}
              inert={index !== current}
              data-current={index === current}
            >
              <Slide slide={slide} Heading={Heading} eager={index === 0} />
            </li>
          ))}
        </ul>
      </div>
      {count > 1 ? (
        <div className="carousel__controls">
          <button
            type="button"
            className="carousel__arrow"
            aria-controls={`${id}-slides`}
            aria-label={t('listing.sliderPrevious')}
            onClick={() => go(current - 1)}
          >
            ‹
          </button>
          <ul className="carousel__picker">
            {slider.slides.map((slide, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: one picker button per slide place
              <li key={index}>
                <button
                  type="button"
                  className="carousel__dot"
                  aria-controls={`${id}-slides`}
                  aria-label={t('listing.sliderGoTo', { index: index + 1 })}
                  aria-current={index === current ? 'true' : undefined}
                  title={slide.title || undefined}
                  onClick={() => go(index)}
                />
              </li>
            ))}
          </ul>
          <button
            type="button"
            className="carousel__arrow"
            aria-controls={`${id}-slides`}
            aria-label={t('listing.sliderNext')}
            onClick={() => go(current + 1)}
          >
            ›
          </button>
        </div>
      ) : null}
    </section>
  );
}

/** The slide a key moves to: arrows to the neighbours (round), Home and End to the ends. */
function keyTarget(key: string, current: number, count: number): number | undefined {
  switch (key) {
    case 'ArrowLeft':
      return current - 1;
    case 'ArrowRight':
      return current + 1;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}

function Slide({ slide, Heading, eager }: { slide: SlideView; Heading: 'h2' | 'h3'; eager: boolean }) {
  const localized = useLocalizedPath();
  const media = slide.media;
  return (
    <div className="carousel__content">
      {media?.kind === 'image' ? (
        <img
          className="carousel__media"
          src={media.url}
          srcSet={media.srcSet}
          sizes={media.srcSet ? '(max-width: 1200px) 100vw, 1200px' : undefined}
          width={media.width}
          height={media.height}
          alt=""
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : undefined}
          decoding="async"
        />
      ) : null}
      {media?.kind === 'video' ? (
        <video className="carousel__media" src={media.url} controls muted playsInline preload="none" />
      ) : null}
      <div className="carousel__caption">
        {slide.title ? <Heading className="carousel__title">{slide.title}</Heading> : null}
        {slide.description ? <p>{slide.description}</p> : null}
        {slide.link && slide.buttonText ? (
          slide.link.internal ? (
            <Link className="button carousel__button" to={localized(slide.link.href)}>
              {slide.buttonText}
            </Link>
          ) : (
            <a className="button carousel__button" href={slide.link.href}>
              {slide.buttonText}
            </a>
          )
        ) : null}
      </div>
    </div>
  );
}
