import { useEffect } from 'react';
import { useTranslate } from 'react-admin';

/** Where react-admin's <Title> of the page on screen is rendered (the header's title portal). */
const PAGE_TITLE_ID = 'react-admin-title';

/**
 * The browser tab names the page on screen ('İadeler – Iade Kontrol'), so staff with several tabs of the
 * panel open can tell them apart; it follows the header's title whenever a page changes it.
 */
export function useDocumentTitle(): void {
  const translate = useTranslate();
  const appTitle = translate('app.title');
  useEffect(() => {
    let observed: HTMLElement | null = null;
    const pageTitle = new MutationObserver(() => update());
    const update = () => {
      const text = observed?.textContent?.trim() ?? '';
      document.title = text && text !== appTitle ? `${text} – ${appTitle}` : appTitle;
    };
    // The header mounts its title holder after the layout; watch the page until it is there.
    const attach = () => {
      const holder = document.getElementById(PAGE_TITLE_ID);
      if (!holder || holder === observed) return;
      pageTitle.disconnect();
      observed = holder;
      pageTitle.observe(holder, { childList: true, subtree: true, characterData: true });
      update();
    };
    const page = new MutationObserver(attach);
    page.observe(document.body, { childList: true, subtree: true });
    attach();
    return () => {
      page.disconnect();
      pageTitle.disconnect();
      document.title = appTitle;
    };
  }, [appTitle]);
}
