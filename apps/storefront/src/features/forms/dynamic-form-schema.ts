import '../../shared/forms/zod-without-eval';
import { z } from 'zod';
import { fieldMessage } from '../../shared/forms/field-message';
import { allFields, type DynamicFormView, type DynamicValue, validateDynamicField } from './dynamic-form';

// Loaded when a field is first checked (useLazyZodForm): zod is not part of a form page's first
// load.

/** What the form holds per field; a radio group with nothing chosen holds null. */
const valueSchema = z.union([z.string(), z.array(z.string()), z.boolean(), z.null()]);

/** A zod schema whose checks are the form's rules of @shop/validation, one message per broken rule. */
export function dynamicFormSchema(form: DynamicFormView) {
  return z.object(
    Object.fromEntries(
      allFields(form).map((field) => [
        field.name,
        valueSchema.superRefine((value, context) => {
          for (const error of validateDynamicField(field, (value ?? '') as DynamicValue)) {
            context.addIssue({ code: 'custom', message: fieldMessage(error.key, error.params) });
          }
        }),
      ]),
    ),
  );
}
