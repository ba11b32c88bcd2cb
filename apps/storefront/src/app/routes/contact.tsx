import { ContactPage } from '../../features/forms';
import { loadDynamicForm } from '../../features/forms/index.server';
import { seoMeta } from '../../shared/seo/page-seo';
import { fixedPageData, notFound, pageContext } from '../page-context.server';
import { pageHeaders } from '../route-headers';
import { NotFoundPage } from '../shell/NotFoundPage';
import type { Route } from './+types/contact';

/** /contact: the contact form (docs/BEHAVIOUR.md#api-calls form(type: contact)), server-rendered, sent from the browser. */
export async function loader(args: Route.LoaderArgs) {
  const context = pageContext(args);
  if (context.unavailableLanguage) return notFound(context);
  const form = await loadDynamicForm(context, 'contact');
  return { ...fixedPageData(context, form?.title || context.t('screens.contact')), form };
}

export const headers = pageHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function Contact({ loaderData }: Route.ComponentProps) {
  if (loaderData.page === 'not-found') return <NotFoundPage />;
  return <ContactPage form={loaderData.form} />;
}
