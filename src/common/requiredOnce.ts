import type { Validator } from 'react-admin';

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * Required-field validators that share one message ('Lütfen zorunlu alanları doldurun'): only the first
 * blank field of `fields` says it, so the message shows once, under that field. Each validator is
 * marked required, so its input shows the asterisk (and a select offers no empty choice).
 */
export function requiredOnce(fields: readonly string[], message: string) {
  return (source: string): Validator =>
    Object.assign(
      (_value: unknown, values: Record<string, unknown>) =>
        fields.find((field) => isBlank(values[field])) === source ? message : undefined,
      { isRequired: true },
    );
}
