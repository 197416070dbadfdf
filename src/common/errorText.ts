/** The message of a failed call, for the spec's '… hata: {msg}' texts (section 7, "Handling of answers"). */
export function errorText(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message.trim() !== '') return error.message;
  if (typeof error === 'string' && error.trim() !== '') return error;
  return fallback;
}
