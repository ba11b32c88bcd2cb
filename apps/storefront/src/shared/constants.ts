// Fixed values of the spec (§9) that are not deployment settings (those are in config/).

/** Products on the home page grid (the spec's page size of product list calls). */
export const HOME_PRODUCT_COUNT = 12;
