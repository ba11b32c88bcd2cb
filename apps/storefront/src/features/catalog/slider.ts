import { CategorySlidersDocument, type CategorySlidersQuery } from '../../../generated/graphql/graphql';
import type { GraphQLCaller } from '../../shared/graphql/client';
import { publicMediaUrl } from '../../shared/media/media-url';
import { buildSrcSet } from '../../shared/product-card/product-image';

/** A slide as the carousel shows it (docs/BEHAVIOUR.md#data Slider). */
export interface SlideView {
  title: string;
  description: string;
  /** A path of the shop (a router link) or an outside address (a plain anchor). */
  link: { internal: boolean; href: string } | undefined;
  buttonText: string | undefined;
  media:
    | {
        kind: 'image';
        url: string;
        srcSet: string | undefined;
        width: number | undefined;
        height: number | undefined;
      }
    | { kind: 'video'; url: string }
    | undefined;
}

export interface SliderView {
  identifier: string;
  title: string;
  fullwidth: boolean;
  slides: SlideView[];
}

type SliderData = NonNullable<NonNullable<CategorySlidersQuery['getTailoredSlider']>[number]>;

export function toSliderView(slider: SliderData, apiOrigin: string): SliderView {
  const slides = (slider.slides ?? []).flatMap((slide): SlideView[] => {
    if (!slide) return [];
    const sizes = (slide.media?.sizes ?? [])
      .filter((size) => size?.url && size.width)
      .map((size) => ({
        url: publicMediaUrl(size?.url, apiOrigin) ?? '',
        width: size?.width ?? 0,
        height: size?.height ?? 0,
      }));
    const url = publicMediaUrl(slide.media?.url, apiOrigin) ?? sizes[sizes.length - 1]?.url;
    const largest = sizes[sizes.length - 1];
    let media: SlideView['media'];
    if (url && slide.media?.type === 'video') media = { kind: 'video', url };
    else if (url) {
      media = {
        kind: 'image',
        url,
        srcSet: buildSrcSet(sizes),
        width: largest?.width,
        height: largest?.height,
      };
    }
    return [
      {
        title: slide.title ?? '',
        description: slide.description ?? '',
        link: slideLink(slide.link),
        buttonText: slide.buttonText || undefined,
        media,
      },
    ];
  });
  return {
    identifier: slider.identifier ?? '',
    title: slider.title ?? '',
    fullwidth: slider.fullwidth ?? false,
    slides,
  };
}

/** Shop paths become router links; http(s), mailto and tel stay anchors; anything else (javascript: …) is dropped. */
export function slideLink(link: string | null | undefined): SlideView['link'] {
  const href = link?.trim();
  if (!href) return undefined;
  if (href.startsWith('/') && !href.startsWith('//')) return { internal: true, href };
  if (/^(https?:\/\/|mailto:|tel:)/i.test(href)) return { internal: false, href };
  return undefined;
}

/** The sliders of a category (those of every category page and those of this one), with slides. */
export async function fetchCategorySliders(
  call: GraphQLCaller,
  categoryId: number,
  apiOrigin: string,
): Promise<SliderView[]> {
  const data = await call(CategorySlidersDocument, { pageId: categoryId });
  return (data.getTailoredSlider ?? [])
    .filter((slider) => slider !== null)
    .map((slider) => toSliderView(slider, apiOrigin))
    .filter((slider) => slider.slides.length > 0);
}

/** The numeric id of a category uid (Magento's uid is the base64 of the id); undefined when it is not one. */
export function categoryIdOfUid(uid: string): number | undefined {
  try {
    const decoded = atob(uid);
    return /^\d{1,9}$/.test(decoded) ? Number(decoded) : undefined;
  } catch {
    return undefined;
  }
}
