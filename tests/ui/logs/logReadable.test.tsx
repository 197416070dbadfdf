import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { listReply, mockSignedInApi } from '../support/mockFetch';
import { runInBrowserTimeZone } from '../support/browserTimeZone';
import { renderApp } from '../support/renderApp';
import { adminUser } from '../support/users';

vi.mock('../../../src/providers/browserNavigation', () => ({
  navigateBrowserTo: vi.fn(),
  currentBrowserPath: () => '/logs',
}));

/** The browser runs in New York: dates must still read in Turkish time. */
runInBrowserTimeZone('America/New_York');

const logs = [
  {
    id: 4,
    username: 'ayse',
    action: 'update_refund_status',
    details: 'İade #7 durumu: Beklemede → Tamamlandı',
    ip_address: '10.0.0.5',
    // 22:30 UTC on 4 March is 01:30 on 5 March in Turkey (17:30 on 4 March in New York).
    created_at: '2024-03-04T22:30:00.000Z',
  },
  {
    id: 3,
    username: 'admin',
    action: 'update_role_payment_methods',
    details: 'Rol ödeme yöntemleri: kisitli → [16, 99]',
    ip_address: '10.0.0.6',
    created_at: '2024-03-04T10:00:00.000Z',
  },
  {
    id: 2,
    username: 'admin',
    action: 'update_role_permissions',
    details: 'Rol yetkileri: kisitli → [view_refunds, view_logs]',
    ip_address: '10.0.0.6',
    created_at: '2024-03-04T09:00:00.000Z',
  },
  {
    id: 1,
    username: 'mehmet',
    action: 'update_refund',
    details: 'İade güncellendi: #5 (amount, member_name)',
    ip_address: '10.0.0.7',
    created_at: '2024-03-04T08:00:00.000Z',
  },
];

async function openLogs() {
  mockSignedInApi(adminUser, {
    'GET /api/logs': listReply(logs, 'logs'),
    'GET /api/roles': {
      body: [
        { id: 1, name: 'admin', display_name: 'Yönetici', is_system_role: 1 },
        { id: 5, name: 'kisitli', display_name: 'Kısıtlı Personel', is_system_role: 0 },
      ],
    },
    'GET /api/methods': listReply([{ id: 16, name: 'Papara', code: 'papara', display_order: 1 }], 'methods'),
  });
  renderApp('/logs');
  await screen.findByRole('heading', { name: 'Sistem Logları' }, { timeout: 8000 });
}

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;

describe('system logs read as Turkish', { timeout: 20_000 }, () => {
  it('names actions and shows dates in Turkish time whatever the browser zone', async () => {
    await openLogs();
    const row = await rowOf('İade #7 durumu: Beklemede → Tamamlandı');
    expect(within(row).getByText('İade Durumu Güncelleme')).toBeTruthy();
    expect(within(row).queryByText('update_refund_status')).toBeNull();
    expect(within(row).getByText('05 Mar 2024 01:30')).toBeTruthy();
  });

  it('names the fields, roles, permissions and payment methods a detail holds', async () => {
    await openLogs();
    const methods = await rowOf('Kısıtlı Personel rolünün ödeme yöntemleri: Papara, #99');
    expect(within(methods).getByText('Rol Ödeme Yöntemlerini Güncelleme')).toBeTruthy();
    const permissions = await rowOf(
      'Kısıtlı Personel rolünün yetkileri: İadeleri görüntüleme, Logları görüntüleme',
    );
    expect(within(permissions).getByText('Rol Yetkilerini Güncelleme')).toBeTruthy();
    const edit = await rowOf('İade güncellendi: #5 (Tutar, Üye Adı)');
    expect(within(edit).getByText('İade Güncelleme')).toBeTruthy();
    expect(screen.queryByText(/kisitli|\[16|amount, member_name/)).toBeNull();
  });

  it("the action filter's empty value reads 'Tüm Loglar'", async () => {
    await openLogs();
    await rowOf('İade #7 durumu: Beklemede → Tamamlandı');
    expect(screen.getByRole('combobox', { name: 'Filtre' }).textContent).toContain('Tüm Loglar');
  });
});
