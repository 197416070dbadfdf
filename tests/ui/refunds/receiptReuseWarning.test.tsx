import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { listCalls, type MockReply, type RouteHandler } from '../support/mockFetch';
import { mockRefundApi, refund } from '../support/refundFixtures';
import { renderApp, setupUser } from '../support/renderApp';
import { adminUser } from '../support/users';

vi.mock('../../../src/providers/browserNavigation', () => ({
  navigateBrowserTo: vi.fn(),
  currentBrowserPath: () => '/refunds/create',
}));

const CHECK = 'POST /api/refunds/receipt-reuse';
const ANALYSE = 'POST /api/receipt-analysis/analyze-dekont';
const png = (name = 'dekont.png') => new File([new Uint8Array(2048)], name, { type: 'image/png' });

const reuse = (
  refunds: Array<{ id: number; same_file?: boolean; same_details?: boolean }>,
  hidden = 0,
): MockReply => ({
  body: {
    sha256: 'a'.repeat(64),
    read: refunds.some((r) => r.same_details),
    refunds: refunds.map(({ id, same_file = true, same_details = false }) => ({
      id,
      same_file,
      same_details,
    })),
    hidden_count: hidden,
  },
});

async function openCreate(routes: Record<string, RouteHandler>) {
  const user = setupUser();
  const api = mockRefundApi(adminUser, routes);
  renderApp('/refunds/create');
  await screen.findByRole('heading', { name: 'Yeni İade Oluştur' });
  await waitFor(() => expect(screen.getByRole('combobox', { name: /^Durum/ }).textContent).toBe('Beklemede'));
  return { user, api };
}

const attach = (user: ReturnType<typeof setupUser>, file = png()) =>
  user.upload(screen.getByLabelText('Dekont dosyası'), file);

describe('the receipt reuse warning on the refund form', () => {
  it('names the other refunds with links, counts the hidden ones, and sends the chosen file', async () => {
    const { user, api } = await openCreate({
      [CHECK]: reuse([{ id: 12 }, { id: 34, same_details: true }], 2),
    });
    await attach(user);

    const warning = await screen.findByTestId('receipt-reuse-warning');
    expect(warning.getAttribute('role')).toBe('alert');
    await waitFor(() =>
      expect(warning.textContent).toContain('Bu dekont #12, #34 numaralı iadede de kullanılmış'),
    );
    expect(within(warning).getByText('Dekont başka iadede kullanılmış')).toBeTruthy();
    expect(warning.textContent).toContain('Ayrıca görme yetkiniz olmayan 2 iadede daha kullanılmış');
    expect(warning.textContent).toContain('Yine de kaydedebilirsiniz');

    const first = within(warning).getByRole('link', { name: 'İade #12 (Aynı dosya)' });
    expect(first.getAttribute('href')).toBe('/refunds/12');
    expect(first.getAttribute('target')).toBe('_blank');
    const second = within(warning).getByRole('link', {
      name: 'İade #34 (Aynı dosya; aynı IBAN, tutar ve işlem tarihi)',
    });
    expect(second.getAttribute('href')).toBe('/refunds/34');

    const sent = api.callsTo('POST', '/api/refunds/receipt-reuse');
    expect(sent).toHaveLength(1);
    expect(((sent[0].body as FormData).get('dekont') as File).name).toBe('dekont.png');
    expect(sent[0].query.get('refund_id')).toBeNull();
    // The save button stays usable: saving anyway is allowed.
    expect((screen.getByRole('button', { name: 'İade Oluştur' }) as HTMLButtonElement).disabled).toBe(false);
  }, 30_000);

  it('says only how many refunds use it when the user may see none of them', async () => {
    const { user } = await openCreate({ [CHECK]: reuse([], 1) });
    await attach(user);
    const warning = await screen.findByTestId('receipt-reuse-warning');
    expect(warning.textContent).toContain('Bu dekont, görme yetkiniz olmayan 1 iadede de kullanılmış');
    expect(within(warning).queryByRole('link')).toBeNull();
  }, 30_000);

  it('shows nothing for a receipt no other refund uses, and checks again after an analysis', async () => {
    let answer = reuse([]);
    const { user, api } = await openCreate({
      [CHECK]: () => answer,
      [ANALYSE]: {
        body: {
          success: true,
          data: {
            gonderici_ismi: 'AYŞE YILMAZ',
            alici_ismi: 'MEHMET KAYA',
            alici_hesap: 'TR330006100519786457841326',
            tutar: '10,00',
            islem_tarihi: '05.03.2024',
            islem_saati: '14:30',
          },
        },
      },
    });
    await attach(user);
    await waitFor(() => expect(api.callsTo('POST', '/api/refunds/receipt-reuse')).toHaveLength(1));
    expect(screen.queryByTestId('receipt-reuse-warning')).toBeNull();

    // The reader's reading is kept by the server: the same transfer is now found on refund #7.
    answer = reuse([{ id: 7, same_file: false, same_details: true }]);
    await user.click(screen.getByRole('button', { name: 'Dekontu Analiz Et' }));
    const warning = await screen.findByTestId('receipt-reuse-warning');
    expect(
      within(warning).getByRole('link', { name: 'İade #7 (Aynı IBAN, tutar ve işlem tarihi)' }),
    ).toBeTruthy();
    expect(api.callsTo('POST', '/api/refunds/receipt-reuse')).toHaveLength(2);
  }, 30_000);

  it('leaves the edited refund out of the check', async () => {
    const user = setupUser();
    const api = mockRefundApi(adminUser, {
      'GET /api/refunds/5': { body: refund({ id: 5 }) },
      'GET /api/logs/refund/5': { body: [] },
      [CHECK]: reuse([{ id: 9 }]),
    });
    renderApp('/refunds/edit/5');
    await screen.findByRole('heading', { name: 'İadeyi Düzenle' });
    await screen.findByLabelText('Dekont dosyası');
    await attach(user);
    await screen.findByTestId('receipt-reuse-warning');
    expect(api.callsTo('POST', '/api/refunds/receipt-reuse')[0].query.get('refund_id')).toBe('5');
  }, 30_000);
});

