import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Random } from '../random.js';

/** Content images (slides, blog, stores) live below this folder of the media root. */
export const CONTENT_MEDIA_FOLDER = 'content';

export interface MediaFile {
  /** Path below the media root, as stored in the database. */
  path: string;
  svg: string;
}

/** Writes generated images; the seed never fetches anything from the network. */
export async function writeMediaFiles(mediaDir: string, files: readonly MediaFile[]): Promise<void> {
  const folders = new Set(files.map((file) => dirname(join(mediaDir, file.path))));
  await Promise.all([...folders].map((folder) => mkdir(folder, { recursive: true })));
  await Promise.all(files.map((file) => writeFile(join(mediaDir, file.path), file.svg)));
}

/**
 * A CMS directive the api expands to the media base url plus `path`: Magento's {{media url=…}},
 * written without quotes so that it can stand inside a quoted HTML attribute.
 */
export function mediaDirective(path: string): string {
  return `{{media url=${path}}}`;
}

/**
 * An abstract picture (gradient with soft circles) in the colours of `hue`; `random` decides
 * the composition, so the same stream draws the same picture.
 */
export function abstractArtSvg(
  random: Random,
  width: number,
  height: number,
  hue: number,
  label = '',
): string {
  const circles: string[] = [];
  const count = random.int(4, 8);
  for (let i = 0; i < count; i++) {
    const radius = Math.round(Math.min(width, height) * (0.12 + random.next() * 0.35));
    const x = Math.round(random.next() * width);
    const y = Math.round(random.next() * height);
    const lightness = random.int(55, 85);
    const opacity = (0.15 + random.next() * 0.35).toFixed(2);
    circles.push(
      `<circle cx="${x}" cy="${y}" r="${radius}" fill="hsl(${(hue + random.int(-30, 30) + 360) % 360} 70% ${lightness}%)" fill-opacity="${opacity}"/>`,
    );
  }
  const caption = label
    ? `<text x="50%" y="50%" dominant-baseline="middle" text-anchor="middle" font-family="sans-serif" font-size="${Math.round(height / 9)}" fill="#ffffff" fill-opacity="0.9">${escapeXml(label)}</text>`
    : '';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">',
    `<stop offset="0" stop-color="hsl(${hue} 60% 35%)"/>`,
    `<stop offset="1" stop-color="hsl(${(hue + 40) % 360} 65% 55%)"/>`,
    '</linearGradient></defs>',
    `<rect width="${width}" height="${height}" fill="url(#g)"/>`,
    ...circles,
    caption,
    '</svg>',
  ].join('');
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
