import type { RequestContext } from '../../context.js';
import { inputError } from '../../errors.js';
import type {
  ProductAttributeFilterInput,
  Resolvers,
  SliderPageType,
} from '../../generated/resolvers-types.js';
import { limitRequest } from '../../rate-limits.js';
import { keyedInputError } from '../../texts.js';
import { searchProducts, toProductsResult } from '../catalog/products.js';
import { loadCmsBlocks } from './blocks.js';
import { type BlogCategoryRow, findBlogCategories, findBlogPost, findBlogPosts } from './blog.js';
import { findFaq } from './faq.js';
import { loadForm, submitForm } from './forms.js';
import { expandMediaDirectives, firstImageSource, mediaUrl } from './html.js';
import { findGlobalMessages } from './messages.js';
import {
  loadCmsPageById,
  loadCmsPageByIdentifier,
  loadLandingPageByIdentifier,
  loadLandingPageByRelativeUrl,
} from './pages.js';
import { checkPaging, pageInfo } from './paging.js';
import { findSliders, type SliderLocation } from './sliders.js';

/** Landing pages list 15 products a page (docs/BEHAVIOUR.md#limits). */
export const LANDING_PAGE_SIZE = 15;

const html = (value: string | null, context: RequestContext) =>
  expandMediaDirectives(value, context.config.mediaBaseUrl);

const blogCategory = (category: BlogCategoryRow) => ({
  category_id: category.id,
  identifier: category.identifier,
  title: category.title,
  url_key: category.urlKey,
  category_url_path: `blog/category/${category.urlKey}`,
  meta_title: category.metaTitle,
  meta_description: category.metaDescription,
});

