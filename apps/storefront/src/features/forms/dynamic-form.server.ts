import { DynamicFormDocument, type DynamicFormType } from '../../../generated/graphql/graphql';
import type { PageContext } from '../../shared/routing/page-context';
import { type DynamicFormView, toDynamicForm } from './dynamic-form';

/** The active dynamic form of a type in the page's store view; undefined when there is none. */
export async function loadDynamicForm(
  context: PageContext,
  type: DynamicFormType,
): Promise<DynamicFormView | undefined> {
  const data = await context.load(`form ${type}`, () => context.call(DynamicFormDocument, { type }));
  if (!data.form) return undefined;
  const form = toDynamicForm(data.form);
  return form.fieldsets.length > 0 ? form : undefined;
}
