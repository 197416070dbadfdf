/**
 * Full-page navigation, which drops every piece of in-memory SPA state. Kept in its own module so
 * that tests can observe it without a real page load.
 */
export function navigateBrowserTo(path: string): void {
  window.location.assign(path);
}

export function currentBrowserPath(): string {
  return window.location.pathname;
}
