/** The message of a failed call: the server's message, else the transport's, else the fallback. */
export function errorText(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message.trim() !== '') return error.message;
  if (typeof error === 'string' && error.trim() !== '') return error;
  return fallback;
}
