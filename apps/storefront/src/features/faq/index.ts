// The FAQ page (/faq). Loader: faq.server.ts.

export { FaqPage } from './FaqPage';
export type { FaqCategory } from './faq-category';
