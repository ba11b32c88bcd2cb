import { type FormFieldDefinition, formatMessage, type Language, validateFormField } from '@shop/validation';
import { describe, expect, it } from 'vitest';
import { data, graphql, inputErrorMessage, perStore, STORE_CODES, type StoreCode } from './graphql.js';

// ---------------------------------------------------------------------------------------------
// CMS pages and blocks
// ---------------------------------------------------------------------------------------------

interface CmsPage {
  identifier: string;
  url_key: string;
  title: string;
  content: string;
  content_heading: string | null;
  page_layout: string;
  meta_title: string | null;
  meta_description: string | null;
  meta_keywords: string | null;
  relative_url: string;
  redirect_code: number;
  type: string;
}

const PAGE_FIELDS = `identifier url_key title content content_heading page_layout meta_title meta_description
  meta_keywords relative_url redirect_code type`;

/** The pages with ids 1–20 (aliases), so the tests learn the seeded pages from the api. */
async function pagesById(store: StoreCode): Promise<Map<number, CmsPage>> {
  const ids = Array.from({ length: 20 }, (_, index) => index + 1);
  const query = `{ ${ids.map((id) => `p${id}: cmsPage(id: ${id}) { ${PAGE_FIELDS} }`).join(' ')} }`;
  const answer = data(await graphql<Record<string, CmsPage | null>>(query, { store }));
  const pages = new Map<number, CmsPage>();
  for (const id of ids) {
    const page = answer[`p${id}`];
    if (page) pages.set(id, page);
  }
  return pages;
}

describe('cmsPage', () => {
  it('answers a page by id and the same page by identifier, in each store view with its own texts', async () => {
    const byStore = Object.fromEntries(
      await Promise.all(STORE_CODES.map(async (store) => [store, await pagesById(store)] as const)),
    ) as Record<StoreCode, Map<number, CmsPage>>;
    expect(byStore.de.size).toBeGreaterThan(1);
    for (const [id, page] of byStore.de) {
      const nl = byStore.nl.get(id);
      const en = byStore.en.get(id);
      // The same page in every view, with the texts of that view.
      expect(nl?.identifier).toBe(page.identifier);
      expect(en?.identifier).toBe(page.identifier);
      expect(page.type).toBe('CMS_PAGE');
      expect(page.redirect_code).toBe(0);
      expect(page.relative_url).toBe(page.url_key);
      expect(page.content).not.toContain('{{');
      for (const store of STORE_CODES) {
        const byIdentifier = data(
          await graphql<{ cmsPage: CmsPage }>(
            `query ($identifier: String) { cmsPage(identifier: $identifier) { ${PAGE_FIELDS} } }`,
            { store, variables: { identifier: page.identifier } },
          ),
        ).cmsPage;
        expect(byIdentifier).toEqual(byStore[store].get(id));
      }
    }
    // Pages with texts: the German, Dutch and English versions differ.
    const translated = [...byStore.de].filter(([id, page]) => byStore.en.get(id)?.title !== page.title);
    expect(translated.length).toBeGreaterThan(0);
    for (const [id, page] of translated) {
      expect(byStore.en.get(id)?.content).not.toBe(page.content);
      expect(byStore.nl.get(id)?.content).not.toBe(page.content);
    }
  });

  it('expands {{media url=…}} in content to the media url', async () => {
    const pages = [...(await pagesById('en')).values()];
    const withImage = pages.filter((page) => page.content.includes('<img'));
    expect(withImage.length).toBeGreaterThan(0);
    for (const page of withImage) expect(page.content).toMatch(/<img[^>]+src="\/media\/[^"{}]+"/);
  });

  it('answers null for an unknown identifier or id and an input error without either', async () => {
    const answer = data(
      await graphql<{ a: unknown; b: unknown }>(
        '{ a: cmsPage(identifier: "no-such-page") { title } b: cmsPage(id: 999999) { title } }',
      ),
    );
    expect(answer).toEqual({ a: null, b: null });
    expect(inputErrorMessage(await graphql('{ cmsPage { title } }'))).toMatch(/identifier/);
  });
});

