// The dynamic form's loader (server only).
export { loadDynamicForm } from './dynamic-form.server';
