/**
 * Most units of one component a bundle may hold: the api refuses more, the storefront's quantity
 * fields stop there.
 */
export const BUNDLE_COMPONENT_MAX_QUANTITY = 100;
