import { RichText } from '../../shared/html/RichText';
import { useTranslation } from '../../shared/i18n/I18nProvider';
import type { FaqCategory } from './faq-category';

/**
 * /faq: every category (an anchor by its url key, /faq#versand) with its questions; the short
 * answer is shown, the long one opens in a native disclosure (keyboard and screen readers included).
 */
export function FaqPage({ categories }: { categories: readonly FaqCategory[] }) {
  const { t } = useTranslation();
  return (
    <section className="faq" aria-labelledby="faq-heading">
      <h1 id="faq-heading" className="page-title">
        {t('screens.faq')}
      </h1>
      {categories.length === 0 ? <p className="empty-state">{t('faq.empty')}</p> : null}
      {categories.length > 1 ? (
        <nav className="faq__topics" aria-label={t('faq.topics')}>
          <ul>
            {categories.map((category) => (
              <li key={category.anchor}>
                <a href={`#${category.anchor}`}>{category.title}</a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {categories.map((category) => (
        <section
          key={category.anchor}
          id={category.anchor}
          className="faq__category"
          aria-labelledby={`${category.anchor}-heading`}
        >
          <h2 id={`${category.anchor}-heading`}>{category.title}</h2>
          {category.questions.map((entry) => (
            <div key={entry.id} className="faq-item">
              <h3 className="faq-item__question">{entry.question}</h3>
              {entry.shortAnswer ? <p className="faq-item__short-answer">{entry.shortAnswer}</p> : null}
              {entry.longAnswer.length > 0 ? (
                <details className="faq-item__details">
                  <summary>
                    {t('faq.moreAnswer')}
                    <span className="visually-hidden">: {entry.question}</span>
                  </summary>
                  <RichText content={entry.longAnswer} className="faq-item__long-answer cms-content" />
                </details>
              ) : null}
            </div>
          ))}
        </section>
      ))}
    </section>
  );
}
