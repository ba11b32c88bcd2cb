// The FAQ's loader (server only).
export { loadFaq } from './faq.server';
