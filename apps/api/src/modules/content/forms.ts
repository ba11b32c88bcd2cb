import {
  type FormFieldDefinition,
  type FormFieldValidation,
  formatMessage,
  type Language,
  validateForm,
} from '@shop/validation';
import type { Queryable } from '../../db/database.js';
import { inputError } from '../../errors.js';

export type FormType = 'contact' | 'product' | 'category';

export interface FormFieldRow {
  name: string;
  label: string;
  type: string;
  inputType: string | null;
  value: string | null;
  checkedValue: string | null;
  uncheckedValue: string | null;
  options: { label: string; value: string }[] | null;
  placeholder: string | null;
  validation: FormFieldValidation[];
}

export interface FormFieldsetRow {
  title: string;
  fields: FormFieldRow[];
}

export interface FormRow {
  id: number;
  identifier: string;
  type: FormType;
  title: string;
  thankYouMessage: string;
  showFieldsetsAsPages: boolean;
  recipientEmail: string | null;
  fieldsets: FormFieldsetRow[];
}

/** The active form of the type with its fieldsets and fields in the store view, or null (two statements). */
export async function loadForm(db: Queryable, storeCode: string, type: FormType): Promise<FormRow | null> {
  const [form] = await db.query<Record<string, unknown>>(
    `SELECT f.id, f.identifier, f.type, f.show_fieldsets_as_pages, f.recipient_email, s.title, s.thank_you_message
       FROM form f JOIN form_store s ON s.form_id = f.id AND s.store_code = $1
      WHERE f.is_active AND f.type = $2`,
    [storeCode, type],
  );
  if (!form) return null;
  const rows = await db.query<Record<string, unknown>>(
    `SELECT fs.id AS fieldset_id, fss.title AS fieldset_title, fld.name, fld.type, fld.input_type, fld.value,
            fld.checked_value, fld.unchecked_value, fld.validation, fls.label, fls.placeholder, fls.options
       FROM form_fieldset fs
       LEFT JOIN form_fieldset_store fss ON fss.fieldset_id = fs.id AND fss.store_code = $1
       LEFT JOIN form_field fld ON fld.fieldset_id = fs.id
       LEFT JOIN form_field_store fls ON fls.field_id = fld.id AND fls.store_code = $1
      WHERE fs.form_id = $2
      ORDER BY fs.position, fs.id, fld.position, fld.id`,
    [storeCode, form.id],
  );
  const fieldsets = new Map<number, FormFieldsetRow>();
  for (const row of rows) {
    const id = Number(row.fieldset_id);
    let fieldset = fieldsets.get(id);
    if (!fieldset) {
      fieldset = { title: String(row.fieldset_title ?? ''), fields: [] };
      fieldsets.set(id, fieldset);
    }
    if (row.name != null) fieldset.fields.push(toField(row));
  }
  return {
    id: Number(form.id),
    identifier: String(form.identifier),
    type: form.type as FormType,
    title: String(form.title),
    thankYouMessage: String(form.thank_you_message),
    showFieldsetsAsPages: form.show_fieldsets_as_pages === true,
    recipientEmail: (form.recipient_email as string | null) ?? null,
    fieldsets: [...fieldsets.values()],
  };
}

function json(value: unknown): unknown {
  return typeof value === 'string' ? JSON.parse(value) : value;
}

function toField(row: Record<string, unknown>): FormFieldRow {
  const text = (column: string) => (row[column] as string | null) ?? null;
  const options = json(row.options);
  const validation = json(row.validation);
  return {
    name: String(row.name),
    // A field without a label in this store view still needs one for messages.
    label: text('label') ?? String(row.name),
    type: String(row.type),
    inputType: text('input_type'),
    value: text('value'),
    checkedValue: text('checked_value'),
    uncheckedValue: text('unchecked_value'),
    options: Array.isArray(options)
      ? options.map((option: { label?: unknown; value?: unknown }) => ({
          label: String(option.label ?? option.value ?? ''),
          value: String(option.value ?? ''),
        }))
      : null,
    placeholder: text('placeholder'),
    validation: Array.isArray(validation) ? (validation as FormFieldValidation[]) : [],
  };
}

