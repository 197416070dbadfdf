import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Approval } from '../../../contract/approvals';
import { listReply } from '../support/mockFetch';
import { localIso, mockRefundApi, refund } from '../support/refundFixtures';
import { renderApp, setupUser } from '../support/renderApp';
import { adminUser, casiUser } from '../support/users';

vi.mock('../../../src/providers/browserNavigation', () => ({
  navigateBrowserTo: vi.fn(),
  currentBrowserPath: () => '/approvals',
}));

/** A user who may approve others' requests (and sees every refund). */
const approverUser = {
  ...casiUser,
  id: 11,
  username: 'onayci',
  role_name: 'onaylayici',
  role: 'onaylayici',
  permissions: [...casiUser.permissions, 'approve_refunds'],
};

const request = (overrides: Partial<Approval> = {}): Approval => ({
  id: 5,
  refund_id: 7,
  member_name: 'Üye 7',
  refund_name: 'Alıcı 7',
  amount: 25000,
  payment_method_id: 4,
  payment_method_name: 'Moven Banka',
  from_status_id: 1,
  from_status_name: 'Beklemede',
  to_status_id: 2,
  to_status_name: 'Onaylandı',
  to_status_color: '#16a34a',
  current_status_id: 1,
  requested_by: 3,
  requested_by_username: 'casi1',
  requested_at: localIso(2024, 3, 8, 9, 45),
  state: 'pending',
  decided_by_username: null,
  decided_at: null,
  note: null,
  mine: false,
  ...overrides,
});

const pendingRefund = refund({ id: 7, amount: 25000, pending_approval_id: 5 });

async function openDetail(user: object, approval: Approval) {
  const api = mockRefundApi(user, {
    'GET /api/refunds/7': { body: pendingRefund },
    'GET /api/logs/refund/7': { body: [] },
    'GET /api/approvals/5': { body: approval },
    'GET /api/approvals/count': { body: { pending: 1 } },
    'POST /api/approvals/5/approve': {
      body: { id: 5, refund_id: 7, state: 'approved', version: 4, mail: null, message: 'ok' },
    },
    'POST /api/approvals/5/reject': {
      body: { id: 5, refund_id: 7, state: 'rejected', mail: null, message: 'ok' },
    },
  });
  renderApp('/refunds/7');
  await screen.findByRole('heading', { name: 'İade #7' });
  return api;
}

describe('refund detail with a pending approval', () => {
  it('shows who asked for what, and approve sends the decision with the note', async () => {
    const api = await openDetail(approverUser, request());
    const panel = await screen.findByTestId('pending-approval-panel');
    expect(panel.textContent).toContain('casi1, 08 Mart 2024 09:45 tarihinde durumun Beklemede → Onaylandı');
    expect(screen.getAllByTestId('pending-approval-chip').length).toBeGreaterThan(0);
    const user = setupUser();
    await user.click(within(panel).getByRole('button', { name: 'Onayla' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('İadenin durumu Onaylandı olarak değiştirilecek');
    await user.type(within(dialog).getByLabelText('Not (isteğe bağlı)'), 'Dekont tamam');
    await user.click(within(dialog).getByRole('button', { name: 'Onayla' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/approvals/5/approve')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/approvals/5/approve')[0].body).toEqual({ note: 'Dekont tamam' });
    expect(await screen.findByText('Talep onaylandı; durum değiştirildi')).toBeTruthy();
  });

  it('asks for a reason before rejecting', async () => {
    const api = await openDetail(approverUser, request());
    const panel = await screen.findByTestId('pending-approval-panel');
    const user = setupUser();
    await user.click(within(panel).getByRole('button', { name: 'Reddet' }));
    const dialog = await screen.findByRole('dialog');
    const send = within(dialog).getByRole('button', { name: 'Reddet' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    await user.type(within(dialog).getByRole('textbox', { name: /Ret gerekçesi/ }), 'Eksik belge');
    expect(send.disabled).toBe(false);
    await user.click(send);
    await waitFor(() => expect(api.callsTo('POST', '/api/approvals/5/reject')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/approvals/5/reject')[0].body).toEqual({ note: 'Eksik belge' });
  });

  it('offers no decision to the requester, administrators included', async () => {
    await openDetail(adminUser, request({ mine: true, requested_by: 1, requested_by_username: 'admin' }));
    const panel = await screen.findByTestId('pending-approval-panel');
    expect(within(panel).getByText('Bu talebi siz yaptınız; kararı başka bir yetkili vermeli.')).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: 'Onayla' })).toBeNull();
  });

  it('offers no decision without approve_refunds', async () => {
    await openDetail(casiUser, request());
    const panel = await screen.findByTestId('pending-approval-panel');
    expect(within(panel).getByText('Karar vermek için iade onaylama yetkisi gerekir.')).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: 'Reddet' })).toBeNull();
  });
});

describe('approvals queue', () => {
  const rows = [request(), request({ id: 6, refund_id: 8, mine: true, requested_by_username: 'onayci' })];

  async function openQueue(bulkAnswer: object) {
    const api = mockRefundApi(approverUser, {
      'GET /api/approvals': listReply(rows, 'approvals'),
      'GET /api/approvals/count': { body: { pending: 2 } },
      'POST /api/approvals/bulk-approve': { body: bulkAnswer },
    });
    renderApp('/approvals');
    await screen.findByRole('heading', { name: 'Onay Bekleyen Talepler' });
    await screen.findByTestId('approval-row-5');
    return api;
  }

  it('lists pending requests with their change, marks own ones, and filters by amount', async () => {
    const api = await openQueue({ succeeded: [], failed: [] });
    const own = screen.getByTestId('approval-row-6');
    expect(within(own).getByText('Kendi talebiniz')).toBeTruthy();
    expect(within(own).queryByRole('button', { name: 'Onayla' })).toBeNull();
    const other = screen.getByTestId('approval-row-5');
    expect(within(other).getByText('25.000,00 TL')).toBeTruthy();
    expect(within(other).getByRole('button', { name: 'Onayla' })).toBeTruthy();
    const user = setupUser();
    await user.type(screen.getByLabelText('En az tutar'), '20000');
    await waitFor(() => {
      const last = api.callsTo('GET', '/api/approvals').at(-1);
      expect(JSON.parse(last?.query.get('filter') ?? '{}')).toEqual({
        state: 'pending',
        min_amount: '20000',
      });
    });
  });

  it('bulk-approves the checked rows and reports each refused one', async () => {
    const api = await openQueue({
      succeeded: [5],
      failed: [
        {
          id: 6,
          message: 'Kendi talebinizi onaylayamaz veya reddedemezsiniz; kararı başka bir yetkili vermeli',
        },
      ],
    });
    const user = setupUser();
    await user.click(screen.getByRole('checkbox', { name: 'Tümünü seç' }));
    await user.click(screen.getByRole('button', { name: 'Seçilenleri Onayla' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/approvals/bulk-approve')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/approvals/bulk-approve')[0].body).toEqual({ ids: [5, 6] });
    expect(await screen.findByText(/1 talep onaylandı, 1 talep onaylanamadı/)).toBeTruthy();
    expect(screen.getByText(/Talep #6: Kendi talebinizi onaylayamaz/)).toBeTruthy();
    // The refused row stays checked for another look.
    expect((screen.getByRole('checkbox', { name: 'Talep #6 seç' }) as HTMLInputElement).checked).toBe(true);
  });
});
