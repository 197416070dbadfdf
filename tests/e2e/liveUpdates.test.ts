import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import {
  ADMIN_PASSWORD,
  adminApiToken,
  apiCall,
  launchBrowser,
  startAppServer,
  type AppServer,
} from './harness.js';
import { openLogin, submitCredentials } from './uiSteps.js';

const COLLEAGUE = { username: 'zeynep', password: 'E2e-Ikinci-Parola-1' };

let server: AppServer;
let browser: Browser;

beforeAll(async () => {
  server = await startAppServer();
  browser = await launchBrowser();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function signedInPage(username: string, password: string) {
  const session = await openLogin(browser, server);
  await submitCredentials(session.page, username, password);
  await session.page.waitForURL(/\/dashboard$/);
  return session;
}

describe('colleagues on the same refund, in two browsers', () => {
  it("shows who else has the refund open and the other's status change with its new value", async () => {
    const token = await adminApiToken(server);
    const created = await apiCall(server, 'POST', '/api/users', {
      token,
      body: { ...COLLEAGUE, role_id: 1, email: 'zeynep@example.test', full_name: 'Zeynep Kaya' },
    });
    expect(created.status).toBe(201);
    const refund = await apiCall<{ id: number; version: number }>(server, 'POST', '/api/refunds', {
      token,
      body: {
        method: 4,
        reason_id: 1,
        user_id: 'U-CANLI',
        login_id: 'L-CANLI',
        member_name: 'Canlı Üye',
        refund_name: 'Canlı Alıcı',
        amount: '250.00',
        status: 1,
        ticket_id: 'T-CANLI',
        email: 'canli@example.test',
      },
    });
    expect(refund.status).toBe(201);
    const detail = `${server.baseUrl}/refunds/${refund.body.id}`;

    const admin = await signedInPage('admin', ADMIN_PASSWORD);
    await admin.page.goto(detail);
    await admin.page.getByRole('heading', { name: `İade #${refund.body.id}` }).waitFor();
    const colleague = await signedInPage(COLLEAGUE.username, COLLEAGUE.password);
    await colleague.page.goto(detail);
    await colleague.page.getByText('Bu iadeyi şu anda görüntüleyenler: admin').waitFor({ timeout: 10_000 });
    await admin.page.getByText('Bu iadeyi şu anda görüntüleyenler: zeynep').waitFor({ timeout: 10_000 });

    const started = Date.now();
    const changed = await colleague.page.evaluate(
      async ({ id, version }) => {
        const response = await fetch(`/api/refunds/${id}/status`, {
          method: 'PUT',
          headers: {
            'Content-Type': 'application/json',
            Authorization: `Bearer ${localStorage.getItem('token')}`,
          },
          body: JSON.stringify({ status_id: 3, version }),
        });
        return response.status;
      },
      { id: refund.body.id, version: refund.body.version },
    );
    expect(changed).toBe(200);
    const notice = admin.page
      .getByRole('alert')
      .filter({ hasText: 'başka bir kullanıcı tarafından güncellendi' });
    await notice.waitFor({ timeout: 10_000 });
    console.log(`live notice shown ${Date.now() - started} ms after the change`);
    expect(await notice.textContent()).toContain('Değiştiren: zeynep');
    expect(await notice.textContent()).toContain('Durum: Onaylandı');
    // The one who made the change is not told about it.
    expect(await colleague.page.getByText('başka bir kullanıcı tarafından güncellendi').count()).toBe(0);
    expect(admin.problems).toEqual([]);
    expect(colleague.problems).toEqual([]);
  }, 90_000);
});
