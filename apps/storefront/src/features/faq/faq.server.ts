import { FaqDocument } from '../../../generated/graphql/graphql';
import { sanitizeHtml } from '../../shared/html/rich-text.server';
import { shopOrigins } from '../../shared/html/shop-origins';
import type { PageContext } from '../../shared/routing/page-context';
import { plainTextExcerpt } from '../../shared/seo/page-seo';
import { type FaqCategory, withoutRepeatedShortAnswer } from './faq-category';

/** The FAQ page's data: every category with its questions, and FAQPage JSON-LD. */
export async function loadFaq(context: PageContext) {
  const { config, t } = context;
  const data = await context.load('faq', () => context.call(FaqDocument, {}));
  const origins = shopOrigins(context.url, config.publicUrl);
  const categories: FaqCategory[] = (data.faq?.items ?? []).flatMap((category) => {
    if (!category?.title || !category.url_key) return [];
    const questions = (category.faq?.items ?? []).flatMap((item) =>
      item?.question
        ? [
            {
              id: item.id ?? 0,
              question: item.question,
              shortAnswer: item.short_answer ?? '',
              longAnswer: withoutRepeatedShortAnswer(
                sanitizeHtml(item.long_answer, { shopOrigins: origins }),
                item.short_answer ?? '',
              ),
            },
          ]
        : [],
    );
    return questions.length > 0 ? [{ title: category.title, anchor: category.url_key, questions }] : [];
  });
  const title = t('screens.faq');
  return {
    page: 'faq' as const,
    seo: context.seo(title, t('faq.description', { shopName: config.shopName }), {
      alternates: context.samePathAlternates(),
      canonicalPath: '/faq',
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'FAQPage',
          // The questions the page shows (categories without title or url key are left out).
          mainEntity: (data.faq?.items ?? []).flatMap((category) =>
            (category?.title && category.url_key ? (category.faq?.items ?? []) : []).flatMap((item) =>
              item?.question
                ? [
                    {
                      '@type': 'Question',
                      name: item.question,
                      // The whole answer as text.
                      acceptedAnswer: {
                        '@type': 'Answer',
                        text: plainTextExcerpt(item.long_answer, 5000) || (item.short_answer ?? ''),
                      },
                    },
                  ]
                : [],
            ),
          ),
        },
      ],
    }),
    categories,
  };
}
