import { HttpError } from 'react-admin';
import { LOGIN_ROUTE } from '../auth/routes';
import { currentBrowserPath, navigateBrowserTo } from './browserNavigation';
import { errorMessageOf } from './httpClient';
import { clearToken, readToken } from './tokenStorage';

export interface DownloadedFile {
  blob: Blob;
  /** From Content-Disposition when the server names the file, else null. */
  fileName: string | null;
}

/** The file name of a Content-Disposition header (RFC 6266 `filename*` first). */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = header.match(/filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/);
  if (extended) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // fall through to the plain name
    }
  }
  const plain = header.match(/filename\s*=\s*"?([^";]+)"?/);
  return plain ? plain[1].trim() : null;
}

/**
 * GETs a file with the bearer token and resolves with it as a Blob. Errors are HttpErrors with the
 * server's message; a 401 ends the session as every other API call does.
 */
export async function fetchFile(url: string, accept: string): Promise<DownloadedFile> {
  const headers = new Headers({ Accept: accept });
  const token = readToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let response: Response;
  try {
    response = await fetch(url, { method: 'GET', headers });
  } catch (error) {
    throw new HttpError(errorMessageOf(null, error instanceof Error ? error.message : null), 0, null);
  }
  if (!response.ok) {
    let body: unknown = null;
    try {
      body = JSON.parse(await response.text());
    } catch {
      body = null;
    }
    if (response.status === 401) {
      clearToken();
      if (currentBrowserPath() !== LOGIN_ROUTE) navigateBrowserTo(LOGIN_ROUTE);
    }
    throw new HttpError(errorMessageOf(body, response.statusText), response.status, body);
  }
  return {
    blob: await response.blob(),
    fileName: fileNameFromDisposition(response.headers.get('Content-Disposition')),
  };
}

/** Hands a Blob to the browser as a download. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Give the browser time to start reading the object URL before it is revoked.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
