import { inputError } from '../../errors.js';

export const MAX_PAGE_SIZE = 100;

export interface Paging {
  pageSize: number;
  currentPage: number;
}

/** pageSize 1–100 and currentPage ≥ 1, or a graphql-input error naming the argument. */
export function checkPaging(
  pageSize: number | null | undefined,
  currentPage: number | null | undefined,
  defaults: Paging,
): Paging {
  const size = pageSize ?? defaults.pageSize;
  const page = currentPage ?? defaults.currentPage;
  if (!Number.isInteger(size) || size < 1 || size > MAX_PAGE_SIZE) {
    throw inputError(`pageSize must be from 1 to ${MAX_PAGE_SIZE}; got ${size}`, { argument: 'pageSize' });
  }
  if (!Number.isInteger(page) || page < 1) {
    throw inputError(`currentPage value must be greater than 0; got ${page}`, { argument: 'currentPage' });
  }
  return { pageSize: size, currentPage: page };
}

/** Magento's answer to a page beyond the last one (an empty result has no last page to pass). */
export function checkPageExists(paging: Paging, totalCount: number): number {
  const totalPages = Math.ceil(totalCount / paging.pageSize);
  if (totalCount > 0 && paging.currentPage > totalPages) {
    throw inputError(
      `currentPage value ${paging.currentPage} specified is greater than the ${totalPages} page(s) available.`,
      { argument: 'currentPage' },
    );
  }
  return totalPages;
}

export function pageInfo(paging: Paging, totalPages: number) {
  return { page_size: paging.pageSize, current_page: paging.currentPage, total_pages: totalPages };
}
