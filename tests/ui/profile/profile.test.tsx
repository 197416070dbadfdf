import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockSignedInApi, type RouteHandler } from '../support/mockFetch';
import { renderApp, setupUser } from '../support/renderApp';
import { supportUser } from '../support/users';

vi.mock('../../../src/providers/browserNavigation', () => ({
  navigateBrowserTo: vi.fn(),
  currentBrowserPath: () => '/profile',
}));

async function openProfile(routes: Record<string, RouteHandler> = {}) {
  const api = mockSignedInApi(supportUser, {
    'GET /api/auth/2fa/status': { body: { is2FAEnabled: false } },
    ...routes,
  });
  const user = setupUser();
  renderApp('/profile');
  await screen.findByRole('heading', { name: 'Profil' }, { timeout: 8000 });
  return { api, user };
}

const info = () => screen.getByRole('region', { name: 'Profil' });

describe('profile', { timeout: 20_000 }, () => {
  it("shows the user's data and 2FA state", async () => {
    await openProfile();
    const region = info();
    expect(within(region).getByText('destek')).toBeTruthy();
    expect(within(region).getByText('Destek Ekibi')).toBeTruthy();
    expect(within(region).getByText('Destek')).toBeTruthy();
    expect(await within(region).findByText('Devre dışı')).toBeTruthy();
  });

  it('breaks a long e-mail inside its card instead of running past it on a phone', async () => {
    const email = 'cok.uzun.bir.eposta.adresi.destek.ekibi@ornek-sirket-alan-adi.com.tr';
    mockSignedInApi(
      { ...supportUser, email },
      { 'GET /api/auth/2fa/status': { body: { is2FAEnabled: false } } },
    );
    renderApp('/profile');
    const shown = await screen.findByText(email, {}, { timeout: 8000 });
    expect(getComputedStyle(shown).overflowWrap).toBe('anywhere');
  });

  it('applies the password rules before calling the server', async () => {
    const { api, user } = await openProfile({
      'POST /api/users/update-password': { body: { message: 'Şifre başarıyla güncellendi' } },
    });
    const submit = () => user.click(screen.getByRole('button', { name: 'Şifreyi Güncelle' }));
    const alertText = () => screen.getByRole('alert').textContent;

    await submit();
    expect(alertText()).toBe('Mevcut şifre gereklidir');
    await user.type(screen.getByLabelText('Mevcut Şifre'), 'eski123');
    await submit();
    expect(alertText()).toBe('Yeni şifre gereklidir');
    await user.type(screen.getByLabelText('Yeni Şifre'), 'abc');
    await submit();
    expect(alertText()).toBe('Şifre en az 6 karakter olmalıdır');
    await user.type(screen.getByLabelText('Yeni Şifre'), 'def');
    await user.type(screen.getByLabelText('Yeni Şifre (Tekrar)'), 'abcdeX');
    await submit();
    expect(alertText()).toBe('Şifreler eşleşmiyor');
    expect(api.callsTo('POST', '/api/users/update-password')).toHaveLength(0);

    await user.clear(screen.getByLabelText('Yeni Şifre (Tekrar)'));
    await user.type(screen.getByLabelText('Yeni Şifre (Tekrar)'), 'abcdef');
    await submit();
    expect(await screen.findByText('Şifre başarıyla güncellendi')).toBeTruthy();
    expect(api.callsTo('POST', '/api/users/update-password')[0].body).toEqual({
      currentPassword: 'eski123',
      newPassword: 'abcdef',
    });
  });

  it("shows the server's message when the current password is wrong", async () => {
    const { user } = await openProfile({
      'POST /api/users/update-password': { status: 400, body: { message: 'Mevcut şifre hatalı' } },
    });
    await user.type(screen.getByLabelText('Mevcut Şifre'), 'yanlis1');
    await user.type(screen.getByLabelText('Yeni Şifre'), 'abcdef');
    await user.type(screen.getByLabelText('Yeni Şifre (Tekrar)'), 'abcdef');
    await user.click(screen.getByRole('button', { name: 'Şifreyi Güncelle' }));
    expect((await screen.findAllByText('Mevcut şifre hatalı')).length).toBeGreaterThan(0);
  });

  it('sets up 2FA: QR code and secret, a refused code, then the right one', async () => {
    const { api, user } = await openProfile({
      'POST /api/auth/2fa/setup': {
        body: { qrCode: 'data:image/png;base64,AAAA', secret: 'JBSWY3DPEHPK3PXP' },
      },
      'POST /api/auth/2fa/verify': ({ body }) =>
        (body as { token: string }).token === '123456'
          ? { body: { message: 'ok' } }
          : { status: 400, body: { message: 'Doğrulama kodu geçersiz' } },
    });
    await user.click(screen.getByRole('tab', { name: 'İki Faktörlü Doğrulama' }));
    await user.click(screen.getByRole('button', { name: 'Kurulumu Başlat' }));
    expect(await screen.findByRole('img', { name: 'İki faktörlü doğrulama QR kodu' })).toBeTruthy();
    expect(screen.getByLabelText('Gizli anahtar').textContent).toBe('JBSWY3DPEHPK3PXP');

    const code = screen.getByLabelText('Doğrulama Kodu');
    const verify = screen.getByRole('button', { name: 'Doğrula ve Etkinleştir' }) as HTMLButtonElement;
    await user.type(code, '12a3');
    expect((code as HTMLInputElement).value).toBe('123');
    expect(verify.disabled).toBe(true);
    await user.type(code, '000');
    await user.click(verify);
    expect(await screen.findByText('Doğrulama kodu geçersiz')).toBeTruthy();
    await waitFor(() => expect((code as HTMLInputElement).value).toBe(''));

    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Doğrula ve Etkinleştir' }));
    expect(await screen.findByText('İki faktörlü doğrulama başarıyla etkinleştirildi')).toBeTruthy();
    expect(within(info()).getByText('Etkin')).toBeTruthy();
    expect(api.callsTo('POST', '/api/auth/2fa/verify').map((r) => r.body)).toEqual([
      { token: '123000' },
      { token: '123456' },
    ]);
  });

  it('disables 2FA only with the password', async () => {
    const { api, user } = await openProfile({
      'GET /api/auth/2fa/status': { body: { is2FAEnabled: true } },
      'POST /api/auth/2fa/disable': { body: { message: 'ok' } },
    });
    await user.click(screen.getByRole('tab', { name: 'İki Faktörlü Doğrulama' }));
    const disable = await screen.findByRole('button', { name: 'İki Faktörlü Doğrulamayı Kapat' });
    await user.click(disable);
    expect(screen.getByText('Şifre gereklidir')).toBeTruthy();
    expect(api.callsTo('POST', '/api/auth/2fa/disable')).toHaveLength(0);
    await user.type(screen.getByLabelText('Şifre'), 'gizli123');
    await user.click(disable);
    expect(await screen.findByText('İki faktörlü doğrulama devre dışı bırakıldı')).toBeTruthy();
    expect(api.callsTo('POST', '/api/auth/2fa/disable')[0].body).toEqual({ password: 'gizli123' });
    expect(await screen.findByRole('button', { name: 'Kurulumu Başlat' })).toBeTruthy();
  });
});