describe('cmsBlocks', () => {
  const query = `query ($ids: [String]) { cmsBlocks(identifiers: $ids) { items { identifier title content } } }`;

  it('answers the blocks in the order asked, leaves unknown ones out, with each view its texts', async () => {
    const ids = ['usp', 'no-such-block', 'footer-contact'];
    const byStore = await perStore<{
      cmsBlocks: { items: { identifier: string; title: string; content: string }[] };
    }>(query, { ids });
    for (const store of STORE_CODES) {
      expect(byStore[store].cmsBlocks.items.map((block) => block.identifier)).toEqual([
        'usp',
        'footer-contact',
      ]);
      for (const block of byStore[store].cmsBlocks.items) {
        expect(block.content.length).toBeGreaterThan(0);
        expect(block.content).not.toContain('{{');
      }
    }
    const reversed = await graphql<{ cmsBlocks: { items: { identifier: string }[] } }>(query, {
      store: 'de',
      variables: { ids: ['footer-contact', 'usp'] },
    });
    expect(data(reversed).cmsBlocks.items.map((block) => block.identifier)).toEqual([
      'footer-contact',
      'usp',
    ]);
    const contents = STORE_CODES.map((store) => byStore[store].cmsBlocks.items[0]?.content);
    expect(new Set(contents).size).toBe(3);
  });

  it('answers an empty list for unknown or no identifiers', async () => {
    expect(data(await graphql(query, { variables: { ids: ['nope'] } }))).toEqual({
      cmsBlocks: { items: [] },
    });
    expect(data(await graphql(query, { variables: { ids: [] } }))).toEqual({ cmsBlocks: { items: [] } });
  });
});

// ---------------------------------------------------------------------------------------------
// Sliders and landing pages
// ---------------------------------------------------------------------------------------------

interface Slider {
  identifier: string;
  title: string;
  fullwidth: boolean;
  location: string;
  page_id: number | null;
  slides: {
    title: string | null;
    description: string | null;
    link: string | null;
    buttonText: string | null;
    media: {
      url: string;
      type: string;
      previewType: string;
      sizes: { width: number; height: number; url: string }[];
    };
  }[];
}

const SLIDER_FIELDS = `identifier title fullwidth location page_id
  slides { title description link buttonText media { url type previewType sizes { width height url } } }`;

