-- Store views and the catalogue core: categories, products, attributes, media, url rewrites.
-- Global facts live in the entity table; texts that differ per store view live in *_store tables.
-- Catalogue prices are entered including tax (German/Dutch B2C); carts derive the excl. amounts.

CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE TABLE store (
  code text PRIMARY KEY,
  name text NOT NULL,
  language text NOT NULL,
  locale text NOT NULL,
  search_config regconfig NOT NULL,
  base_currency_code text NOT NULL,
  default_display_currency_code text NOT NULL,
  root_category_id integer NOT NULL,
  is_default boolean NOT NULL DEFAULT false,
  sort_order integer NOT NULL DEFAULT 0,
  timezone text NOT NULL DEFAULT 'Europe/Berlin',
  grid_per_page integer NOT NULL DEFAULT 12,
  default_sort_by text NOT NULL DEFAULT 'name',
  base_url text NOT NULL DEFAULT '/'
);
CREATE UNIQUE INDEX store_single_default ON store (is_default) WHERE is_default;

CREATE TABLE delivery_time (
  id integer PRIMARY KEY,
  color text NOT NULL,
  icon text,
  priority integer NOT NULL DEFAULT 0
);

CREATE TABLE delivery_time_store (
  delivery_time_id integer NOT NULL REFERENCES delivery_time (id) ON DELETE CASCADE,
  store_code text NOT NULL REFERENCES store (code) ON DELETE CASCADE,
  short_text text NOT NULL,
  long_text text NOT NULL,
  PRIMARY KEY (delivery_time_id, store_code)
);

