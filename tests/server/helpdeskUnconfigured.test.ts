import { describe, expect, it } from 'vitest';
import { setupTestServer } from './harness.js';

// No HELPDESK_ACCOUNT_ID / HELPDESK_TOKEN: the panel runs without a help desk.
const t = setupTestServer({
  env: { HELPDESK_ACCOUNT_ID: '', HELPDESK_TOKEN: '' },
  signInAdmin: true,
});

describe('the e-mail settings tab without a configured help desk', () => {
  it('answers 503 with the Turkish reason, not 502 as if the help desk had failed', async () => {
    const list = await t.call('GET', '/api/status-canned-responses/helpdesk-canned-responses', {
      token: t.admin,
    });
    expect(list.status).toBe(503);
    expect(list.body).toEqual({ message: 'HelpDesk ayarları yapılmamış' });
    const test = await t.call('GET', '/api/status-canned-responses/test-connection', { token: t.admin });
    expect(test.status).toBe(503);
    expect(test.body).toEqual({ success: false, message: 'HelpDesk ayarları yapılmamış' });
    // The mappings themselves live in the panel's database and still list.
    expect((await t.call('GET', '/api/status-canned-responses', { token: t.admin })).status).toBe(200);
  });
});
