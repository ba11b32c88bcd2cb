import type { Queryable } from '../../src/db/database.js';
import { Random } from '../random.js';
import { insertRows } from '../sql.js';
import {
  BLOG_AUTHORS,
  BLOG_CATEGORIES,
  BLOG_HEADINGS,
  BLOG_POSTS,
  type BlogPostText,
  type BlogTopic,
  TOPIC_TEXTS,
} from './blog-texts.js';
import { timestampBefore } from './dates.js';
import { rowsPerStore, type StoreCode } from './i18n.js';
import { abstractArtSvg, CONTENT_MEDIA_FOLDER, type MediaFile, mediaDirective } from './media.js';

const TOPIC_HUES: Readonly<Record<BlogTopic, number>> = {
  health: 120,
  fashion: 320,
  home: 30,
  mobility: 220,
  news: 0,
};

/** Which paragraphs and tips a post uses: chosen once, so every language tells the same story. */
interface PostLayout {
  paragraphs: [number, number, number];
  tips: number[];
}

function layoutFor(random: Random, topic: BlogTopic): PostLayout {
  const text = TOPIC_TEXTS[topic];
  const order = random.shuffle(text.paragraphs.map((_, index) => index));
  return {
    paragraphs: [order[0] ?? 0, order[1] ?? 0, order[2] ?? 0],
    tips: random.sample(
      text.tips.map((_, index) => index),
      3,
    ),
  };
}

function postContent(post: BlogPostText, layout: PostLayout, image: string, store: StoreCode): string {
  const text = TOPIC_TEXTS[post.topic];
  const paragraph = (index: number) => `<p>${text.paragraphs[index]?.[store] ?? ''}</p>`;
  const tips = layout.tips.map((index) => `<li>${text.tips[index]?.[store] ?? ''}</li>`).join('');
  return [
    `<p><img src="${mediaDirective(image)}" alt="${post.title[store]}" width="1200" height="630"></p>`,
    `<p>${text.intro[store]}</p>`,
    paragraph(layout.paragraphs[0]),
    `<h2>${BLOG_HEADINGS.tips[store]}</h2>`,
    `<ul>${tips}</ul>`,
    paragraph(layout.paragraphs[1]),
    `<h2>${BLOG_HEADINGS.summary[store]}</h2>`,
    paragraph(layout.paragraphs[2]),
  ].join('\n');
}

function featuredImage(post: BlogPostText): string {
  return `${CONTENT_MEDIA_FOLDER}/blog/${post.identifier}.svg`;
}

/** Authors, categories and 30 posts in every store view, spread over the two years before the reference date. */
export async function seedBlog(db: Queryable): Promise<MediaFile[]> {
  const random = new Random('commerce:blog');
  await insertRows(
    db,
    'blog_author',
    ['id', 'identifier', 'name'],
    BLOG_AUTHORS.map((author, index) => [index + 1, author.identifier, author.name]),
  );
  await insertRows(
    db,
    'blog_category',
    ['id', 'identifier', 'position'],
    BLOG_CATEGORIES.map((category, index) => [index + 1, category.identifier, index]),
  );
  await insertRows(
    db,
    'blog_category_store',
    ['category_id', 'store_code', 'title', 'url_key', 'meta_title'],
    BLOG_CATEGORIES.flatMap((category, index) =>
      rowsPerStore((store) => [
        index + 1,
        store,
        category.title[store],
        category.urlKey[store],
        category.title[store],
      ]),
    ),
  );
  const posts = BLOG_POSTS.map((post, index) => {
    const created = timestampBefore(6 + index * 23 + random.int(0, 8) + random.next());
    return {
      post,
      id: index + 1,
      created,
      layout: layoutFor(random, post.topic),
      image: featuredImage(post),
    };
  });
  await insertRows(
    db,
    'blog_post',
    ['id', 'identifier', 'author_id', 'featured_image', 'creation_time', 'update_time'],
    posts.map(({ post, id, created, image }) => [
      id,
      post.identifier,
      (id % BLOG_AUTHORS.length) + 1,
      image,
      created,
      created,
    ]),
  );
  await insertRows(
    db,
    'blog_post_store',
    [
      'post_id',
      'store_code',
      'title',
      'short_content',
      'content',
      'featured_img_alt',
      'meta_title',
      'meta_keywords',
      'meta_description',
    ],
    posts.flatMap(({ post, id, layout, image }) => {
      const topic = TOPIC_TEXTS[post.topic];
      const category = BLOG_CATEGORIES.find((candidate) => candidate.identifier === post.topic);
      return rowsPerStore((store) => [
        id,
        store,
        post.title[store],
        `<p>${topic.intro[store]}</p>`,
        postContent(post, layout, image, store),
        post.title[store],
        post.title[store],
        category?.title[store] ?? null,
        topic.intro[store],
      ]);
    }),
  );
  await insertRows(
    db,
    'blog_post_category',
    ['post_id', 'category_id'],
    posts.map(({ post, id }) => [
      id,
      BLOG_CATEGORIES.findIndex((category) => category.identifier === post.topic) + 1,
    ]),
  );
  return posts.map(({ post, image }) => ({
    path: image,
    svg: abstractArtSvg(new Random(`commerce:blog:${post.identifier}`), 1200, 630, TOPIC_HUES[post.topic]),
  }));
}