export const contentResolvers: Resolvers = {
  Query: {
    cmsPage: (_parent, args, context) => {
      const identifier = args.identifier?.trim();
      if (identifier) return loadCmsPageByIdentifier(context.db, context.store.code, identifier);
      if (args.id != null) return loadCmsPageById(context.db, context.store.code, args.id);
      throw inputError('Page id or identifier must be specified', { argument: 'identifier' });
    },
    dynamicBlocks: (_parent, args) => {
      const paging = checkPaging(args.pageSize, args.currentPage, { pageSize: 20, currentPage: 1 });
      return { items: [], page_info: pageInfo(paging, 0), total_count: 0 };
    },
    cmsBlocks: async (_parent, args, context) => {
      const identifiers = (args.identifiers ?? []).flatMap((identifier) =>
        identifier?.trim() ? [identifier.trim()] : [],
      );
      return { items: await loadCmsBlocks(context.db, context.store.code, identifiers) };
    },
    landingPage: (_parent, args, context) => {
      const identifier = args.identifier?.trim();
      if (identifier) return loadLandingPageByIdentifier(context.db, context.store.code, identifier);
      if (args.relative_url?.trim()) {
        return loadLandingPageByRelativeUrl(context.db, context.store.code, args.relative_url);
      }
      throw inputError('Landing page identifier or relative_url must be specified', {
        argument: 'identifier',
      });
    },
    getTailoredSlider: (_parent, args, context) =>
      findSliders(context.db, context.store.code, {
        location: args.page_type ? (args.page_type.toLowerCase() as SliderLocation) : null,
        pageId: args.page_id ?? null,
        identifiers:
          args.identifiers?.flatMap((identifier) => (identifier == null ? [] : [identifier])) ?? null,
      }),
    blogPosts: async (_parent, args, context) => {
      const page = await findBlogPosts(context.db, context.store.code, {
        pageSize: args.pageSize,
        currentPage: args.currentPage,
        sort: args.sort,
        category: args.category,
      });
      return {
        items: page.items,
        total_count: page.totalCount,
        total_pages: page.totalPages,
        page_info: pageInfo(page.paging, page.totalPages),
      };
    },
    blogPost: (_parent, args, context) =>
      findBlogPost(context.db, context.store.code, args.identifier.trim()),
    blogCategories: async (_parent, _args, context) =>
      (await findBlogCategories(context.db, context.store.code)).map(blogCategory),
    faq: async (_parent, args, context) => {
      const page = await findFaq(context.db, context.store.code, args);
      return {
        items: page.items.map((category) => ({
          category_id: category.id,
          title: category.title,
          url_key: category.urlKey,
          url: `faq/${category.urlKey}`,
          faq: {
            total_count: category.items.length,
            items: category.items.map((item) => ({
              id: item.id,
              question: item.question,
              short_answer: item.shortAnswer,
              long_answer: html(item.longAnswer, context),
            })),
          },
        })),
        total_count: page.totalCount,
        page_info: pageInfo(page.paging, page.totalPages),
      };
    },
    form: async (_parent, args, context) => {
      const form = await loadForm(context.db, context.store.code, args.type);
      if (!form) return null;
      return {
        identifier: form.identifier,
        type: form.type,
        title: form.title,
        showFieldsetsAsPages: form.showFieldsetsAsPages,
        fieldsets: form.fieldsets.map((fieldset) => ({
          title: fieldset.title,
          fields: fieldset.fields.map((field) => ({
            label: field.label,
            name: field.name,
            value: field.value,
            type: field.type,
            inputType: field.inputType,
            checkedValue: field.checkedValue,
            uncheckedValue: field.uncheckedValue,
            options: field.options,
            placeholder: field.placeholder,
            validation: field.validation.map((rule) => ({
              type: rule.type,
              additional: rule.additional == null ? null : String(rule.additional),
            })),
          })),
        })),
      };
    },
    globalMessages: async (_parent, _args, context) =>
      (await findGlobalMessages(context.db, context.store.code)).map((message) => ({
        id: message.id,
        text: message.text,
        background_color: message.backgroundColor,
        text_color: message.textColor,
      })),
  },
  Mutation: {
    contactUs: async (_parent, { input }, context) => {
      await limitRequest(context, 'form');
      const form = await loadForm(context.db, context.store.code, 'contact');
      const names = new Set(
        form?.fieldsets.flatMap((fieldset) => fieldset.fields.map((field) => field.name)),
      );
      const commentField = form?.fieldsets
        .flatMap((fieldset) => fieldset.fields)
        .find((field) => field.type === 'textarea')?.name;
      const given: [string | undefined, string | null | undefined][] = [
        ['name', input.name],
        ['email', input.email],
        ['telephone', input.telephone],
        [commentField, input.comment],
      ];
      const result = await submitForm(
        context.db,
        {
          type: 'contact',
          fields: given.flatMap(([name, value]) =>
            name && names.has(name) && value != null ? [{ name, value }] : [],
          ),
          givenFieldsOnly: true,
        },
        {
          storeCode: context.store.code,
          language: context.store.language,
          customerId: context.caller.kind === 'customer' ? context.caller.customerId : null,
        },
      );
      if (result.hasErrors) {
        throw keyedInputError(
          result.fields.flatMap((field) =>
            field.errors.map((error) => ({ field: field.name, key: error.code, message: error.message })),
          ),
        );
      }
      return { status: true };
    },
    submitForm: async (_parent, { input }, context) => {
      await limitRequest(context, 'form');
      const result = await submitForm(
        context.db,
        {
          type: input.type,
          fields: input.fields,
          productSku: input.product_sku,
          categoryId: input.category_id,
        },
        {
          storeCode: context.store.code,
          language: context.store.language,
          customerId: context.caller.kind === 'customer' ? context.caller.customerId : null,
        },
      );
      return result.hasErrors
        ? { has_errors: true, thank_you_message: null, fields: result.fields }
        : { has_errors: false, thank_you_message: result.thankYouMessage, fields: [] };
    },
  },
  CmsPage: {
    relative_url: (page) => page.relativeUrl ?? page.urlKey,
    redirect_code: (page) => page.redirectCode ?? 0,
    type: () => 'CMS_PAGE',
    identifier: (page) => page.identifier,
    url_key: (page) => page.urlKey,
    title: (page) => page.title,
    content: (page, _args, context) => html(page.content, context),
    content_heading: (page) => page.contentHeading,
    page_layout: (page) => page.pageLayout,
    meta_title: (page) => page.metaTitle ?? page.title,
    meta_description: (page) => page.metaDescription,
    meta_keywords: (page) => page.metaKeywords,
  },
  LandingPage: {
    relative_url: (page) => page.relativeUrl ?? page.pageUrl,
    redirect_code: (page) => page.redirectCode ?? 0,
    type: () => 'LANDING_PAGE',
    identifier: (page) => page.identifier,
    title: (page) => page.title,
    content: (page, _args, context) => html(page.content, context),
    secondary_content: (page, _args, context) => html(page.secondaryContent, context),
    product_filters: (page) => JSON.stringify(page.productFilters),
    meta_title: (page) => page.metaTitle ?? page.title,
    meta_description: (page) => page.metaDescription,
    meta_keywords: (page) => page.metaKeywords,
    // The same search and the same answer as `products(filter: <the page's filter>)`.
    products: async (page, args, context) => {
      // The answer holds products it does not name.
      context.responseCache.unnamedProducts = true;
      return toProductsResult(
        await searchProducts(context.db, context.store, {
          filter: page.productFilters as ProductAttributeFilterInput,
          sort: args.sort,
          pageSize: args.pageSize ?? LANDING_PAGE_SIZE,
          currentPage: args.currentPage ?? 1,
        }),
      );
    },
  },
  CmsBlock: {
    identifier: (block) => block.identifier,
    title: (block) => block.title,
    content: (block, _args, context) => html(block.content, context),
  },
  Slider: {
    identifier: (slider) => slider.identifier,
    title: (slider) => slider.title,
    fullwidth: (slider) => slider.fullwidth,
    location: (slider) => slider.location.toUpperCase() as SliderPageType,
    page_id: (slider) => slider.pageId,
    slides: (slider, _args, context) =>
      slider.slides.map((slide) => ({
        title: slide.title,
        description: slide.description,
        link: slide.link,
        buttonText: slide.buttonText,
        media: {
          url: mediaUrl(slide.mediaUrl, context.config.mediaBaseUrl),
          type: slide.mediaType,
          previewType: slide.previewType,
          sizes: slide.sizes.map((size) => ({
            width: size.width,
            height: size.height,
            url: mediaUrl(size.url, context.config.mediaBaseUrl),
          })),
        },
      })),
  },
  BlogPost: {
    post_id: (post) => post.id,
    identifier: (post) => post.identifier,
    title: (post) => post.title,
    post_url: (post) => `/blog/${post.identifier}`,
    content: (post) => post.content,
    filtered_content: (post, _args, context) => html(post.content, context),
    short_filtered_content: (post, _args, context) => html(post.shortContent, context),
    featured_image: (post, _args, context) =>
      post.featuredImage ? mediaUrl(post.featuredImage, context.config.mediaBaseUrl) : null,
    featured_img_alt: (post) => post.featuredImgAlt ?? post.title,
    first_image: (post, _args, context) =>
      firstImageSource(expandMediaDirectives(post.content, context.config.mediaBaseUrl)),
    creation_time: (post) => post.creationTime,
    update_time: (post) => post.updateTime,
    author: (post) =>
      post.author && {
        author_id: post.author.id,
        identifier: post.author.identifier,
        name: post.author.name,
        author_url: `/blog/author/${post.author.identifier}`,
      },
    categories: (post) => post.categories.map(blogCategory),
    meta_title: (post) => post.metaTitle ?? post.title,
    meta_keywords: (post) => post.metaKeywords,
    meta_description: (post) => post.metaDescription,
  },
};
