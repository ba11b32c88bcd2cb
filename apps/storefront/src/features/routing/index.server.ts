// Resolving a path that is not a fixed route to the page it shows (server only).
export { resolveRoute } from './resolve-route.server';
