import type { Queryable } from '../../src/db/database.js';
import { Random } from '../random.js';
import { insertRows } from '../sql.js';
import { CMS_PAGES } from './cms-pages.js';
import { rowsPerStore, type StoreCode, type Translated, tr } from './i18n.js';
import type { SeededLandingPage } from './landing-pages.js';
import { abstractArtSvg, CONTENT_MEDIA_FOLDER, type MediaFile } from './media.js';

interface SlideData {
  title: Translated;
  description: Translated;
  link: Translated;
  buttonText: Translated;
  hue: number;
}

interface SliderData {
  identifier: string;
  title: Translated;
  fullwidth: boolean;
  location: 'home' | 'category';
  pageId: number | null;
  slides: SlideData[];
}

/** Renditions from smallest to largest, as the storefront's srcset wants them. */
const RENDITIONS = {
  fullwidth: [
    [640, 320],
    [1280, 480],
    [1920, 640],
  ],
  boxed: [
    [480, 320],
    [960, 640],
  ],
} as const;

const DISCOVER = tr('Jetzt entdecken', 'Nu ontdekken', 'Discover now');
const READ_MORE = tr('Mehr erfahren', 'Meer lezen', 'Read more');

function cmsLink(identifier: string): Translated {
  const page = CMS_PAGES.find((candidate) => candidate.identifier === identifier);
  if (!page) throw new Error(`no CMS page ${identifier}`);
  return { de: `/${page.urlKey.de}`, nl: `/${page.urlKey.nl}`, en: `/${page.urlKey.en}` };
}

function landingPageSlide(page: SeededLandingPage, hue: number): SlideData {
  const link = (store: StoreCode) => `/${page.relativeUrl[store]}`;
  return {
    title: page.title,
    description: tr('Unsere Auswahl für Sie.', 'Onze selectie voor jou.', 'Our selection for you.'),
    link: { de: link('de'), nl: link('nl'), en: link('en') },
    buttonText: DISCOVER,
    hue,
  };
}

function planSliders(
  landingPages: readonly SeededLandingPage[],
  topCategoryId: number | undefined,
): SliderData[] {
  const [firstPage, secondPage] = landingPages;
  const sliders: SliderData[] = [
    {
      identifier: 'home-hero',
      title: tr('Startseite', 'Homepage', 'Home page'),
      fullwidth: true,
      location: 'home',
      pageId: null,
      slides: [
        {
          title: tr('Versandkostenfrei ab 50 €', 'Gratis verzending vanaf € 50', 'Free shipping from €50'),
          description: tr(
            'In Deutschland und den Niederlanden, ohne Mindestmenge.',
            'In Nederland en Duitsland, zonder minimum aantal.',
            'In Germany and the Netherlands, no minimum quantity.',
          ),
          link: cmsLink('shipping'),
          buttonText: READ_MORE,
          hue: 210,
        },
        ...(firstPage ? [landingPageSlide(firstPage, 30)] : []),
        {
          title: tr('Neu im Blog', 'Nieuw op het blog', 'New on the blog'),
          description: tr(
            'Tipps zu Gesundheit, Mode, Wohnen und Auto.',
            'Tips over gezondheid, mode, wonen en auto.',
            'Tips on health, fashion, home and cars.',
          ),
          link: tr('/blog', '/blog', '/blog'),
          buttonText: READ_MORE,
          hue: 130,
        },
      ],
    },
    {
      identifier: 'home-promotions',
      title: tr('Aktionen', 'Acties', 'Promotions'),
      fullwidth: false,
      location: 'home',
      pageId: null,
      slides: [
        {
          title: tr('Besuchen Sie uns', 'Kom langs', 'Visit us'),
          description: tr(
            'Vier Geschäfte in Amsterdam, Utrecht, Berlin und Köln.',
            'Vier winkels in Amsterdam, Utrecht, Berlijn en Keulen.',
            'Four stores in Amsterdam, Utrecht, Berlin and Cologne.',
          ),
          link: tr('/winkel', '/winkel', '/winkel'),
          buttonText: tr('Geschäfte ansehen', 'Bekijk de winkels', 'See the stores'),
          hue: 280,
        },
        {
          title: tr('10 % Willkommensrabatt', '10% welkomstkorting', '10% welcome discount'),
          description: tr(
            'Mit dem Code WELKOM10 auf Ihre erste Bestellung.',
            'Met de code WELKOM10 op je eerste bestelling.',
            'With the code WELKOM10 on your first order.',
          ),
          link: tr('/create-account', '/create-account', '/create-account'),
          buttonText: tr('Konto erstellen', 'Account aanmaken', 'Create an account'),
          hue: 0,
        },
      ],
    },
  ];
  if (topCategoryId !== undefined) {
    sliders.push({
      identifier: `category-${topCategoryId}`,
      title: tr('Kategorie', 'Categorie', 'Category'),
      fullwidth: false,
      location: 'category',
      pageId: topCategoryId,
      slides: [
        {
          title: tr('Persönliche Beratung', 'Persoonlijk advies', 'Personal advice'),
          description: tr(
            'Fragen Sie unser Team, wir helfen gern.',
            'Vraag het ons team, we helpen graag.',
            'Ask our team, we are happy to help.',
          ),
          link: tr('/contact', '/contact', '/contact'),
          buttonText: tr('Kontakt', 'Contact', 'Contact'),
          hue: 180,
        },
        ...(secondPage ? [landingPageSlide(secondPage, 90)] : []),
      ],
    });
  }
  return sliders;
}

