import scriptsByPage from 'virtual:page-chunks';

/**
 * A lazily loaded page's loader data with the script files of its page module (by the module's
 * name, e.g. CategoryPage), which the route's meta preloads: the browser fetches them with the
 * route's own scripts instead of after them.
 */
export function withPageScripts<Data extends object>(data: Data | undefined, pageModule: string) {
  return data && { ...data, pageScripts: scriptsByPage[pageModule] ?? [] };
}
