/** The session token lives in localStorage under `token`. */
export const TOKEN_STORAGE_KEY = 'token';

export function readToken(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Returns false when the browser refuses to keep the token (storage disabled or full). */
export function storeToken(token: string): boolean {
  try {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, token);
    return window.localStorage.getItem(TOKEN_STORAGE_KEY) === token;
  } catch {
    return false;
  }
}

export function clearToken(): void {
  try {
    window.localStorage.removeItem(TOKEN_STORAGE_KEY);
  } catch {
    // Storage unavailable: there is no token to remove.
  }
}
