import { act, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, memoryStore, useNotify } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AppNotification, useCloseProgressNotice } from '../../src/layout/AppNotification';
import { i18nProvider } from '../../src/providers/i18nProvider';
import { setupUser } from './support/renderApp';

const toastTexts = () =>
  [...document.querySelectorAll('.MuiSnackbarContent-message')].map((node) => node.textContent);

/** Buttons that send the messages a user's clicks would. */
const Actions = () => {
  const notify = useNotify();
  const closeProgress = useCloseProgressNotice();
  return (
    <>
      <button onClick={() => notify('refunds.messages.statusUpdated', { type: 'success' })}>status</button>
      <button onClick={() => notify('refunds.list.exportDone', { type: 'success' })}>export</button>
      <button
        onClick={() => notify('refunds.messages.analysisInfo', { type: 'info', progressKey: 'analysis' })}
      >
        analyse
      </button>
      <button onClick={() => closeProgress('analysis')}>analysed</button>
    </>
  );
};

function renderToasts(path = '/refunds') {
  render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
        <Actions />
        <AppNotification />
      </AdminContext>
    </MemoryRouter>,
  );
  return setupUser();
}

const toastRoot = () => document.querySelector('.MuiSnackbar-root') as HTMLElement;

describe('toasts', () => {
  it("shows a new action's message at once, in place of the previous one", async () => {
    const user = renderToasts();
    await user.click(screen.getByText('status'));
    await waitFor(() => expect(toastTexts()).toEqual(['Durum başarıyla güncellendi']));
    await user.click(screen.getByText('export'));
    // Not queued behind the first message's 5 seconds: the new one is there now, alone.
    await waitFor(() => expect(toastTexts()).toEqual(['CSV dosyası indirildi']));
  });

  it('sits at the bottom on the refund form, where at the top it covered the fields', async () => {
    const user = renderToasts('/refunds/create');
    await user.click(screen.getByText('status'));
    await waitFor(() => expect(toastTexts()).toEqual(['Durum başarıyla güncellendi']));
    expect(toastRoot().className).toContain('MuiSnackbar-anchorOriginBottomCenter');
  });

  it('sits at the top centre on a list page', async () => {
    const user = renderToasts('/refunds');
    await user.click(screen.getByText('status'));
    await waitFor(() => expect(toastTexts()).toEqual(['Durum başarıyla güncellendi']));
    expect(toastRoot().className).toContain('MuiSnackbar-anchorOriginTopCenter');
  });

  it('shows only the last of several messages sent together', async () => {
    const user = renderToasts();
    await user.click(screen.getByText('analyse'));
    await user.click(screen.getByText('status'));
    await user.click(screen.getByText('export'));
    await waitFor(() => expect(toastTexts()).toEqual(['CSV dosyası indirildi']));
  });

  it('keeps a progress message up, also through a click elsewhere, until its work ends', async () => {
    const user = renderToasts();
    await user.click(screen.getByText('analyse'));
    await waitFor(() => expect(toastTexts()).toEqual(['Dekont analiz ediliyor, lütfen bekleyin...']));
    await user.click(document.body);
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(toastTexts()).toEqual(['Dekont analiz ediliyor, lütfen bekleyin...']);
    await user.click(screen.getByText('analysed'));
    await waitFor(() => expect(toastTexts()).toEqual([]));
  });

  it('closes a progress message without bringing back an older one', async () => {
    const user = renderToasts();
    await user.click(screen.getByText('status'));
    await user.click(screen.getByText('analyse'));
    await waitFor(() => expect(toastTexts()).toEqual(['Dekont analiz ediliyor, lütfen bekleyin...']));
    await user.click(screen.getByText('analysed'));
    await waitFor(() => expect(toastTexts()).toEqual([]));
  });

  it('closes an ordinary message after 5 seconds', async () => {
    const user = renderToasts();
    await user.click(screen.getByText('status'));
    await waitFor(() => expect(toastTexts()).toEqual(['Durum başarıyla güncellendi']));
    await act(() => new Promise((resolve) => setTimeout(resolve, 4000)));
    expect(toastTexts()).toEqual(['Durum başarıyla güncellendi']);
    await waitFor(() => expect(toastTexts()).toEqual([]), { timeout: 3000 });
  }, 15_000);
});