describe('getTailoredSlider', () => {
  it('answers the home page sliders in every view, slides with media sizes smallest to largest', async () => {
    const byStore = await perStore<{ getTailoredSlider: Slider[] }>(
      `{ getTailoredSlider(page_type: HOME) { ${SLIDER_FIELDS} } }`,
    );
    const sliders = byStore.de.getTailoredSlider;
    expect(sliders.length).toBeGreaterThan(0);
    for (const store of STORE_CODES) {
      const list = byStore[store].getTailoredSlider;
      expect(list.map((slider) => slider.identifier)).toEqual(sliders.map((slider) => slider.identifier));
      for (const slider of list) {
        expect(slider.location).toBe('HOME');
        expect(slider.slides.length).toBeGreaterThan(0);
        for (const slide of slider.slides) {
          const widths = slide.media.sizes.map((size) => size.width);
          expect(widths.length).toBeGreaterThan(0);
          expect(widths).toEqual([...widths].sort((a, b) => a - b));
          for (const size of slide.media.sizes) expect(size.url).toMatch(/^\/media\//);
          expect(slide.media.url).toMatch(/^(\/media\/|https:)/);
        }
      }
    }
    const titles = STORE_CODES.map((store) => byStore[store].getTailoredSlider[0]?.slides[0]?.title);
    expect(new Set(titles).size).toBe(3);
  });

  it('answers sliders by identifier in the order asked, leaving unknown ones out', async () => {
    const home = data(
      await graphql<{ getTailoredSlider: Slider[] }>('{ getTailoredSlider(page_type: HOME) { identifier } }'),
    )
      .getTailoredSlider.map((slider) => slider.identifier)
      .reverse();
    const answer = data(
      await graphql<{ getTailoredSlider: Slider[] }>(
        'query ($ids: [String]) { getTailoredSlider(identifiers: $ids) { identifier } }',
        { variables: { ids: [...home, 'no-such-slider'] } },
      ),
    );
    expect(answer.getTailoredSlider.map((slider) => slider.identifier)).toEqual(home);
  });

  it('needs a page type or identifiers', async () => {
    expect(inputErrorMessage(await graphql('{ getTailoredSlider { identifier } }'))).toMatch(/page_type/);
    expect(
      data(await graphql('{ getTailoredSlider(page_type: CATEGORY, page_id: -1) { identifier } }')),
    ).toEqual({
      getTailoredSlider: [],
    });
  });
});

interface LandingPage {
  identifier: string;
  title: string;
  content: string | null;
  secondary_content: string | null;
  product_filters: string;
  relative_url: string;
  redirect_code: number;
  type: string;
  meta_title: string | null;
  meta_description: string | null;
}

const LANDING_FIELDS = `identifier title content secondary_content product_filters relative_url redirect_code type
  meta_title meta_description meta_keywords`;

/** Landing pages the home sliders link to (the api has no list of landing pages). */
async function linkedLandingPages(store: StoreCode): Promise<LandingPage[]> {
  const sliders = data(
    await graphql<{ getTailoredSlider: Slider[] }>(
      '{ getTailoredSlider(page_type: HOME) { slides { link } } }',
      {
        store,
      },
    ),
  ).getTailoredSlider;
  const links = sliders.flatMap((slider) =>
    slider.slides.flatMap((slide) => (slide.link ? [slide.link] : [])),
  );
  const pages: LandingPage[] = [];
  for (const link of links) {
    const answer = data(
      await graphql<{ landingPage: LandingPage | null }>(
        `query ($url: String) { landingPage(relative_url: $url) { ${LANDING_FIELDS} } }`,
        { store, variables: { url: link } },
      ),
    );
    if (answer.landingPage) pages.push(answer.landingPage);
  }
  return pages;
}

interface ProductsPage {
  total_count: number;
  page_info: { current_page: number; page_size: number; total_pages: number };
  items: { sku: string; name: string }[];
  aggregations: { attribute_code: string; options: unknown[] | null }[];
}

describe('landingPage', () => {
  it('answers the page by relative url and by identifier in each view with its own texts', async () => {
    const de = await linkedLandingPages('de');
    expect(de.length).toBeGreaterThan(0);
    for (const page of de) {
      expect(page.type).toBe('LANDING_PAGE');
      expect(page.redirect_code).toBe(0);
      expect(JSON.parse(page.product_filters)).toBeTypeOf('object');
      const byStore = await perStore<{ landingPage: LandingPage }>(
        `query ($id: String) { landingPage(identifier: $id) { ${LANDING_FIELDS} } }`,
        { id: page.identifier },
      );
      expect(byStore.de.landingPage).toEqual(page);
      expect(new Set(STORE_CODES.map((store) => byStore[store].landingPage.title)).size).toBe(3);
      expect(new Set(STORE_CODES.map((store) => byStore[store].landingPage.content)).size).toBe(3);
      // The same stored filter in every view.
      expect(byStore.nl.landingPage.product_filters).toBe(page.product_filters);
      const byUrl = data(
        await graphql<{ landingPage: LandingPage }>(
          `query ($url: String) { landingPage(relative_url: $url) { ${LANDING_FIELDS} } }`,
          { store: 'nl', variables: { url: byStore.nl.landingPage.relative_url } },
        ),
      );
      expect(byUrl.landingPage).toEqual(byStore.nl.landingPage);
    }
  });

  it('lists its products exactly as products() does with the page filter: 15 a page, page 1 by default', async () => {
    const pages = await linkedLandingPages('en');
    expect(pages.length).toBeGreaterThan(0);
    const productFields = `total_count page_info { current_page page_size total_pages } items { sku name }
      aggregations { attribute_code label count min_value max_value options { label value count } }`;
    for (const page of pages) {
      const filter = JSON.parse(page.product_filters);
      const landing = data(
        await graphql<{ landingPage: { products: ProductsPage; second: ProductsPage } }>(
          `query ($id: String) { landingPage(identifier: $id) {
             products { ${productFields} } second: products(currentPage: 2, pageSize: 5) { ${productFields} } } }`,
          { store: 'en', variables: { id: page.identifier } },
        ),
      ).landingPage;
      const direct = data(
        await graphql<{ products: ProductsPage; second: ProductsPage }>(
          `query ($filter: ProductAttributeFilterInput) {
             products(filter: $filter, pageSize: 15, currentPage: 1) { ${productFields} }
             second: products(filter: $filter, pageSize: 5, currentPage: 2) { ${productFields} } }`,
          { store: 'en', variables: { filter } },
        ),
      );
      expect(landing.products.page_info).toMatchObject({ current_page: 1, page_size: 15 });
      expect(landing.products.total_count).toBeGreaterThan(0);
      expect(landing.products.aggregations.map((entry) => entry.attribute_code)).toContain('price');
      expect(landing.products).toEqual(direct.products);
      expect(landing.second).toEqual(direct.second);
      // The page's filter narrows the catalogue.
      const all = data(
        await graphql<{ products: ProductsPage }>('{ products(pageSize: 1) { total_count } }', {
          store: 'en',
        }),
      );
      expect(landing.products.total_count).toBeLessThan(all.products.total_count);
    }
  });

  it('answers null for an unknown page and an input error without identifier or url', async () => {
    expect(
      data(
        await graphql(
          '{ a: landingPage(identifier: "nope") { title } b: landingPage(relative_url: "/nope") { title } }',
        ),
      ),
    ).toEqual({ a: null, b: null });
    expect(inputErrorMessage(await graphql('{ landingPage { title } }'))).toMatch(/identifier/);
  });
});

// ---------------------------------------------------------------------------------------------
// Blog
// ---------------------------------------------------------------------------------------------

interface BlogPost {
  post_id: number;
  identifier: string;
  title: string;
  post_url: string;
  creation_time: string;
  short_filtered_content: string;
  filtered_content: string;
  featured_image: string | null;
  first_image: string | null;
  author: { author_id: number; name: string; identifier: string; author_url: string } | null;
  categories: {
    category_id: number;
    title: string;
    url_key: string;
    category_url_path: string;
    identifier: string;
  }[];
  meta_title: string | null;
}

interface BlogPage {
  total_count: number;
  total_pages: number;
  page_info: { current_page: number; page_size: number; total_pages: number };
  items: BlogPost[];
}

const POST_FIELDS = `post_id identifier title post_url creation_time short_filtered_content filtered_content
  featured_image first_image meta_title author { author_id name identifier author_url }
  categories { category_id identifier title url_key category_url_path }`;

describe('blogPosts and blogPost', () => {
  it('pages 9 posts, newest first, with consistent page info, through every page', async () => {
    const first = data(
      await graphql<{ blogPosts: BlogPage }>(
        `{ blogPosts { total_count total_pages page_info { current_page page_size total_pages } items { ${POST_FIELDS} } } }`,
        {
          store: 'de',
        },
      ),
    ).blogPosts;
    expect(first.total_count).toBeGreaterThan(9);
    expect(first.page_info).toEqual({
      current_page: 1,
      page_size: 9,
      total_pages: Math.ceil(first.total_count / 9),
    });
    expect(first.total_pages).toBe(first.page_info.total_pages);
    const all: BlogPost[] = [...first.items];
    for (let page = 2; page <= first.total_pages; page++) {
      const next = data(
        await graphql<{ blogPosts: BlogPage }>(
          `query ($page: Int) { blogPosts(currentPage: $page) { total_count page_info { current_page page_size total_pages } items { ${POST_FIELDS} } } }`,
          { store: 'de', variables: { page } },
        ),
      ).blogPosts;
      expect(next.page_info).toEqual({ ...first.page_info, current_page: page });
      expect(next.items.length).toBe(
        page < first.total_pages ? 9 : first.total_count - 9 * (first.total_pages - 1),
      );
      all.push(...next.items);
    }
    expect(all).toHaveLength(first.total_count);
    expect(new Set(all.map((post) => post.identifier)).size).toBe(first.total_count);
    const times = all.map((post) => Date.parse(post.creation_time));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    for (const post of all) {
      expect(post.post_url).toBe(`/blog/${post.identifier}`);
      expect(post.filtered_content).not.toContain('{{');
      expect(post.categories.length).toBeGreaterThan(0);
      expect(post.author?.name).toBeTruthy();
    }

    const oldest = data(
      await graphql<{ blogPosts: BlogPage }>(
        '{ blogPosts(sort: ASC, pageSize: 3) { items { identifier } } }',
        { store: 'de' },
      ),
    ).blogPosts;
    expect(oldest.items.map((post) => post.identifier)).toEqual(
      all
        .slice(-3)
        .reverse()
        .map((post) => post.identifier),
    );
  });

  it('refuses a page beyond the last one and a page size outside 1–100', async () => {
    const { blogPosts } = data(await graphql<{ blogPosts: BlogPage }>('{ blogPosts { total_pages } }'));
    const beyond = await graphql(
      `{ blogPosts(currentPage: ${blogPosts.total_pages + 1}) { items { identifier } } }`,
    );
    expect(inputErrorMessage(beyond)).toContain(`${blogPosts.total_pages} page(s)`);
    expect(inputErrorMessage(await graphql('{ blogPosts(pageSize: 0) { total_count } }'))).toMatch(
      /pageSize/,
    );
    expect(inputErrorMessage(await graphql('{ blogPosts(currentPage: 0) { total_count } }'))).toMatch(
      /currentPage/,
    );
  });

  it('answers one post by identifier in each view with its own texts, null when unknown', async () => {
    const [latest] = data(
      await graphql<{ blogPosts: BlogPage }>(`{ blogPosts(pageSize: 1) { items { ${POST_FIELDS} } } }`, {
        store: 'nl',
      }),
    ).blogPosts.items;
    expect(latest).toBeDefined();
    const byStore = await perStore<{ blogPost: BlogPost }>(
      `query ($id: String!) { blogPost(identifier: $id) { ${POST_FIELDS} } }`,
      { id: latest?.identifier },
    );
    expect(byStore.nl.blogPost).toEqual(latest);
    expect(new Set(STORE_CODES.map((store) => byStore[store].blogPost.title)).size).toBe(3);
    expect(
      new Set(STORE_CODES.map((store) => byStore[store].blogPost.categories[0]?.title)).size,
    ).toBeGreaterThan(1);
    expect(byStore.de.blogPost.post_id).toBe(latest?.post_id);
    expect(data(await graphql('{ blogPost(identifier: "no-such-post") { title } }'))).toEqual({
      blogPost: null,
    });
  });

  it('filters by blog category and lists the categories', async () => {
    const { blogCategories } = data(
      await graphql<{ blogCategories: { identifier: string; url_key: string; title: string }[] }>(
        '{ blogCategories { identifier url_key title } }',
        { store: 'en' },
      ),
    );
    expect(blogCategories.length).toBeGreaterThan(1);
    const { blogPosts: everything } = data(
      await graphql<{ blogPosts: BlogPage }>('{ blogPosts { total_count } }'),
    );
    let sum = 0;
    for (const category of blogCategories) {
      const byKey = data(
        await graphql<{ blogPosts: BlogPage }>(
          `query ($c: String) { blogPosts(category: $c, pageSize: 100) { total_count items { categories { identifier } } } }`,
          { store: 'en', variables: { c: category.url_key } },
        ),
      ).blogPosts;
      for (const post of byKey.items) {
        expect(post.categories.map((entry) => entry.identifier)).toContain(category.identifier);
      }
      sum += byKey.total_count;
    }
    expect(sum).toBeGreaterThanOrEqual(everything.total_count);
  });
});

// ---------------------------------------------------------------------------------------------
// FAQ and global messages
// ---------------------------------------------------------------------------------------------

interface FaqAnswer {
  faq: {
    total_count: number;
    page_info: { current_page: number; page_size: number; total_pages: number };
    items: {
      category_id: number;
      title: string;
      url_key: string;
      url: string;
      faq: { total_count: number; items: { question: string; short_answer: string; long_answer: string }[] };
    }[];
  };
}

const FAQ_QUERY = `query ($size: Int, $page: Int) { faq(pageSize: $size, currentPage: $page) {
  total_count page_info { current_page page_size total_pages }
  items { category_id title url_key url faq { total_count items { question short_answer long_answer } } } } }`;

describe('faq', () => {
  it('answers categories with their questions in each view with its own texts', async () => {
    const byStore = await perStore<FaqAnswer>(FAQ_QUERY, { size: 100 });
    const de = byStore.de.faq;
    expect(de.total_count).toBe(de.items.length);
    expect(de.items.length).toBeGreaterThan(0);
    for (const store of STORE_CODES) {
      const faq = byStore[store].faq;
      expect(faq.items.map((category) => category.category_id)).toEqual(
        de.items.map((category) => category.category_id),
      );
      for (const category of faq.items) {
        expect(category.faq.total_count).toBe(category.faq.items.length);
        expect(category.faq.items.length).toBeGreaterThan(0);
        expect(category.url).toBe(`faq/${category.url_key}`);
      }
    }
    const questions = STORE_CODES.map((store) => byStore[store].faq.items[0]?.faq.items[0]?.question);
    expect(new Set(questions).size).toBe(3);
  });

  it('pages the categories', async () => {
    const all = data(await graphql<FaqAnswer>(FAQ_QUERY, { variables: { size: 100 } })).faq;
    const second = data(await graphql<FaqAnswer>(FAQ_QUERY, { variables: { size: 2, page: 2 } })).faq;
    expect(second.page_info).toEqual({
      current_page: 2,
      page_size: 2,
      total_pages: Math.ceil(all.total_count / 2),
    });
    expect(second.items.map((category) => category.category_id)).toEqual(
      all.items.slice(2, 4).map((category) => category.category_id),
    );
    const beyond = await graphql(FAQ_QUERY, { variables: { size: 100, page: 2 } });
    expect(inputErrorMessage(beyond)).toContain('1 page(s)');
  });
});

describe('globalMessages', () => {
  it('answers the active messages with colours, in each view with its own text', async () => {
    const byStore = await perStore<{
      globalMessages: { id: number; text: string; background_color: string; text_color: string }[];
    }>('{ globalMessages { id text background_color text_color } }');
    const ids = byStore.de.globalMessages.map((message) => message.id);
    expect(ids.length).toBeGreaterThan(0);
    for (const store of STORE_CODES) {
      expect(byStore[store].globalMessages.map((message) => message.id)).toEqual(ids);
      for (const message of byStore[store].globalMessages) {
        expect(message.background_color).toMatch(/^#[0-9a-f]{6}$/i);
        expect(message.text_color).toMatch(/^#[0-9a-f]{6}$/i);
        expect(message.text.length).toBeGreaterThan(0);
      }
    }
    expect(new Set(STORE_CODES.map((store) => byStore[store].globalMessages[0]?.text)).size).toBe(3);
  });
});

// ---------------------------------------------------------------------------------------------
// Dynamic forms
// ---------------------------------------------------------------------------------------------

interface FormField {
  name: string;
  label: string;
  type: string;
  inputType: string | null;
  value: string | null;
  checkedValue: string | null;
  uncheckedValue: string | null;
  placeholder: string | null;
  options: { label: string; value: string }[] | null;
  validation: { type: string; additional: string | null }[];
}

interface DynamicForm {
  identifier: string;
  type: string;
  title: string;
  showFieldsetsAsPages: boolean;
  fieldsets: { title: string; fields: FormField[] }[];
}

const FORM_QUERY = `query ($type: DynamicFormType!) { form(type: $type) { identifier type title showFieldsetsAsPages
  fieldsets { title fields { name label type inputType value checkedValue uncheckedValue placeholder
    options { label value } validation { type additional } } } } }`;

const SUBMIT = `mutation ($input: SubmitFormInput!) { submitForm(input: $input) {
  has_errors thank_you_message fields { name label errors { code message } } } }`;

interface SubmitAnswer {
  submitForm: {
    has_errors: boolean;
    thank_you_message: string | null;
    fields: { name: string; label: string; errors: { code: string; message: string }[] }[];
  };
}

const FORM_TYPES = ['contact', 'product', 'category'] as const;

async function loadForms(store: StoreCode): Promise<DynamicForm[]> {
  return Promise.all(
    FORM_TYPES.map(async (type) => {
      const { form } = data(await graphql<{ form: DynamicForm }>(FORM_QUERY, { store, variables: { type } }));
      return form;
    }),
  );
}

function fieldsOf(form: DynamicForm): FormField[] {
  return form.fieldsets.flatMap((fieldset) => fieldset.fields);
}

function definition(field: FormField): FormFieldDefinition {
  return {
    name: field.name,
    label: field.label,
    type: field.type,
    checkedValue: field.checkedValue,
    uncheckedValue: field.uncheckedValue,
    validation: field.validation.map((rule) => ({
      type: rule.type as NonNullable<FormFieldDefinition['validation']>[number]['type'],
      additional: rule.additional,
    })),
  };
}

/** A value that breaks `rule` (and what else it breaks does not matter). */
function breaking(rule: { type: string; additional: string | null }): string {
  const count = Number(rule.additional);
  switch (rule.type) {
    case 'required':
      return '';
    case 'alphanumeric':
      return 'abc-123';
    case 'alphanumeric_with_spaces':
      return 'abc!';
    case 'letters_only':
      return 'abc1';
    case 'email':
      return 'not-an-email';
    case 'url':
      return 'not a url';
    case 'numeric':
      return '12a';
    case 'numeric_with_decimals':
      return '1,2,3';
    case 'no_html':
      return '<b>bold</b>';
    case 'min_length':
      return 'a'.repeat(Math.max(0, count - 1));
    case 'max_length':
      return 'a'.repeat(count + 1);
    default:
      throw new Error(`no breaking value for ${rule.type}`);
  }
}

/** A value that passes all of a field's rules, checked with the same package the api uses. */
function passing(field: FormField): string {
  if (field.options?.length) return field.options[0]?.value ?? '';
  if (field.type === 'checkbox') return field.checkedValue ?? '1';
  const candidates = [
    'Anna',
    'abc123',
    'Anna Berg',
    'test@example.com',
    'https://www.example.com',
    '12',
    '12.5',
    'A question long enough for every minimum.',
  ];
  const value = candidates.find((candidate) => validateFormField(definition(field), candidate).length === 0);
  if (value === undefined) throw new Error(`no passing value for ${field.name}`);
  return value;
}

describe('form', () => {
  it('answers the contact, product and category forms in each view with their own texts', async () => {
    const byStore = Object.fromEntries(
      await Promise.all(STORE_CODES.map(async (store) => [store, await loadForms(store)] as const)),
    ) as Record<StoreCode, DynamicForm[]>;
    for (const [index, type] of FORM_TYPES.entries()) {
      const de = byStore.de[index] as DynamicForm;
      expect(de.type).toBe(type);
      expect(fieldsOf(de).length).toBeGreaterThan(0);
      for (const store of STORE_CODES) {
        const form = byStore[store][index] as DynamicForm;
        expect(form.identifier).toBe(de.identifier);
        expect(fieldsOf(form).map((field) => field.name)).toEqual(fieldsOf(de).map((field) => field.name));
      }
      const labels = STORE_CODES.map((store) =>
        fieldsOf(byStore[store][index] as DynamicForm)
          .map((field) => field.label)
          .join('|'),
      );
      expect(new Set(labels).size).toBe(3);
    }
  });

  it('refuses an unknown form type', async () => {
    const response = await graphql('{ form(type: newsletter) { title } }');
    expect(response.body.errors?.[0]?.message).toMatch(/newsletter/);
  });
});

describe('submitForm', () => {
  it("answers every rule's message per field in the store view's language and has_errors", async () => {
    const seen = new Set<string>();
    for (const store of STORE_CODES) {
      for (const form of await loadForms(store)) {
        for (const field of fieldsOf(form)) {
          for (const rule of field.validation) {
            const value = breaking(rule);
            const answer = data(
              await graphql<SubmitAnswer>(SUBMIT, {
                method: 'POST',
                store,
                variables: { input: { type: form.type, fields: [{ name: field.name, value }] } },
              }),
            ).submitForm;
            expect(answer.has_errors).toBe(true);
            expect(answer.thank_you_message).toBeNull();
            const reported = answer.fields.find((entry) => entry.name === field.name);
            expect(reported?.label).toBe(field.label);
            const key = `form.${rule.type}` as Parameters<typeof formatMessage>[1];
            const params = rule.type.endsWith('_length') ? { count: Number(rule.additional) } : undefined;
            expect(reported?.errors).toContainEqual({
              code: key,
              message: formatMessage(store as Language, key, params),
            });
            seen.add(rule.type);
          }
        }
      }
    }
    // The seeded forms use every rule of docs/BEHAVIOUR.md#validation.
    expect([...seen].sort()).toEqual(
      [
        'alphanumeric',
        'alphanumeric_with_spaces',
        'email',
        'letters_only',
        'max_length',
        'min_length',
        'no_html',
        'numeric',
        'numeric_with_decimals',
        'required',
        'url',
      ].sort(),
    );
  });

  it('reports an unticked required checkbox and every missing required field', async () => {
    const [contact] = await loadForms('nl');
    const fields = fieldsOf(contact as DynamicForm);
    const checkbox = fields.find(
      (field) => field.type === 'checkbox' && field.validation.some((r) => r.type === 'required'),
    );
    expect(checkbox).toBeDefined();
    const answer = data(
      await graphql<SubmitAnswer>(SUBMIT, {
        method: 'POST',
        store: 'nl',
        variables: {
          input: { type: 'contact', fields: [{ name: checkbox?.name, value: checkbox?.uncheckedValue }] },
        },
      }),
    ).submitForm;
    const required = fields.filter((field) => field.validation.some((rule) => rule.type === 'required'));
    expect(answer.fields.map((field) => field.name)).toEqual(required.map((field) => field.name));
    for (const field of answer.fields) {
      expect(field.errors).toEqual([
        { code: 'form.required', message: formatMessage('nl', 'form.required') },
      ]);
    }
  });

  it('accepts valid answers with the thank-you message of the view', async () => {
    const messages: string[] = [];
    for (const store of STORE_CODES) {
      for (const form of await loadForms(store)) {
        const fields = fieldsOf(form)
          .filter((field) => field.type !== 'hidden')
          .map((field) => ({ name: field.name, value: passing(field) }));
        const answer = data(
          await graphql<SubmitAnswer>(SUBMIT, {
            method: 'POST',
            store,
            variables: { input: { type: form.type, fields } },
          }),
        ).submitForm;
        expect(answer).toEqual({ has_errors: false, thank_you_message: expect.any(String), fields: [] });
        messages.push(answer.thank_you_message ?? '');
      }
    }
    expect(new Set(messages).size).toBe(messages.length);
  });

  it('refuses unknown field names and choices outside the options as input errors', async () => {
    const submit = (fields: unknown[]) =>
      graphql(SUBMIT, { method: 'POST', store: 'en', variables: { input: { type: 'contact', fields } } });
    const unknown = await submit([
      { name: 'email', value: 'a@example.com' },
      { name: 'favourite_colour', value: 'blue' },
    ]);
    expect(inputErrorMessage(unknown)).toContain('favourite_colour');
    const [contact] = await loadForms('en');
    const select = fieldsOf(contact as DynamicForm).find((field) => field.options?.length);
    expect(select).toBeDefined();
    expect(inputErrorMessage(await submit([{ name: select?.name, value: 'not-an-option' }]))).toContain(
      'not-an-option',
    );
  });
});
