import { normalizeSearchText } from '@shop/validation/search';
import { type FormEvent, useId } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { SearchSuggestInput } from '../../features/search';
import { useTranslation } from '../../shared/i18n/I18nProvider';
import { useLocalizedPath } from '../../shared/storefront-context';
import { SearchIcon } from '../../shared/ui/icons';

/** Search text goes to /search?q=… whitespace-collapsed, trimmed and lower-cased (docs/BEHAVIOUR.md#validation). */
export function searchPath(text: string): string | undefined {
  const query = normalizeSearchText(text);
  return query ? `/search?q=${encodeURIComponent(query)}` : undefined;
}

/**
 * The header's search box. Without JavaScript it is a plain GET form to /search (the search page
 * normalises `q` as well); with it, the text is normalised before navigating, and suggestions
 * are offered while typing (features/search/SearchSuggestions.tsx).
 */
export function SearchBox() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const inputId = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = new FormData(event.currentTarget).get('q');
    const path = searchPath(typeof text === 'string' ? text : '');
    if (path) navigate(localized(path));
  };

  return (
    <search className="search-box">
      <form action={localized('/search')} method="get" onSubmit={onSubmit}>
        <label htmlFor={inputId} className="visually-hidden">
          {t('shell.searchLabel')}
        </label>
        {/* The same input, with a suggestion list (features/search). */}
        <SearchSuggestInput
          id={inputId}
          name="q"
          // Keyed by the current query so that it shows what was searched for, on the server too.
          key={searchParams.get('q') ?? ''}
          defaultValue={searchParams.get('q') ?? ''}
          placeholder={t('shell.searchPlaceholder')}
          maxLength={128}
        />
        {/* An icon with its text as the name: the field keeps room for its placeholder. */}
        <button type="submit" className="search-box__submit">
          <SearchIcon />
          <span className="visually-hidden">{t('shell.searchButton')}</span>
        </button>
      </form>
    </search>
  );
}
