import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { RefundEvent } from '../../../contract/events';
import { mockRefundApi, refund } from '../support/refundFixtures';
import { renderApp } from '../support/renderApp';
import { adminUser } from '../support/users';

vi.mock('../../../src/providers/browserNavigation', () => ({
  navigateBrowserTo: vi.fn(),
  currentBrowserPath: () => '/refunds/7',
}));

const before = refund({ id: 7, status_id: 1, status_name: 'Beklemede', amount: 100, version: 3 });
const after = {
  ...before,
  status_id: 2,
  status_name: 'Onaylandı',
  version: 4,
  updated_by_username: 'zeynep',
};

/** A live stream the test writes to: the page reads it as the server's text/event-stream. */
function liveStream() {
  const encoder = new TextEncoder();
  let push: (text: string) => void = () => undefined;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      push = (text) => controller.enqueue(encoder.encode(text));
      push(': connected\n\nevent: ready\ndata: {}\n\n');
    },
  });
  return {
    response: () => new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } }),
    send: (event: Partial<RefundEvent>) =>
      push(
        `id: 1\nevent: refund\ndata: ${JSON.stringify({ id: 1, at: new Date().toISOString(), ...event })}\n\n`,
      ),
  };
}

/** Routes the page's event stream to the test's, every other call to the mocked API. */
function withLiveStream() {
  const stream = liveStream();
  const mocked = globalThis.fetch;
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
    String(input).endsWith('/api/events') ? Promise.resolve(stream.response()) : mocked(input, init),
  );
  return stream;
}

async function openDetail(viewers: Array<{ user_id: number; username: string }> = []) {
  let current = before;
  const api = mockRefundApi(adminUser, {
    'GET /api/refunds/7': () => ({ body: current }),
    'GET /api/logs/refund/7': { body: [] },
    'POST /api/refunds/7/viewers': { body: { viewers } },
    'DELETE /api/refunds/7/viewers': { body: { message: 'ok' } },
  });
  const stream = withLiveStream();
  renderApp('/refunds/7');
  await screen.findByRole('heading', { name: 'İade #7' });
  await waitFor(() => expect(api.callsTo('POST', '/api/refunds/7/viewers')).toHaveLength(1));
  return { api, stream, change: () => (current = after) };
}

describe('refund detail, live', () => {
  it('says another user updated the refund, with who and the new values, and shows them', async () => {
    const { stream, change } = await openDetail();
    change();
    stream.send({ kind: 'status', refund_id: 7, version: 4, actor_id: 42, actor_name: 'zeynep' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Bu iade başka bir kullanıcı tarafından güncellendi');
    expect(alert.textContent).toContain('Değiştiren: zeynep');
    expect(within(alert).getByText('Onaylandı').closest('li')?.textContent).toBe('Durum: Onaylandı');
    await waitFor(() =>
      expect(screen.getAllByTestId('status-badge').map((badge) => badge.textContent)).toContain('Onaylandı'),
    );
  }, 20_000);

  it('says nothing for the signed-in user’s own change or another refund', async () => {
    const { api, stream, change } = await openDetail();
    change();
    stream.send({ kind: 'status', refund_id: 7, version: 4, actor_id: adminUser.id, actor_name: 'admin' });
    stream.send({ kind: 'status', refund_id: 8, version: 9, actor_id: 42, actor_name: 'zeynep' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByText('Bu iade başka bir kullanıcı tarafından güncellendi')).toBeNull();
    expect(api.callsTo('GET', '/api/refunds/7')).toHaveLength(1);
  }, 20_000);

  it('names the others who have the refund open', async () => {
    await openDetail([{ user_id: 42, username: 'zeynep' }]);
    expect(await screen.findByText('Bu iadeyi şu anda görüntüleyenler: zeynep')).toBeTruthy();
  }, 20_000);
});

describe('refund list, live', () => {
  it('reloads the page when a shown refund changes or one is created, not for a refund elsewhere', async () => {
    const api = mockRefundApi(adminUser);
    const stream = withLiveStream();
    renderApp('/refunds');
    await waitFor(() => expect(api.callsTo('GET', '/api/refunds')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 300));
    stream.send({ kind: 'status', refund_id: 99, version: 2, actor_id: 42, actor_name: 'zeynep' });
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(api.callsTo('GET', '/api/refunds')).toHaveLength(1);
    stream.send({ kind: 'status', refund_id: 2, version: 2, actor_id: 42, actor_name: 'zeynep' });
    await waitFor(() => expect(api.callsTo('GET', '/api/refunds')).toHaveLength(2));
    stream.send({ kind: 'created', refund_id: 50, version: 1, actor_id: 42, actor_name: 'zeynep' });
    await waitFor(() => expect(api.callsTo('GET', '/api/refunds')).toHaveLength(3));
  }, 20_000);
});