describe('the reuse warning in the detail page upload box', () => {
  it('checks the chosen receipt against the other refunds before it is uploaded', async () => {
    const user = setupUser();
    const api = mockRefundApi(adminUser, {
      'GET /api/refunds/7': { body: refund({ id: 7 }) },
      'GET /api/logs/refund/7': { body: [] },
      [CHECK]: reuse([{ id: 3 }]),
    });
    renderApp('/refunds/7');
    await screen.findByRole('heading', { name: 'İade #7' });
    const box = screen.getByRole('region', { name: 'Dekont Yükle' });
    await user.upload(within(box).getByLabelText('Dekont dosyası'), png('yeni.png'));
    const warning = await within(box).findByTestId('receipt-reuse-warning');
    expect(warning.textContent).toContain('Bu dekont #3 numaralı iadede de kullanılmış');
    expect(api.callsTo('POST', '/api/refunds/receipt-reuse')[0].query.get('refund_id')).toBe('7');
    // Uploading anyway stays possible.
    expect((within(box).getByRole('button', { name: 'Yükle' }) as HTMLButtonElement).disabled).toBe(false);
  }, 30_000);
});

describe('the reuse filter on the refund list', () => {
  it('sends receipt_reused in the list filter', async () => {
    const user = setupUser();
    const api = mockRefundApi(adminUser);
    renderApp('/refunds');
    await screen.findByText('Üye 1');
    await user.click(screen.getByRole('checkbox', { name: 'Dekontu başka iadede kullanılmış' }));
    await waitFor(() =>
      expect(listCalls(api, '/api/refunds').at(-1)?.filter).toEqual({ receipt_reused: true }),
    );
    await user.click(screen.getByRole('checkbox', { name: 'Dekontu başka iadede kullanılmış' }));
    await waitFor(() => expect(listCalls(api, '/api/refunds').at(-1)?.filter).toEqual({}));
  }, 30_000);
});