export interface SubmittedField {
  name: string;
  value?: string | null;
  values?: readonly (string | null)[] | null;
}

export interface FormSubmission {
  type: FormType;
  fields: readonly SubmittedField[];
  productSku?: string | null;
  categoryId?: number | null;
  /** Check the rules of the given fields only: Magento's `contactUs` sends four fields of the form. */
  givenFieldsOnly?: boolean;
}

export interface SubmitContext {
  storeCode: string;
  language: string;
  customerId: number | null;
}

export interface FieldErrorResult {
  name: string;
  label: string;
  errors: { code: string; message: string }[];
}

export type SubmitResult =
  | { hasErrors: true; fields: FieldErrorResult[] }
  | { hasErrors: false; thankYouMessage: string; submissionId: number };

const CHOICE_TYPES = new Set(['select', 'multiselect', 'radio']);

function messageLanguage(language: string): Language {
  return language === 'de' || language === 'nl' ? language : 'en';
}

/**
 * Validates a submission with the rules of packages/validation and stores it when it passes.
 * Malformed requests (unknown form, unknown or repeated field names, a choice outside the field's
 * options, an unknown product or category) are graphql-input errors; values that break a rule
 * are answered per field with messages in the store view's language, and nothing is stored.
 */
export async function submitForm(
  db: Queryable & { transaction?: <T>(work: (tx: Queryable) => Promise<T>) => Promise<T> },
  submission: FormSubmission,
  context: SubmitContext,
): Promise<SubmitResult> {
  const form = await loadForm(db, context.storeCode, submission.type);
  if (!form) {
    throw inputError(`There is no ${submission.type} form in store view "${context.storeCode}"`, {
      argument: 'type',
    });
  }
  const fields = form.fieldsets.flatMap((fieldset) => fieldset.fields);
  const known = new Map(fields.map((field) => [field.name, field]));
  const values: Record<string, string | string[]> = {};
  const unknown: string[] = [];
  const repeated: string[] = [];
  for (const answer of submission.fields) {
    if (!known.has(answer.name)) unknown.push(answer.name);
    else if (Object.hasOwn(values, answer.name)) repeated.push(answer.name);
    else values[answer.name] = answerValue(answer);
  }
  if (unknown.length > 0) {
    throw inputError(
      `Unknown field(s) for the ${form.type} form: ${unknown.join(', ')}; its fields are ${[...known.keys()].join(', ')}`,
      { argument: 'input.fields', fields: unknown },
    );
  }
  if (repeated.length > 0) {
    throw inputError(`Field(s) given more than once: ${[...new Set(repeated)].join(', ')}`, {
      argument: 'input.fields',
      fields: repeated,
    });
  }
  checkChoices(fields, values);
  const productId = await productIdFor(db, submission.productSku, values);
  const categoryId = await categoryIdFor(db, submission.categoryId);

  const checked = submission.givenFieldsOnly
    ? fields.filter((field) => Object.hasOwn(values, field.name))
    : fields;
  const errorsByField = validateForm(checked.map(definition), values);
  const language = messageLanguage(context.language);
  const failed = checked
    .filter((field) => errorsByField[field.name])
    .map((field) => ({
      name: field.name,
      label: field.label,
      errors: (errorsByField[field.name] ?? []).map((error) => ({
        code: error.key,
        message: formatMessage(language, error.key, error.params),
      })),
    }));
  if (failed.length > 0) return { hasErrors: true, fields: failed };

  const store = async (tx: Queryable) => {
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO form_submission (form_id, store_code, customer_id, product_id, category_id, field_values)
       VALUES ($1, $2, $3, $4, $5, $6::jsonb) RETURNING id`,
      [form.id, context.storeCode, context.customerId, productId, categoryId, JSON.stringify(values)],
    );
    if (form.recipientEmail) await queueNotification(tx, form, fields, values, context.storeCode);
    return Number(row?.id);
  };
  const submissionId = db.transaction ? await db.transaction(store) : await store(db);
  return { hasErrors: false, thankYouMessage: form.thankYouMessage, submissionId };
}

/** The field in the validation package's shape. */
function definition(field: FormFieldRow): FormFieldDefinition {
  return {
    name: field.name,
    label: field.label,
    type: field.type,
    ...(field.inputType ? { inputType: field.inputType } : {}),
    checkedValue: field.checkedValue,
    uncheckedValue: field.uncheckedValue,
    options: field.options,
    validation: field.validation,
  };
}

function answerValue(answer: SubmittedField): string | string[] {
  if (answer.values != null)
    return answer.values.filter((item): item is string => item != null).map((v) => v.trim());
  return (answer.value ?? '').trim();
}

/** A select, radio or multiselect answer must be one of the field's options (an empty answer is left to 'required'). */
function checkChoices(fields: readonly FormFieldRow[], values: Record<string, string | string[]>): void {
  for (const field of fields) {
    if (!CHOICE_TYPES.has(field.type) || !field.options || !Object.hasOwn(values, field.name)) continue;
    const allowed = field.options.map((option) => option.value);
    const given = values[field.name] ?? '';
    const chosen = (Array.isArray(given) ? given : [given]).filter((value) => value !== '');
    const wrong = chosen.filter((value) => !allowed.includes(value));
    if (wrong.length > 0) {
      throw inputError(
        `Field "${field.name}" does not offer ${wrong.map((value) => `"${value}"`).join(', ')}; allowed values: ${allowed.join(', ')}`,
        { argument: 'input.fields', fields: [field.name] },
      );
    }
  }
}

/** The product the form was sent from: `product_sku` (must exist), else a hidden `sku` field when it names one. */
async function productIdFor(
  db: Queryable,
  productSku: string | null | undefined,
  values: Record<string, string | string[]>,
): Promise<number | null> {
  const sku = productSku?.trim() || (typeof values.sku === 'string' ? values.sku : '');
  if (!sku) return null;
  const [row] = await db.query<{ id: number }>('SELECT id FROM product WHERE sku = $1', [sku]);
  if (!row && productSku?.trim()) {
    throw inputError(`No product with sku "${sku}"`, { argument: 'input.product_sku' });
  }
  return row ? Number(row.id) : null;
}

async function categoryIdFor(db: Queryable, categoryId: number | null | undefined): Promise<number | null> {
  if (categoryId == null) return null;
  const [row] = await db.query<{ id: number }>('SELECT id FROM category WHERE id = $1', [categoryId]);
  if (!row) throw inputError(`No category with id ${categoryId}`, { argument: 'input.category_id' });
  return Number(row.id);
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** A mail to the form's recipient with every answer, sent by whoever delivers the outbox. */
async function queueNotification(
  db: Queryable,
  form: FormRow,
  fields: readonly FormFieldRow[],
  values: Record<string, string | string[]>,
  storeCode: string,
): Promise<void> {
  const lines = fields
    .filter((field) => Object.hasOwn(values, field.name))
    .map((field) => {
      const value = values[field.name];
      return [field.label, Array.isArray(value) ? value.join(', ') : (value ?? '')] as const;
    });
  const text = lines.map(([label, value]) => `${label}: ${value}`).join('\n');
  const html = `<h1>${escapeHtml(form.title)}</h1><dl>${lines
    .map(([label, value]) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`)
    .join('')}</dl>`;
  await db.query(
    `INSERT INTO email_outbox (to_address, subject, html, text, template, store_code)
     VALUES ($1, $2, $3, $4, 'form_submission', $5)`,
    [form.recipientEmail, `${form.title} (${storeCode})`, html, text, storeCode],
  );
}
