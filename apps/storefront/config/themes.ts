/**
 * The templates a deployment can choose with `template` (docs/BEHAVIOUR.md#the-shop "Themes are chosen by a
 * configured template name"). Colours and fonts live in src/app/app.css under
 * html[data-theme="<name>"]; logo and app icons under public/themes/<name>/.
 */
export const THEMES = {
  default: {
    label: 'Default (green, sans-serif)',
    themeColor: '#2f6f4e',
    backgroundColor: '#f5f6f4',
  },
  noord: {
    label: 'Noord (navy, serif)',
    themeColor: '#1f3a5f',
    backgroundColor: '#f4f6fa',
  },
} as const;

export type ThemeName = keyof typeof THEMES;

export const THEME_NAMES = Object.keys(THEMES) as [ThemeName, ...ThemeName[]];

/** Where a theme's files are served from. */
export function themeAssets(theme: ThemeName) {
  const base = `/themes/${theme}`;
  return {
    logo: `${base}/logo.svg`,
    icon192: `${base}/icon-192.png`,
    icon512: `${base}/icon-512.png`,
    favicon: `${base}/favicon.svg`,
  };
}
