// Pictures: a fixed set of ~75 product pictures (motif × colour/decor/tint) that products
// share, plus category banners and brand logos, written as SVG files below the media folder.
// Sharing keeps a 100 000-product seed at a few hundred files.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Random } from '../random.js';
import { BRANDS, type Brand, brandImageFile, brandLogoFile } from './brands.js';
import type { Category } from './categories.js';
import { banner, logo, MOTIFS, planks, productPicture } from './svg.js';
import { COLOURS, type ColourKey, DECORS, type Decor, type Family } from './words.js';

/** Motifs drawn once per clothing colour. */
const COLOURED_MOTIFS = new Set(['top', 'bottom']);

/** Motifs drawn in a few label colours (supplement packaging). */
const TINTED_MOTIFS: Record<string, readonly string[]> = {
  jar: ['#3f8a4f', '#e67e22', '#2f6fc0'],
  pouch: ['#8e44ad', '#c0392b', '#16a085'],
  dropper: ['#b5651d', '#2f6fc0', '#6b8e23'],
  teabox: ['#6b8e23', '#d35400', '#b03a5b'],
};

/** Accent colour of motifs drawn once. */
const MOTIF_ACCENT: Record<string, string> = {
  beanie: '#b5443a',
  belt: '#7a5230',
  bag: '#2f6f8b',
  socks: '#3f8a4f',
  carpet: '#7f8fa6',
  roll: '#9aa7b0',
  skirting: '#e8e1d2',
  care: '#8b5a2b',
  gear: '#5f6a75',
  disc: '#c0392b',
  filter: '#2f6fc0',
  plug: '#c0392b',
  headlight: '#f1c232',
  canister: '#2e7d32',
  pot: '#d9825b',
  board: '#c99a62',
  vase: '#5d8aa8',
  lamp: '#e9c46a',
  towel: '#7fb3c8',
  spray: '#16a085',
  dumbbell: '#34495e',
  mat: '#8e44ad',
  bottle: '#2f6fc0',
  tent: '#e67e22',
  helmet: '#e74c3c',
  tag: '#c0392b',
};

const FAMILY_COLOUR: Record<Family | 'none', string> = {
  supplements: '#3f8a4f',
  clothing: '#34495e',
  flooring: '#8b5a2b',
  vehicle: '#c0392b',
  home: '#8e44ad',
  sport: '#e67e22',
  none: '#2f6fc0',
};

interface Picture {
  file: string;
  motif: string;
  draw: () => string;
}

function productFile(name: string): string {
  return `catalog/product/${name}.svg`;
}

function allProductPictures(): Picture[] {
  const pictures: Picture[] = [];
  for (const motif of COLOURED_MOTIFS) {
    for (const colour of COLOURS) {
      const draw = MOTIFS[motif] as (accent: string) => string;
      pictures.push({
        file: productFile(`${motif}-${colour.key}`),
        motif,
        draw: () => productPicture(draw(colour.hex), colour.key === 'white' ? '#9aa7b0' : colour.hex),
      });
    }
  }
  for (const [motif, tints] of Object.entries(TINTED_MOTIFS)) {
    const draw = MOTIFS[motif] as (accent: string) => string;
    tints.forEach((tint, index) => {
      pictures.push({
        file: productFile(`${motif}-${index + 1}`),
        motif,
        draw: () => productPicture(draw(tint), tint),
      });
    });
  }
  for (const decor of DECORS) {
    pictures.push({
      file: productFile(`planks-${decor.key}`),
      motif: 'planks',
      draw: () => productPicture(planks(decor.hex), decor.hex),
    });
  }
  for (const [motif, accent] of Object.entries(MOTIF_ACCENT)) {
    if (motif === 'tag') continue;
    const draw = MOTIFS[motif] as (accent: string) => string;
    pictures.push({ file: productFile(motif), motif, draw: () => productPicture(draw(accent), accent) });
  }
  return pictures;
}

