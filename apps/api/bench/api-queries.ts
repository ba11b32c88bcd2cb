// The GraphQL documents the api benchmark sends: what a storefront asks on a category page, a
// search page, a configurable product page, while resolving a url and while the shopper types.

const PRODUCT_CARD = `
  __typename uid sku name url_key stock_status
  small_image { url label }
  price_range {
    minimum_price { regular_price { value currency } final_price { value currency } discount { percent_off amount_off } }
    maximum_price { regular_price { value currency } final_price { value currency } }
  }`;

const AGGREGATIONS = `
  aggregations {
    attribute_code label count position min_value max_value rel_nofollow
    options { label value count swatch_data { type value } }
  }
  sort_fields { default options { value label } }`;

/** The sorts a storefront offers besides relevance (its SORT_MAPPING), as `products(sort:)` takes them. */
export const SHOPPER_SORTS = [
  { price: 'ASC' },
  { price: 'DESC' },
  { name: 'ASC' },
  { name: 'DESC' },
  { created_at: 'ASC' },
  { num_sales: 'ASC' },
];

export const CATEGORY_LISTING = `query CategoryListing($filter: ProductAttributeFilterInput!, $pageSize: Int!,
    $currentPage: Int!, $sort: ProductAttributeSortInput) {
  products(filter: $filter, pageSize: $pageSize, currentPage: $currentPage, sort: $sort) {
    total_count
    page_info { current_page page_size total_pages }
    items { ${PRODUCT_CARD} }
    ${AGGREGATIONS}
  }
}`;

export const SEARCH = `query Search($search: String!, $pageSize: Int!, $currentPage: Int!, $sort: ProductAttributeSortInput,
    $filter: ProductAttributeFilterInput) {
  products(search: $search, pageSize: $pageSize, currentPage: $currentPage, sort: $sort, filter: $filter) {
    total_count
    page_info { current_page page_size total_pages }
    items { ${PRODUCT_CARD} }
    ${AGGREGATIONS}
    suggestions { search }
  }
}`;

/** A configurable product page: the detail fields the page reads (schema/product.graphql) by url key. */
export const PRODUCT_PAGE = `query ProductPage($urlKey: String!) {
  products(filter: { url_key: { eq: $urlKey } }) {
    items {
      ${PRODUCT_CARD}
      type_id created_at new_from_date new_to_date meta_title meta_keyword meta_description canonical_url
      description { html } short_description { html }
      image { url label sizes { small { url width } large { url width } } }
      media_gallery { url label position disabled }
      special_price special_from_date special_to_date manufacturer_price
      only_x_left_in_stock stock_qty stock_display_limit is_new is_sale
      labels { code kind text background_color text_color }
      delivery_time { color long short icon priority }
      information_attributes { code label value }
      filter_attributes { code label values { value label } }
      ... on ConfigurableProduct {
        configurable_options { uid attribute_code label position values { uid label swatch_data { value } } }
        variants {
          attributes { code label value_index uid }
          product { uid sku name stock_status weight price_range { minimum_price { final_price { value currency } } } }
        }
      }
    }
  }
}`;

export const ROUTE = `query Route($url: String!) {
  route(url: $url) {
    __typename type relative_url redirect_code
    ... on ProductInterface { uid sku name url_key }
    ... on CategoryTree { uid id name url_path is_anchor default_sort_by }
  }
}`;

export const SUGGESTIONS = `query Suggestions($text: String!) {
  searchSuggestions(text: $text) {
    query_text
    search_suggestions { search }
    search_recommendations { ${PRODUCT_CARD} }
  }
}`;
