import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestServer } from './harness.js';
import { createRefundAs, insertRefundRows } from './refundHelpers.js';
const t = setupTestServer({ signInAdmin: true });

/** The session of a caller whose role holds `permissions` and sees Moven B (4). */
const tokenWith = async (name: string, permissions: string[]) =>
  (await t.signInWithRole(name, permissions, { methods: [4] })).token;

async function exportLines(token: string): Promise<string[][]> {
  const response = await t.call<string>('GET', '/api/refunds/export', { token });
  expect(response.status).toBe(200);
  return response.body
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
    .map((line) => line.split(';'));
}

beforeAll(async () => {
  await createRefundAs(t.server, t.admin, {
    method: 4,
    member_name: 'Ayşe Yılmaz',
    banveri: 'TR330006100519786457841326',
    email: 'ayse@example.test',
  });
});

describe('CSV export columns follow the list’s rules', () => {
  it('gives a role without view_payment_methods and view_all_refunds neither method, mail, IBAN nor e-mail', async () => {
    const lines = await exportLines(await tokenWith('sadece_goruntule', ['view_refunds']));
    const header = lines[0];
    for (const hidden of ['Ödeme Yöntemi', 'Mail', 'IBAN', 'E-posta']) expect(header).not.toContain(hidden);
    expect(header).toContain('Üye Adı');
    expect(lines[1]).toHaveLength(header.length);
    const row = lines[1].join(';');
    expect(row).toContain('Ayşe Yılmaz');
    expect(row).not.toContain('TR330006100519786457841326');
    expect(row).not.toContain('ayse@example.test');
  });

  it('adds the method column with view_payment_methods only', async () => {
    const header = (
      await exportLines(await tokenWith('yontem_goren', ['view_refunds', 'view_payment_methods']))
    )[0];
    expect(header).toContain('Ödeme Yöntemi');
    for (const hidden of ['Mail', 'IBAN', 'E-posta']) expect(header).not.toContain(hidden);
  });

  it('gives every column to a caller who may see every refund', async () => {
    const lines = await exportLines(t.admin);
    for (const shown of ['Ödeme Yöntemi', 'Mail', 'IBAN', 'E-posta']) expect(lines[0]).toContain(shown);
    expect(lines[1].join(';')).toContain('TR330006100519786457841326');
  });

  it('quotes a cell whose text would start a formula after a comma', async () => {
    await createRefundAs(t.server, t.admin, { member_name: 'Ali,=HYPERLINK(1)', user_id: 'VIRGUL1' });
    const response = await t.call<string>(
      'GET',
      `/api/refunds/export?filter=${encodeURIComponent(JSON.stringify({ q: 'VIRGUL1' }))}`,
      { token: t.admin },
    );
    expect(response.body).toContain(`"Ali,'=HYPERLINK(1)"`);
    // Read as comma-separated, the quoted cell stays one cell: no field starts with '='.
    const commaFields =
      response.body
        .trim()
        .split('\r\n')[1]
        .match(/("([^"]|"")*"|[^,]*)(,|$)/g) ?? [];
    expect(commaFields.some((field) => field.startsWith('='))).toBe(false);
  });
});

describe('list and detail answers follow the same rules', () => {
  it('leave out the method name without view_payment_methods and the mail state without view_all_refunds', async () => {
    const token = await tokenWith('liste_bakan', ['view_refunds']);
    const list = await t.call<Array<Record<string, unknown>>>('GET', '/api/refunds', { token });
    expect(list.body.length).toBeGreaterThan(0);
    const detail = await t.call('GET', `/api/refunds/${list.body[0].id}`, { token });
    for (const refund of [list.body[0], detail.body]) {
      expect(refund).not.toHaveProperty('payment_method_name');
      expect(refund).not.toHaveProperty('mail_sent');
      expect(refund).toHaveProperty('member_name');
    }
    const adminRow = (await t.call<Array<Record<string, unknown>>>('GET', '/api/refunds', { token: t.admin }))
      .body[0];
    expect(adminRow).toHaveProperty('payment_method_name');
    expect(adminRow).toHaveProperty('mail_sent');
  });
});

describe('CSV export of more refunds than one batch', () => {
  it('lists each refund once, newest id first, with its own member', async () => {
    const now = Date.now();
    await insertRefundRows(
      t.ctx,
      Array.from({ length: 1_203 }, (_, i) => ({
        user_id: `TOPLU${i}`,
        login_id: `L${i}`,
        member_name: `Toplu Üye ${i}`,
        refund_name: `Alıcı ${i}`,
        reason_id: 1,
        payment_method_id: 4,
        status_id: 1,
        amount_kurus: 100 + i,
        ticket_id: `T${i}`,
        created_at: now,
        updated_at: now,
      })),
    );
    const [header, ...rows] = await exportLines(t.admin);
    const id = header.indexOf('ID');
    const member = header.indexOf('Üye Adı');
    const userId = header.indexOf('USER ID');
    const ids = rows.map((row) => Number(row[id]));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const bulk = rows.filter((row) => row[userId].startsWith('TOPLU'));
    expect(bulk).toHaveLength(1_203);
    for (const row of bulk) expect(row[member]).toBe(`Toplu Üye ${row[userId].slice('TOPLU'.length)}`);
  });
});
