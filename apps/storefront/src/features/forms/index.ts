// The contact page with its form built from the api's form definition. Loader: dynamic-form.server.ts.
export { ContactPage } from './ContactPage';
