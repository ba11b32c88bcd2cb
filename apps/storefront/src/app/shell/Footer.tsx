import { memo } from 'react';
import { RichText } from '../../shared/html/RichText';
import { useTranslation } from '../../shared/i18n/I18nProvider';
import { useStorefront } from '../../shared/storefront-context';
import { Island } from '../../shared/ui/HydrateWhenVisible';
import type { ContentBlock } from './shell-content';

/**
 * The footer: the configured CMS blocks as columns (links rewritten, HTML sanitised), then the
 * copyright. Nothing in it has state: an island that hydrates when touched (its links lead on
 * before), memoised with the root loader's blocks.
 */
export const Footer = memo(function Footer({ blocks }: { blocks: readonly ContentBlock[] }) {
  const { t } = useTranslation();
  const { config } = useStorefront();
  return (
    <Island hydrateOn="interaction">
      <footer className="site-footer">
        <div className="site-footer__inner">
          {blocks.length > 0 ? (
            <div className="site-footer__blocks">
              {blocks.map((block) => (
                <section
                  key={block.identifier}
                  className="site-footer__block"
                  aria-label={block.title || undefined}
                >
                  {block.title ? <h2>{block.title}</h2> : null}
                  <RichText content={block.content} />
                </section>
              ))}
            </div>
          ) : null}
          <p className="site-footer__copyright">{t('shell.footer', { shopName: config.shopName })}</p>
        </div>
      </footer>
    </Island>
  );
});