CREATE TABLE category (
  id integer PRIMARY KEY,
  parent_id integer REFERENCES category (id) ON DELETE CASCADE,
  -- slash-separated ids from the tree root, e.g. '1/3/12'
  path text NOT NULL,
  level integer NOT NULL,
  position integer NOT NULL DEFAULT 0,
  is_anchor boolean NOT NULL DEFAULT true,
  is_active boolean NOT NULL DEFAULT true,
  include_in_menu boolean NOT NULL DEFAULT true,
  image text,
  default_sort_by text,
  available_sort_by text[],
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX category_parent ON category (parent_id, position);
CREATE INDEX category_path ON category (path text_pattern_ops);

CREATE TABLE category_store (
  category_id integer NOT NULL REFERENCES category (id) ON DELETE CASCADE,
  store_code text NOT NULL REFERENCES store (code) ON DELETE CASCADE,
  name text NOT NULL,
  url_key text NOT NULL,
  url_path text NOT NULL,
  description text,
  meta_title text,
  meta_keywords text,
  meta_description text,
  PRIMARY KEY (category_id, store_code),
  UNIQUE (store_code, url_path)
);

-- Attributes shown as filters (select/multiselect) and as information (text) on products.
CREATE TABLE attribute (
  code text PRIMARY KEY,
  frontend_input text NOT NULL CHECK (frontend_input IN ('select', 'multiselect', 'text', 'textarea', 'boolean', 'price')),
  is_filterable boolean NOT NULL DEFAULT false,
  is_searchable boolean NOT NULL DEFAULT false,
  is_comparable boolean NOT NULL DEFAULT false,
  is_visible_on_front boolean NOT NULL DEFAULT false,
  swatch_type text CHECK (swatch_type IN ('color', 'image', 'text')),
  position integer NOT NULL DEFAULT 0
);

CREATE TABLE attribute_store (
  attribute_code text NOT NULL REFERENCES attribute (code) ON DELETE CASCADE,
  store_code text NOT NULL REFERENCES store (code) ON DELETE CASCADE,
  label text NOT NULL,
  PRIMARY KEY (attribute_code, store_code)
);

CREATE TABLE attribute_option (
  id integer PRIMARY KEY,
  attribute_code text NOT NULL REFERENCES attribute (code) ON DELETE CASCADE,
  position integer NOT NULL DEFAULT 0,
  -- colour hex for colour swatches, image path for image swatches
  swatch_value text
);
CREATE INDEX attribute_option_attribute ON attribute_option (attribute_code, position);

CREATE TABLE attribute_option_store (
  option_id integer NOT NULL REFERENCES attribute_option (id) ON DELETE CASCADE,
  store_code text NOT NULL REFERENCES store (code) ON DELETE CASCADE,
  label text NOT NULL,
  PRIMARY KEY (option_id, store_code)
);

CREATE TABLE product (
  id integer PRIMARY KEY,
  sku text NOT NULL UNIQUE,
  type_id text NOT NULL CHECK (type_id IN ('simple', 'configurable', 'bundle', 'grouped')),
  -- Magento visibility: 1 not individually, 2 catalog, 3 search, 4 catalog and search
  visibility smallint NOT NULL DEFAULT 4 CHECK (visibility BETWEEN 1 AND 4),
  is_enabled boolean NOT NULL DEFAULT true,
  price numeric(12, 2) NOT NULL DEFAULT 0,
  special_price numeric(12, 2),
  special_from_date date,
  special_to_date date,
  manufacturer_price numeric(12, 2),
  tax_class text NOT NULL DEFAULT 'standard' CHECK (tax_class IN ('standard', 'reduced')),
  weight numeric(10, 3),
  stock_qty integer NOT NULL DEFAULT 0,
  manage_stock boolean NOT NULL DEFAULT true,
  stock_display_limit integer,
  delivery_time_id integer REFERENCES delivery_time (id),
  new_from_date date,
  new_to_date date,
  num_sales integer NOT NULL DEFAULT 0,
  rating_summary numeric(5, 2) NOT NULL DEFAULT 0,
  review_count integer NOT NULL DEFAULT 0,
  unit text,
  is_flooring_product boolean NOT NULL DEFAULT false,
  -- German base-price fields: content per sales unit, the sales unit and the base unit
  inhalt numeric(12, 4),
  verkaufseinheit text,
  grundeinheit text,
  show_size_table boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX product_price ON product (price);
CREATE INDEX product_created ON product (created_at);
CREATE INDEX product_num_sales ON product (num_sales);

CREATE TABLE product_store (
  product_id integer NOT NULL REFERENCES product (id) ON DELETE CASCADE,
  store_code text NOT NULL REFERENCES store (code) ON DELETE CASCADE,
  name text NOT NULL,
  url_key text NOT NULL,
  short_description text,
  description text,
  meta_title text,
  meta_keywords text,
  meta_description text,
  search_vector tsvector,
  PRIMARY KEY (product_id, store_code),
  UNIQUE (store_code, url_key)
);
CREATE INDEX product_store_search ON product_store USING gin (search_vector);
CREATE INDEX product_store_name_trgm ON product_store USING gin (name gin_trgm_ops);
CREATE INDEX product_store_name ON product_store (store_code, name);

-- Full-text vector in the store view's language: name weighs most, then sku, then descriptions.
CREATE FUNCTION product_store_search_vector() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  config regconfig;
  product_sku text;
BEGIN
  SELECT search_config INTO config FROM store WHERE code = NEW.store_code;
  SELECT sku INTO product_sku FROM product WHERE id = NEW.product_id;
  NEW.search_vector :=
    setweight(to_tsvector(config, coalesce(NEW.name, '')), 'A') ||
    setweight(to_tsvector('simple', coalesce(product_sku, '')), 'A') ||
    setweight(to_tsvector(config, coalesce(NEW.short_description, '')), 'B') ||
    setweight(to_tsvector(config, regexp_replace(coalesce(NEW.description, ''), '<[^>]*>', ' ', 'g')), 'C');
  RETURN NEW;
END;
$$;

CREATE TRIGGER product_store_search_vector_trigger
BEFORE INSERT OR UPDATE OF name, short_description, description ON product_store
FOR EACH ROW EXECUTE FUNCTION product_store_search_vector();

CREATE TABLE category_product (
  category_id integer NOT NULL REFERENCES category (id) ON DELETE CASCADE,
  product_id integer NOT NULL REFERENCES product (id) ON DELETE CASCADE,
  position integer NOT NULL DEFAULT 0,
  PRIMARY KEY (category_id, product_id)
);
CREATE INDEX category_product_product ON category_product (product_id);

-- Option values of select/multiselect attributes: what filters and aggregations read.
CREATE TABLE product_attribute_option (
  product_id integer NOT NULL REFERENCES product (id) ON DELETE CASCADE,
  attribute_code text NOT NULL REFERENCES attribute (code) ON DELETE CASCADE,
  option_id integer NOT NULL REFERENCES attribute_option (id) ON DELETE CASCADE,
  PRIMARY KEY (product_id, attribute_code, option_id)
);
CREATE INDEX product_attribute_option_option ON product_attribute_option (attribute_code, option_id);

-- Text values of information attributes, per store view.
CREATE TABLE product_attribute_text (
  product_id integer NOT NULL REFERENCES product (id) ON DELETE CASCADE,
  attribute_code text NOT NULL REFERENCES attribute (code) ON DELETE CASCADE,
  store_code text NOT NULL REFERENCES store (code) ON DELETE CASCADE,
  value text NOT NULL,
  PRIMARY KEY (product_id, attribute_code, store_code)
);

CREATE TABLE product_media (
  id integer PRIMARY KEY,
  product_id integer NOT NULL REFERENCES product (id) ON DELETE CASCADE,
  position integer NOT NULL DEFAULT 0,
  -- path below the api's /media/ route, e.g. 'catalog/product/p-00001-1.svg'
  file text NOT NULL,
  label text,
  media_type text NOT NULL DEFAULT 'image',
  disabled boolean NOT NULL DEFAULT false
);
CREATE INDEX product_media_product ON product_media (product_id, position);

-- Configurable products: the attributes a shopper chooses, and the children they lead to.
CREATE TABLE product_configurable_attribute (
  product_id integer NOT NULL REFERENCES product (id) ON DELETE CASCADE,
  attribute_code text NOT NULL REFERENCES attribute (code),
  position integer NOT NULL DEFAULT 0,
  PRIMARY KEY (product_id, attribute_code)
);

-- Parent/child links: configurable variants, grouped items (with default qty).
CREATE TABLE product_relation (
  parent_id integer NOT NULL REFERENCES product (id) ON DELETE CASCADE,
  child_id integer NOT NULL REFERENCES product (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('configurable', 'grouped')),
  position integer NOT NULL DEFAULT 0,
  qty numeric(12, 4) NOT NULL DEFAULT 1,
  PRIMARY KEY (parent_id, child_id)
);
CREATE INDEX product_relation_child ON product_relation (child_id);

CREATE TABLE bundle_option (
  id integer PRIMARY KEY,
  product_id integer NOT NULL REFERENCES product (id) ON DELETE CASCADE,
  type text NOT NULL CHECK (type IN ('select', 'radio', 'checkbox', 'multi')),
  required boolean NOT NULL DEFAULT true,
  position integer NOT NULL DEFAULT 0
);
CREATE INDEX bundle_option_product ON bundle_option (product_id, position);

CREATE TABLE bundle_option_store (
  option_id integer NOT NULL REFERENCES bundle_option (id) ON DELETE CASCADE,
  store_code text NOT NULL REFERENCES store (code) ON DELETE CASCADE,
  title text NOT NULL,
  PRIMARY KEY (option_id, store_code)
);

CREATE TABLE bundle_selection (
  id integer PRIMARY KEY,
  option_id integer NOT NULL REFERENCES bundle_option (id) ON DELETE CASCADE,
  product_id integer NOT NULL REFERENCES product (id) ON DELETE CASCADE,
  qty numeric(12, 4) NOT NULL DEFAULT 1,
  can_change_quantity boolean NOT NULL DEFAULT false,
  is_default boolean NOT NULL DEFAULT false,
  position integer NOT NULL DEFAULT 0
);
CREATE INDEX bundle_selection_option ON bundle_selection (option_id, position);

-- Related, up-sell and cross-sell links.
CREATE TABLE product_link (
  product_id integer NOT NULL REFERENCES product (id) ON DELETE CASCADE,
  linked_product_id integer NOT NULL REFERENCES product (id) ON DELETE CASCADE,
  link_type text NOT NULL CHECK (link_type IN ('related', 'upsell', 'crosssell')),
  position integer NOT NULL DEFAULT 0,
  PRIMARY KEY (product_id, linked_product_id, link_type)
);

-- Every routable url per store view. redirect_type 0 is the current url of the entity;
-- 301/302 rows are old urls that point at target_path.
CREATE TABLE url_rewrite (
  id integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
  store_code text NOT NULL REFERENCES store (code) ON DELETE CASCADE,
  request_path text NOT NULL,
  target_path text NOT NULL,
  entity_type text NOT NULL CHECK (entity_type IN ('category', 'product', 'cms_page', 'landing_page')),
  entity_id integer NOT NULL,
  redirect_type smallint NOT NULL DEFAULT 0 CHECK (redirect_type IN (0, 301, 302)),
  UNIQUE (store_code, request_path)
);
CREATE INDEX url_rewrite_entity ON url_rewrite (entity_type, entity_id);

-- The price a shopper pays today: the special price while it is valid and lower, else the price.
CREATE FUNCTION product_final_price(
  price numeric, special_price numeric, special_from date, special_to date
) RETURNS numeric
LANGUAGE sql STABLE AS $$
  SELECT CASE
    WHEN special_price IS NOT NULL AND special_price < price
     AND (special_from IS NULL OR special_from <= current_date)
     AND (special_to IS NULL OR special_to >= current_date)
    THEN special_price ELSE price END
$$;

-- What a product costs and whether it can be bought, over its children where it has them:
-- configurable and grouped products span their children; a bundle costs at least the cheapest
-- choice of every required option and at most every option at its dearest. One definition for
-- listing rows, price sorting and price filters.
CREATE FUNCTION product_price_range(p product)
RETURNS TABLE (min_regular numeric, min_final numeric, max_regular numeric, max_final numeric, in_stock boolean)
LANGUAGE sql STABLE AS $$
  SELECT p.price, product_final_price(p.price, p.special_price, p.special_from_date, p.special_to_date),
         p.price, product_final_price(p.price, p.special_price, p.special_from_date, p.special_to_date),
         p.stock_qty > 0 OR NOT p.manage_stock
   WHERE p.type_id = 'simple'
  UNION ALL
  SELECT min(c.price), min(product_final_price(c.price, c.special_price, c.special_from_date, c.special_to_date)),
         max(c.price), max(product_final_price(c.price, c.special_price, c.special_from_date, c.special_to_date)),
         bool_or(c.stock_qty > 0 OR NOT c.manage_stock)
    FROM product_relation r JOIN product c ON c.id = r.child_id AND c.is_enabled
   WHERE r.parent_id = p.id
  HAVING p.type_id IN ('configurable', 'grouped') AND count(*) > 0
  UNION ALL
  SELECT sum(CASE WHEN o.required THEN o.cheapest_regular ELSE 0 END),
         sum(CASE WHEN o.required THEN o.cheapest_final ELSE 0 END),
         sum(o.dearest_regular), sum(o.dearest_final),
         bool_and(NOT o.required OR o.any_in_stock)
    FROM (
      SELECT bo.required,
             min(c.price * bs.qty) AS cheapest_regular,
             min(product_final_price(c.price, c.special_price, c.special_from_date, c.special_to_date) * bs.qty)
               AS cheapest_final,
             CASE WHEN bo.type IN ('checkbox', 'multi') THEN sum(c.price * bs.qty) ELSE max(c.price * bs.qty) END
               AS dearest_regular,
             CASE WHEN bo.type IN ('checkbox', 'multi')
                  THEN sum(product_final_price(c.price, c.special_price, c.special_from_date, c.special_to_date) * bs.qty)
                  ELSE max(product_final_price(c.price, c.special_price, c.special_from_date, c.special_to_date) * bs.qty)
             END AS dearest_final,
             bool_or(c.stock_qty > 0 OR NOT c.manage_stock) AS any_in_stock
        FROM bundle_option bo
        JOIN bundle_selection bs ON bs.option_id = bo.id
        JOIN product c ON c.id = bs.product_id AND c.is_enabled
       WHERE bo.product_id = p.id
       GROUP BY bo.id, bo.required, bo.type
    ) o
  HAVING p.type_id = 'bundle' AND count(*) > 0
$$;