/** Chooses pictures for products from the shared set. */
export class ProductPictures {
  private readonly pictures = allProductPictures();
  private readonly byMotif = new Map<string, string[]>();
  private readonly byFamily = new Map<Family, string[]>();

  constructor(categories: readonly Category[]) {
    for (const picture of this.pictures) {
      const files = this.byMotif.get(picture.motif) ?? [];
      files.push(picture.file);
      this.byMotif.set(picture.motif, files);
    }
    for (const category of categories) {
      if (!category.family || !category.isLeaf) continue;
      const motifs = [category.motif, ...category.nouns.map((noun) => noun.image)];
      const files = this.byFamily.get(category.family) ?? [];
      for (const motif of motifs) {
        for (const file of motif ? (this.byMotif.get(motif) ?? []) : [])
          if (!files.includes(file)) files.push(file);
      }
      this.byFamily.set(category.family, files);
    }
  }

  /** The picture of a motif in the product's colour or decor, or one of its tints by `seed`. */
  main(motif: string, seed: number, colour?: ColourKey, decor?: Decor): string {
    if (COLOURED_MOTIFS.has(motif))
      return productFile(`${motif}-${colour ?? (COLOURS[seed % COLOURS.length]?.key as string)}`);
    if (motif === 'planks') return productFile(`planks-${(decor ?? DECORS[seed % DECORS.length])?.key}`);
    const files = this.byMotif.get(motif);
    if (!files?.length) throw new Error(`no picture for motif ${motif}`);
    return files[seed % files.length] as string;
  }

  /** Up to `count` further pictures of the same family, for a fuller gallery. */
  extras(family: Family, exclude: readonly string[], count: number, rng: Random): string[] {
    const candidates = (this.byFamily.get(family) ?? []).filter((file) => !exclude.includes(file));
    return rng.sample(candidates, count);
  }

  /** Writes every product picture, category banner and brand picture below `mediaDir`. */
  async write(mediaDir: string, categories: readonly Category[]): Promise<number> {
    const files: [string, string][] = [
      ...this.pictures.map((picture): [string, string] => [picture.file, picture.draw()]),
      ...categories.flatMap((category): [string, string][] =>
        category.image ? [[category.image, categoryBanner(category)]] : [],
      ),
      ...BRANDS.flatMap((brand): [string, string][] => [
        [brandLogoFile(brand), logo(brand.title, brand.hex)],
        [brandImageFile(brand), brandBanner(brand)],
      ]),
    ];
    const folders = new Set(files.map(([file]) => dirname(join(mediaDir, file))));
    await Promise.all([...folders].map((folder) => mkdir(folder, { recursive: true })));
    await Promise.all(files.map(([file, svg]) => writeFile(join(mediaDir, file), svg)));
    return files.length;
  }
}

function motifDrawing(motif: string, accent: string): string {
  if (motif === 'planks') return planks((DECORS[0] as Decor).hex);
  const draw = MOTIFS[motif] ?? MOTIFS.gear;
  return (draw as (accent: string) => string)(TINTED_MOTIFS[motif]?.[0] ?? MOTIF_ACCENT[motif] ?? accent);
}

const BANNER_MOTIF: Record<string, string> = { 'gift-ideas': 'vase', specials: 'tag', bestsellers: 'tag' };

function categoryBanner(category: Category): string {
  const hex = FAMILY_COLOUR[category.family ?? 'none'];
  const motif = BANNER_MOTIF[category.key] ?? category.motif ?? 'gear';
  return banner(motifDrawing(motif, '#ffffff'), hex);
}

function brandBanner(brand: Brand): string {
  const family = brand.family;
  const motif: Record<Family, string> = {
    supplements: 'jar',
    clothing: 'top',
    flooring: 'planks',
    vehicle: 'disc',
    home: 'lamp',
    sport: 'dumbbell',
  };
  return banner(motifDrawing(motif[family], '#ffffff'), brand.hex, brand.title);
}