function slideImagePath(slider: SliderData, position: number, width: number): string {
  return `${CONTENT_MEDIA_FOLDER}/slider/${slider.identifier}-${position + 1}-${width}.svg`;
}

/** Sliders for the home page and the biggest category, with generated slide images. */
export async function seedSliders(
  db: Queryable,
  landingPages: readonly SeededLandingPage[],
  topCategoryId: number | undefined,
): Promise<MediaFile[]> {
  const sliders = planSliders(landingPages, topCategoryId);
  const media: MediaFile[] = [];
  const slides = sliders.flatMap((slider, sliderIndex) =>
    slider.slides.map((slide, position) => {
      const renditions = slider.fullwidth ? RENDITIONS.fullwidth : RENDITIONS.boxed;
      const sizes = renditions.map(([width, height]) => ({
        width,
        height,
        url: slideImagePath(slider, position, width),
      }));
      for (const size of sizes) {
        // The same stream for every rendition of a slide: the same picture, scaled.
        const random = new Random(`commerce:slide:${slider.identifier}:${position}`);
        media.push({ path: size.url, svg: abstractArtSvg(random, size.width, size.height, slide.hue) });
      }
      return { sliderId: sliderIndex + 1, position, slide, sizes };
    }),
  );
  await insertRows(
    db,
    'slider',
    ['id', 'identifier', 'fullwidth', 'location', 'page_id', 'sort_order'],
    sliders.map((slider, index) => [
      index + 1,
      slider.identifier,
      slider.fullwidth,
      slider.location,
      slider.pageId,
      index,
    ]),
  );
  await insertRows(
    db,
    'slider_store',
    ['slider_id', 'store_code', 'title'],
    sliders.flatMap((slider, index) => rowsPerStore((store) => [index + 1, store, slider.title[store]])),
  );
  await insertRows(
    db,
    'slide',
    ['id', 'slider_id', 'position', 'media_type', 'media_url', 'preview_type', 'sizes'],
    slides.map((entry, index) => [
      index + 1,
      entry.sliderId,
      entry.position,
      'image',
      entry.sizes[entry.sizes.length - 1]?.url,
      'image',
      JSON.stringify(entry.sizes),
    ]),
  );
  await insertRows(
    db,
    'slide_store',
    ['slide_id', 'store_code', 'title', 'description', 'link', 'button_text'],
    slides.flatMap((entry, index) =>
      rowsPerStore((store) => [
        index + 1,
        store,
        entry.slide.title[store],
        entry.slide.description[store],
        entry.slide.link[store],
        entry.slide.buttonText[store],
      ]),
    ),
  );
  return media;
}
