import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CASI_DEFAULT_PERMISSIONS } from '../../../contract/permissions';
import { listReply, mockSignedInApi, type RouteHandler } from '../support/mockFetch';
import { renderApp, setupUser } from '../support/renderApp';
import { adminUser, adminUserRow, supportUser } from '../support/users';

vi.mock('../../../src/providers/browserNavigation', () => ({
  navigateBrowserTo: vi.fn(),
  currentBrowserPath: () => '/users',
}));

const roles = [
  { id: 1, name: 'admin', display_name: 'Yönetici', is_system_role: 1, permissions: [] },
  { id: 2, name: 'casi', display_name: 'CASI Yetkili', is_system_role: 1, permissions: [] },
  { id: 7, name: 'denetci', display_name: 'Denetçi', is_system_role: 0, permissions: [] },
];

const rows = [
  adminUserRow,
  {
    id: 9,
    username: 'veli',
    full_name: 'Veli Kaya',
    email: null,
    role_id: 7,
    role_name: 'denetci',
    role_display_name: 'Denetçi',
    is_active: false,
    is_2fa_enabled: '1',
  },
];

async function openUsers(user: object = adminUser, routes: Record<string, RouteHandler> = {}) {
  const api = mockSignedInApi(user, {
    'GET /api/users': listReply(rows, 'users'),
    'GET /api/roles': { body: roles },
    ...routes,
  });
  const actor = setupUser();
  const view = renderApp('/users');
  await screen.findByText('veli', {}, { timeout: 8000 });
  return { api, actor, view };
}

/** The table row whose username cell holds `username` (next to the 'Siz' badge, if any). */
const rowOf = (username: string) => {
  const rows = [...document.querySelectorAll('tbody tr')] as HTMLElement[];
  const row = rows.find((r) =>
    [...r.querySelectorAll('td')].some((td) => td.firstChild?.textContent === username),
  );
  if (!row) throw new Error(`No row for ${username}`);
  return row;
};

