import { normalizeSearchText } from '@shop/validation/search';
import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { SearchSuggestionsDocument } from '../../../generated/graphql/graphql';
import { request } from '../../shared/graphql/client';
import { useTranslation } from '../../shared/i18n/I18nProvider';
import { formatMoney } from '../../shared/money/format-money';
import { type ProductSummary, toProductSummary } from '../../shared/product-card/products';
import { useQuery } from '../../shared/query/use-query';
import { buildProductPath } from '../../shared/routing/catalog-path';
import { useLocalizedPath, useMoneyFormat, useStoreView } from '../../shared/storefront-context';
import { useDebouncedValue } from '../../shared/ui/use-debounced-value';

/** Suggestions shown in the header search box (docs/BEHAVIOUR.md#limits "Search suggestion size"). */
export const SEARCH_SUGGESTION_SIZE = 5;
/** Texts shorter than this (normalised) ask for no suggestions. */
const MIN_TEXT = 2;
/** Typing pauses this long before suggestions are asked for. */
const DEBOUNCE_MS = 150;

const NO_ITEMS: Item[] = [];

type Item =
  | { kind: 'term'; text: string; href: string }
  | { kind: 'product'; product: ProductSummary; href: string };

/** Media urls of the api (whose origin the browser does not know) through the storefront's /media proxy. */
function withSameOriginMedia(product: ProductSummary): ProductSummary {
  if (!product.image) return product;
  try {
    const url = new URL(product.image.url, window.location.origin);
    const path = url.pathname.startsWith('/media/') ? `${url.pathname}${url.search}` : product.image.url;
    return { ...product, image: { ...product.image, url: path } };
  } catch {
    return product;
  }
}

/** The search path of a (normalised) text. */
function searchHref(text: string): string {
  return `/search?q=${encodeURIComponent(normalizeSearchText(text))}`;
}

/**
 * The header search input as a combobox: suggestions (search terms and products with image and
 * price) for the typed text, the request cancelled when the text changes, navigable with the arrow
 * keys, Enter opens the highlighted one, Escape closes the list.
 */
export function SearchSuggestInput(props: {
  id: string;
  name: string;
  defaultValue: string;
  placeholder: string;
  maxLength: number;
}) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const navigate = useNavigate();
  const money = useMoneyFormat();
  const listId = useId();
  const [text, setText] = useState(props.defaultValue);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // Suggestions are asked for once the box is used: on a search page it holds the searched text from
  // the start, and asking then would load the page with a request and a render nobody sees.
  const [used, setUsed] = useState(false);
  const store = useStoreView();
  const typed = normalizeSearchText(text);
  // Asked once typing pauses; a new text cancels the request of the previous one.
  const query = useDebouncedValue(typed, DEBOUNCE_MS);
  const suggestions = useQuery({
    queryKey: ['search', 'suggestions', store, query],
    queryFn: async ({ signal }): Promise<Item[]> => {
      const data = await request(
        SearchSuggestionsDocument,
        { text: query, pageSize: SEARCH_SUGGESTION_SIZE },
        { store, signal },
      );
      const result = data.searchSuggestions;
      const terms: Item[] = (result?.search_suggestions ?? [])
        .slice(0, SEARCH_SUGGESTION_SIZE)
        .map((entry) => ({ kind: 'term', text: entry.search, href: searchHref(entry.search) }));
      const products: Item[] = (result?.search_recommendations ?? [])
        .slice(0, SEARCH_SUGGESTION_SIZE)
        .map((item) => withSameOriginMedia(toProductSummary(item, window.location.origin)))
        .filter((product) => product.urlKey)
        .map((product) => ({ kind: 'product', product, href: buildProductPath(product.urlKey ?? '') }));
      return [...terms, ...products];
    },
    enabled: used && query.length >= MIN_TEXT,
    // The last answer stays while the next text is asked; suggestions are a help, a failure shows none.
    keepPreviousData: true,
    retry: false,
  });
  const items = typed.length < MIN_TEXT || !suggestions.data ? NO_ITEMS : suggestions.data;

  // New suggestions start without a highlighted option.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when another answer arrives.
  useEffect(() => {
    setActive(-1);
  }, [suggestions.data]);

  const expanded = open && items.length > 0;
  const go = (item: Item) => {
    setOpen(false);
    navigate(localized(item.href));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (items.length === 0) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // -1 is the text itself; the highlight cycles through the options and back to the text.
      setActive((current) => {
        const next = current + step;
        if (next >= items.length) return -1;
        return next < -1 ? items.length - 1 : next;
      });
    } else if (event.key === 'Enter' && expanded && active >= 0 && active < items.length) {
      event.preventDefault();
      const item = items[active];
      if (item) go(item);
    } else if (event.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    }
  };
  const optionId = (index: number) => `${listId}-option-${index}`;

  return (
    <div className="search-suggest">
      <input
        id={props.id}
        type="search"
        name={props.name}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => {
          setUsed(true);
          setOpen(true);
        }}
        onBlur={() => setOpen(false)}
        placeholder={props.placeholder}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={props.maxLength}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={
          expanded && active >= 0 && active < items.length ? optionId(active) : undefined
        }
      />
      <div
        id={listId}
        role="listbox"
        aria-label={t('listing.suggestions')}
        className="search-suggest__list"
        hidden={!expanded}
      >
        {items.map((item, index) => (
          <div
            key={`${item.kind}:${item.href}`}
            id={optionId(index)}
            role="option"
            tabIndex={-1}
            aria-selected={index === active}
            className={`search-suggest__option search-suggest__option--${item.kind}`}
            // mousedown, not click: the input's blur would close the list first.
            onMouseDown={(event) => {
              event.preventDefault();
              go(item);
            }}
          >
            {item.kind === 'term' ? (
              item.text
            ) : (
              <>
                {item.product.image ? (
                  <img src={item.product.image.url} alt="" width={40} height={40} loading="lazy" />
                ) : null}
                <span className="search-suggest__name">{item.product.name}</span>{' '}
                <span className="search-suggest__price">
                  {formatMoney(item.product.price, money, item.product.currency)}
                </span>
              </>
            )}
          </div>
        ))}
      </div>
    </div>
  );
}
