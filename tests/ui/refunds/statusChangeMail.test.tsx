import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockRefundApi, refund, refundListChangedBy } from '../support/refundFixtures';
import { renderApp, setupUser } from '../support/renderApp';
import { adminUser } from '../support/users';

vi.mock('../../../src/providers/browserNavigation', () => ({
  navigateBrowserTo: vi.fn(),
  currentBrowserPath: () => '/refunds',
}));

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLTableRowElement;
const toast = (text: string) =>
  screen.findByText(text, { selector: '.MuiSnackbarContent-message, .MuiSnackbarContent-message *' });

const approvedAnswer = { id: 1, status_id: 2, status_name: 'Onaylandı', color: '#16a34a', message: 'ok' };

/** Changes the first row's status to 'Onaylandı'; the server answers with this mail outcome. */
async function changeStatusOfFirstRow(mail: unknown) {
  const user = setupUser();
  mockRefundApi(adminUser, { 'PUT /api/refunds/1/status': { body: { ...approvedAnswer, mail } } });
  renderApp('/refunds');
  await screen.findByText('Üye 1');
  await user.click(within(rowOf('Üye 1')).getByRole('button', { name: 'Durumu Güncelle' }));
  const dialog = await screen.findByRole('dialog', { name: /Durum Güncelle/ });
  await user.click(within(dialog).getByRole('combobox', { name: 'Yeni Durum' }));
  await user.click(await screen.findByRole('option', { name: 'Onaylandı' }));
  await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
}

describe('canned response after a status change', () => {
  it('warns when the help desk refused the reply, and leaves the mail flag unset', async () => {
    await changeStatusOfFirstRow({ sent: false, message: 'HelpDesk yanıt vermedi' });
    expect(
      await toast('Durum güncellendi ancak hazır yanıt gönderilemedi: HelpDesk yanıt vermedi'),
    ).toBeTruthy();
    expect(within(rowOf('Üye 1')).getByText('Onaylandı')).toBeTruthy();
    const toggle = within(rowOf('Üye 1')).getByRole('button', { name: 'Mail gönderildi olarak işaretle' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
  }, 20_000);

  it('names the canned response that was sent and shows the mail flag set', async () => {
    await changeStatusOfFirstRow({ sent: true, canned_response_name: 'İade onayı' });
    expect(await toast('Durum başarıyla güncellendi ve hazır yanıt gönderildi: İade onayı')).toBeTruthy();
    const toggle = within(rowOf('Üye 1')).getByRole('button', { name: 'Mail gönderilmedi olarak işaretle' });
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
  }, 20_000);

  it('keeps the plain success message when no canned response was due', async () => {
    await changeStatusOfFirstRow(null);
    expect(await toast('Durum başarıyla güncellendi')).toBeTruthy();
  }, 20_000);

  it('warns after a bulk status change whose replies partly failed, and reloads the mail flags', async () => {
    const user = setupUser();
    const partlyMailed = {
      body: {
        succeeded: [1, 2],
        failed: [],
        mail: [
          { id: 1, sent: true, canned_response_name: 'İade onayı' },
          { id: 2, sent: false, message: 'Talep bulunamadı' },
        ],
        warning: '1 iade için hazır yanıt gönderilemedi',
      },
    };
    const approved = [
      refund({ id: 1, status_id: 2, status_name: 'Onaylandı', mail_sent: 1 }),
      refund({ id: 2, status_id: 2, status_name: 'Onaylandı', mail_sent: 0 }),
    ];
    const before = [refund({ id: 1 }), refund({ id: 2 })];
    const api = mockRefundApi(
      adminUser,
      refundListChangedBy('POST /api/refunds/bulk', partlyMailed, before, approved),
    );
    renderApp('/refunds');
    await screen.findByText('Üye 1');
    await user.click(within(rowOf('Üye 1')).getByRole('checkbox'));
    await user.click(within(rowOf('Üye 2')).getByRole('checkbox'));
    await user.click(await screen.findByRole('button', { name: 'Durumu Değiştir' }));
    const dialog = await screen.findByRole('dialog', { name: 'Seçili İadelerin Durumunu Güncelle' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Yeni Durum' }));
    await user.click(await screen.findByRole('option', { name: 'Onaylandı' }));
    await user.click(within(dialog).getByRole('button', { name: 'Uygula' }));

    expect(
      await toast('Durum güncellendi ancak 1 iade için hazır yanıt gönderilemedi: Talep bulunamadı'),
    ).toBeTruthy();
    await waitFor(() =>
      expect(
        within(rowOf('Üye 1'))
          .getByRole('button', { name: /Mail gönder/ })
          .getAttribute('aria-pressed'),
      ).toBe('true'),
    );
    expect(
      within(rowOf('Üye 2'))
        .getByRole('button', { name: /Mail gönder/ })
        .getAttribute('aria-pressed'),
    ).toBe('false');
    expect(api.callsTo('POST', '/api/refunds/bulk')).toHaveLength(1);
  }, 20_000);

  it('warns after an edit that changed the status when the reply could not be sent', async () => {
    const user = setupUser();
    const existing = refund({ id: 5 });
    mockRefundApi(adminUser, {
      'GET /api/refunds/5': { body: existing },
      'GET /api/logs/refund/5': { body: [] },
      'PUT /api/refunds/5': {
        body: {
          ...existing,
          status_id: 2,
          status_name: 'Onaylandı',
          mail: { sent: false, message: 'HelpDesk yanıt vermedi' },
        },
      },
    });
    renderApp('/refunds/edit/5');
    const status = await screen.findByRole('combobox', { name: /^Durum/ });
    await waitFor(() => expect(status.textContent).toBe('Beklemede'));
    await user.click(status);
    await user.click(await screen.findByRole('option', { name: 'Onaylandı' }));
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    // One message, the warning (which says the change was saved), not a success toast it would replace.
    expect(
      await toast('Durum güncellendi ancak hazır yanıt gönderilemedi: HelpDesk yanıt vermedi'),
    ).toBeTruthy();
    expect(screen.queryByText('İade başarıyla güncellendi')).toBeNull();
  }, 20_000);
});