describe('users screen', { timeout: 20_000 }, () => {
  it("marks the signed-in user with 'Siz' and disables deleting oneself", async () => {
    await openUsers();
    const own = rowOf('admin');
    expect(within(own).getByText('Siz')).toBeTruthy();
    const selfDelete = within(own).getByRole('button', {
      name: 'Kendinizi silemezsiniz',
    }) as HTMLButtonElement;
    expect(selfDelete.disabled).toBe(true);
    const other = within(rowOf('veli')).getByRole('button', { name: 'Sil' }) as HTMLButtonElement;
    expect(other.disabled).toBe(false);
    expect(within(rowOf('veli')).getByText('Pasif')).toBeTruthy();
    expect(within(rowOf('veli')).getByText('Açık')).toBeTruthy();
    expect(within(rowOf('admin')).getByText('Kapalı')).toBeTruthy();
  });

  it('shows the validation messages and sends a valid new user', async () => {
    const { api, actor } = await openUsers(adminUser, {
      'POST /api/users': ({ body }) => ({ status: 201, body: { id: 10, ...(body as object) } }),
    });
    await actor.click(screen.getByRole('button', { name: 'Yeni Kullanıcı' }));
    const dialog = await screen.findByRole('dialog');
    const save = () => actor.click(within(dialog).getByRole('button', { name: 'Kaydet' }));

    await save();
    expect(within(dialog).getByText('Lütfen zorunlu alanları doldurun')).toBeTruthy();

    await actor.type(within(dialog).getByLabelText(/Kullanıcı Adı/), 'ali veli');
    await actor.type(within(dialog).getByLabelText(/Şifre/), 'gizli123');
    await actor.click(within(dialog).getByRole('combobox', { name: /Rol/ }));
    await actor.click(await screen.findByRole('option', { name: 'Denetçi' }));
    await save();
    expect(within(dialog).getByText('Kullanıcı adı sadece harf, rakam ve alt çizgi içerebilir')).toBeTruthy();
    expect(api.callsTo('POST', '/api/users')).toHaveLength(0);

    const username = within(dialog).getByLabelText(/Kullanıcı Adı/);
    await actor.clear(username);
    await actor.type(username, 'ali_veli');
    await save();
    expect(await screen.findByText('Kullanıcı başarıyla eklendi')).toBeTruthy();
    expect(api.callsTo('POST', '/api/users')[0].body).toEqual({
      username: 'ali_veli',
      password: 'gizli123',
      role_id: 7,
      email: null,
      full_name: null,
      is_active: true,
      is_2fa_enabled: 0,
    });
  });

  it('edits without the username and omits a blank password', async () => {
    const { api, actor } = await openUsers(adminUser, {
      'PUT /api/users/9': ({ body }) => ({ body: { ...rows[1], ...(body as object) } }),
    });
    await actor.click(within(rowOf('veli')).getByRole('button', { name: 'Düzenle' }));
    const dialog = await screen.findByRole('dialog');
    expect((within(dialog).getByLabelText(/Kullanıcı Adı/) as HTMLInputElement).disabled).toBe(true);
    expect(within(dialog).getByText('Kullanıcı adı değiştirilemez')).toBeTruthy();
    await actor.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Kullanıcı başarıyla güncellendi')).toBeTruthy();
    const body = api.callsTo('PUT', '/api/users/9')[0].body as Record<string, unknown>;
    expect(body).not.toHaveProperty('password');
    expect(body).not.toHaveProperty('username');
    expect(body.is_2fa_enabled).toBe(1);
  });

  it("asks before deleting ('Bu işlem geri alınamaz')", async () => {
    const { api, actor } = await openUsers(adminUser, {
      'DELETE /api/users/9': { body: { id: 9, message: 'Kullanıcı başarıyla silindi' } },
    });
    await actor.click(within(rowOf('veli')).getByRole('button', { name: 'Sil' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('veli kullanıcısını silmek istediğinize emin misiniz?');
    expect(dialog.textContent).toContain('Bu işlem geri alınamaz');
    await actor.click(within(dialog).getByRole('button', { name: 'Sil' }));
    expect(await screen.findByText('Kullanıcı başarıyla silindi')).toBeTruthy();
    expect(api.callsTo('DELETE', '/api/users/9')).toHaveLength(1);
  });

  it('searches and filters by role through the list query', async () => {
    const { api, actor } = await openUsers();
    await actor.type(screen.getByPlaceholderText('Kullanıcı adı, e-posta veya isim ile ara'), 'vel');
    await waitFor(() =>
      expect(
        api.callsTo('GET', '/api/users').some((r) => JSON.parse(r.query.get('filter') ?? '{}').q === 'vel'),
      ).toBe(true),
    );
    await actor.click(screen.getByRole('combobox', { name: 'Rol' }));
    await actor.click(await screen.findByRole('option', { name: 'Denetçi' }));
    await waitFor(() =>
      expect(JSON.parse(api.callsTo('GET', '/api/users').at(-1)?.query.get('filter') ?? '{}')).toEqual({
        q: 'vel',
        role_id: 7,
      }),
    );
    // react-admin names a sortable header after its sort tooltip ('Ad Soyad alanına göre artan sırala').
    await actor.click(screen.getByRole('button', { name: /ad soyad/i }));
    await waitFor(() =>
      expect(api.callsTo('GET', '/api/users').at(-1)?.query.get('sort')).toBe('["full_name","ASC"]'),
    );
  });

  it('bulk-creates from a JSON file and lists the rejected rows', async () => {
    const { api, actor } = await openUsers(adminUser, {
      'POST /api/scripts/create-users-from-json': {
        status: 400,
        body: {
          success: false,
          message: 'Hiçbir kullanıcı oluşturulmadı',
          errors: [{ index: 1, username: 'admin', message: 'Bu kullanıcı adı zaten kullanılıyor' }],
        },
      },
    });
    await actor.click(screen.getByRole('button', { name: 'JSON Dosyasından Toplu Kullanıcı Oluştur' }));
    const dialog = await screen.findByRole('dialog');
    const file = new File(
      [JSON.stringify([{ username: 'yeni', password: 'x12345', role_id: 7 }, { username: 'admin' }])],
      'users.json',
      { type: 'application/json' },
    );
    fireEvent.change(within(dialog).getByLabelText('JSON Dosyası Seç'), { target: { files: [file] } });
    expect(await within(dialog).findByText('users.json: 2 kullanıcı')).toBeTruthy();
    await actor.click(within(dialog).getByRole('button', { name: 'Kullanıcıları Oluştur' }));
    expect(
      await within(dialog).findByText('Satır 2 (admin): Bu kullanıcı adı zaten kullanılıyor'),
    ).toBeTruthy();
    expect(api.callsTo('POST', '/api/scripts/create-users-from-json')[0].body).toHaveLength(2);
  });

  it('offers bulk actions to admins only', async () => {
    const { api, actor } = await openUsers(adminUser, {
      'POST /api/users/bulk': { body: { succeeded: [9], failed: [] } },
    });
    await actor.click(within(rowOf('veli')).getByRole('checkbox', { name: 'veli' }));
    await actor.click(screen.getByRole('button', { name: 'Aktif Yap' }));
    expect(await screen.findByText(/İşlem tamamlandı: 1 başarılı, 0 başarısız/)).toBeTruthy();
    expect(api.callsTo('POST', '/api/users/bulk')[0].body).toEqual({ action: 'activate', ids: [9] });
  });

  it('hides the bulk selection from a casi user', async () => {
    const casi = { ...supportUser, role_id: 2, role_name: 'casi', role: 'casi' };
    await openUsers(casi);
    expect(screen.queryByRole('checkbox', { name: 'veli' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Aktif Yap' })).toBeNull();
  });

  it('sends a user who is neither casi nor admin from /users to the dashboard', async () => {
    mockSignedInApi(supportUser, { 'GET /api/refunds': listReply([], 'refunds') });
    const view = renderApp('/users');
    await waitFor(() => expect(view.location()).toBe('/dashboard'), { timeout: 5000 });
  });
});

describe('users screen: what the caller may not change is locked', { timeout: 20_000 }, () => {
  const casiSelf = {
    id: 12,
    username: 'casi_kisi',
    full_name: null,
    email: null,
    role_id: 2,
    role_name: 'casi',
    role_display_name: 'CASI Yetkili',
    is_active: true,
    is_2fa_enabled: false,
  };
  const casiUser = {
    ...supportUser,
    id: 12,
    username: 'casi_kisi',
    role_id: 2,
    role_name: 'casi',
    role: 'casi',
    role_display_name: 'CASI Yetkili',
    permissions: [...CASI_DEFAULT_PERMISSIONS],
  };
  const lockedAdmin = 'Bir yöneticiyi yalnızca başka bir yönetici değiştirebilir';

  const roleOptions = async (actor: ReturnType<typeof setupUser>, dialog: HTMLElement) => {
    await actor.click(within(dialog).getByRole('combobox', { name: /Rol/ }));
    const names = (await screen.findAllByRole('option')).map((o) => o.textContent);
    await actor.keyboard('{Escape}');
    return names;
  };

  it('locks administrators and offers a casi only roles within its rights', async () => {
    const { actor } = await openUsers(casiUser, {
      'GET /api/users': listReply([...rows, casiSelf], 'users'),
    });
    const adminRow = rowOf('admin');
    const locked = within(adminRow).getAllByRole('button', { name: lockedAdmin }) as HTMLButtonElement[];
    expect(locked).toHaveLength(2);
    expect(locked.every((button) => button.disabled)).toBe(true);
    expect(within(adminRow).queryByRole('button', { name: 'Düzenle' })).toBeNull();
    expect(
      (within(rowOf('veli')).getByRole('button', { name: 'Düzenle' }) as HTMLButtonElement).disabled,
    ).toBe(false);

    await actor.click(screen.getByRole('button', { name: 'Yeni Kullanıcı' }));
    const dialog = await screen.findByRole('dialog');
    expect(await roleOptions(actor, dialog)).toEqual(['CASI Yetkili', 'Denetçi']);
  });

  it('locks the role and active flag of oneself', async () => {
    const { actor } = await openUsers(casiUser, {
      'GET /api/users': listReply([...rows, casiSelf], 'users'),
    });
    await actor.click(within(rowOf('casi_kisi')).getByRole('button', { name: 'Düzenle' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('combobox', { name: /Rol/ }).getAttribute('aria-disabled')).toBe('true');
    expect(within(dialog).getByText('Kendi rolünüzü değiştiremezsiniz')).toBeTruthy();
    expect((within(dialog).getByRole('checkbox', { name: 'Aktif' }) as HTMLInputElement).disabled).toBe(true);
    expect(within(dialog).getByText('Kendi hesabınızı pasif yapamazsınız')).toBeTruthy();
  });

  it('leaves an administrator every role and every other user', async () => {
    const { actor } = await openUsers(adminUser);
    expect(screen.queryByRole('button', { name: lockedAdmin })).toBeNull();
    await actor.click(screen.getByRole('button', { name: 'Yeni Kullanıcı' }));
    const dialog = await screen.findByRole('dialog');
    expect(await roleOptions(actor, dialog)).toEqual(['Yönetici', 'CASI Yetkili', 'Denetçi']);
  });
});
