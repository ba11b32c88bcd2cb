import { THEMES, themeAssets } from '../../../config/themes';
import { getServerConfig } from '../config.server';

/** The web app manifest (docs/BEHAVIOUR.md#limits: icons of 192 and 512 pixels), from the deployment's name and theme. */
export function loader() {
  const config = getServerConfig();
  const theme = THEMES[config.template];
  const assets = themeAssets(config.template);
  const manifest = {
    name: config.shopName,
    short_name: config.shopName,
    lang: config.defaultLanguage,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: theme.themeColor,
    background_color: theme.backgroundColor,
    icons: [
      { src: assets.icon192, sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: assets.icon512, sizes: '512x512', type: 'image/png', purpose: 'any' },
    ],
  };
  return new Response(JSON.stringify(manifest), {
    headers: {
      'Content-Type': 'application/manifest+json; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  });
}
