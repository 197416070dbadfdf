import { describe, expect, it } from 'vitest';
import { setupTestServer } from './harness.js';
import { storedReceiptNames } from './receiptStoreHelpers.js';
import { createRefundAs, refundFields, versionOf } from './refundHelpers.js';
import { VALID_IBAN } from './fixtures/receipts.js';

const t = setupTestServer({ signInAdmin: true });

describe('POST /api/refunds', () => {
  it('creates a refund with exact money, joined names and a creation history row', async () => {
    const created = await createRefundAs(t.server, t.admin, {
      amount: '1234,56',
      banveri: 'tr33 0006 1005 1978 6457 8413 26',
    });
    expect(created).toMatchObject({
      amount: 1234.56,
      status_id: 1,
      status_name: 'Beklemede',
      payment_method_id: 4,
      payment_method_name: 'Moven B',
      reason_id: 1,
      reason: 'Mükerrer ödeme',
      banveri: VALID_IBAN,
      created_by_username: 'admin',
      mail_sent: null,
      duplicate_group_id: null,
      receipt_path: null,
      message: 'İade başarıyla oluşturuldu',
    });
    const stored = await t.ctx.db
      .selectFrom('refunds')
      .select('amount_kurus')
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(stored.amount_kurus).toBe(123456);
    const history = await t.call('GET', `/api/logs/refund/${created.id}`, { token: t.admin });
    expect(history.body).toHaveLength(1);
    expect(history.body[0]).toMatchObject({ action: 'create_refund', username: 'admin' });
    expect(JSON.parse(history.body[0].additional_data).amount).toEqual({ old: null, new: 1234.56 });
    expect((await t.systemLogs('create_refund')).some((r) => r.details?.includes(`#${created.id}`))).toBe(
      true,
    );
  });

  it.each([
    ['method', 'Lütfen tüm zorunlu alanları doldurun'],
    ['reason_id', 'Lütfen tüm zorunlu alanları doldurun'],
    ['user_id', 'Lütfen tüm zorunlu alanları doldurun'],
    ['login_id', 'Lütfen tüm zorunlu alanları doldurun'],
    ['member_name', 'Lütfen tüm zorunlu alanları doldurun'],
    ['refund_name', 'Lütfen tüm zorunlu alanları doldurun'],
    ['amount', 'Lütfen tüm zorunlu alanları doldurun'],
    ['ticket_id', 'Lütfen tüm zorunlu alanları doldurun'],
    ['status', 'Lütfen tüm zorunlu alanları doldurun'],
    ['email', 'Lütfen tüm zorunlu alanları doldurun'],
  ])('refuses a create without %s and writes nothing', async (field, message) => {
    const before = await t.rowCount('refunds');
    const fields = refundFields();
    delete fields[field];
    const response = await t.callForm('POST', '/api/refunds', { token: t.admin, fields });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
    expect(await t.rowCount('refunds')).toBe(before);
  });

  it.each([
    [{ amount: '-5' }, /Geçersiz tutar/],
    [{ amount: '1.234' }, /Geçersiz tutar/],
    [{ amount: 'abc' }, /Geçersiz tutar/],
    [{ amount: '99999999999999999999,99' }, /Tutar çok büyük: en fazla 9\.999\.999\.999\.999,99 TL/],
    [{ banveri: 'TR330006100519786457841327' }, /Geçersiz IBAN/],
    [{ banveri: 'TR33000610' }, /Geçersiz IBAN/],
    [{ email: 'not-an-email' }, /Geçersiz e-posta/],
    [{ status: 999 }, /durum bulunamadı/],
    [{ method: 999 }, /ödeme yöntemi bulunamadı/],
    [{ reason_id: 999 }, /iade sebebi bulunamadı/],
    [{ member_name: 'x'.repeat(129) }, /Alan çok uzun/],
  ])('refuses %j with a clear 400', async (overrides, message) => {
    const before = await t.rowCount('refunds');
    const response = await t.callForm('POST', '/api/refunds', {
      token: t.admin,
      fields: refundFields(overrides),
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(message);
    expect(await t.rowCount('refunds')).toBe(before);
  });

  it('stores names and ids as they look: no bidi overrides, invisible or control characters', async () => {
    const created = await createRefundAs(t.server, t.admin, {
      member_name: 'Ayşe\u202e Yılmaz',
      refund_name: 'AYŞE\u200b  YILMAZ',
      user_id: 'u\b\u001b[31m7',
      login_id: 'ayse\u2066.y\u2069',
    });
    expect(created).toMatchObject({
      member_name: 'Ayşe Yılmaz',
      refund_name: 'AYŞE YILMAZ',
      user_id: 'u [31m7',
      login_id: 'ayse.y',
    });
  });

  it('refuses an inactive status and accepts zero', async () => {
    await t.ctx.db.updateTable('statuses').set({ is_active: 0 }).where('id', '=', 6).execute();
    const inactive = await t.callForm('POST', '/api/refunds', {
      token: t.admin,
      fields: refundFields({ status: 6 }),
    });
    expect(inactive.status).toBe(400);
    await t.ctx.db.updateTable('statuses').set({ is_active: 1 }).where('id', '=', 6).execute();
    expect((await createRefundAs(t.server, t.admin, { amount: '0' })).amount).toBe(0);
  });

  it('needs create_refund, and a payment method the role may see', async () => {
    const { token: viewerToken } = await t.signInWithRole('izleyici1', ['view_refunds']);
    expect(
      (await t.callForm('POST', '/api/refunds', { token: viewerToken, fields: refundFields() })).status,
    ).toBe(403);

    const { token: creatorToken } = await t.signInWithRole('olusturucu1', ['view_refunds', 'create_refund'], {
      methods: [5],
    });
    const otherMethod = await t.callForm('POST', '/api/refunds', {
      token: creatorToken,
      fields: refundFields({ method: 4 }),
    });
    expect(otherMethod.status).toBe(403);
    expect(
      (
        await t.callForm('POST', '/api/refunds', {
          token: creatorToken,
          fields: refundFields({ method: 5 }),
        })
      ).status,
    ).toBe(201);
  });

  it('flags duplicates over the whole table: same user, login, method and amount', async () => {
    const first = await createRefundAs(t.server, t.admin, {
      user_id: 'DUP1',
      login_id: 'DL1',
      amount: '99.90',
    });
    expect(first.duplicate_group_id).toBeNull();
    const second = await createRefundAs(t.server, t.admin, {
      user_id: 'DUP1',
      login_id: 'DL1',
      amount: '99.9',
    });
    expect(second.duplicate_group_id).toBe(first.id);
    const refreshed = await t.call('GET', `/api/refunds/${first.id}`, { token: t.admin });
    expect(refreshed.body.duplicate_group_id).toBe(first.id);
    const otherAmount = await createRefundAs(t.server, t.admin, {
      user_id: 'DUP1',
      login_id: 'DL1',
      amount: '99.91',
    });
    expect(otherAmount.duplicate_group_id).toBeNull();

    // Moving one out of the group dissolves it; deleting restores the lone state too.
    await t.callForm('PUT', `/api/refunds/${second.id}`, {
      token: t.admin,
      fields: { amount: '50', version: await versionOf(t.server, second.id) },
    });
    expect(
      (await t.call('GET', `/api/refunds/${first.id}`, { token: t.admin })).body.duplicate_group_id,
    ).toBeNull();
  });
});

describe('PUT /api/refunds/:id', () => {
  it('changes only the fields sent and records old and new values', async () => {
    const created = await createRefundAs(t.server, t.admin, { amount: '10', member_name: 'Eski Ad' });
    const response = await t.callForm('PUT', `/api/refunds/${created.id}`, {
      token: t.admin,
      fields: { amount: '12.50', member_name: 'Yeni Ad', status: 2, version: 1 },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      amount: 12.5,
      member_name: 'Yeni Ad',
      status_id: 2,
      refund_name: created.refund_name,
      updated_by_username: 'admin',
    });
    const history = (await t.call('GET', `/api/logs/refund/${created.id}`, { token: t.admin })).body;
    expect(history[0].action).toBe('update_refund');
    expect(JSON.parse(history[0].additional_data)).toEqual({
      amount: { old: 10, new: 12.5 },
      member_name: { old: 'Eski Ad', new: 'Yeni Ad' },
      status_id: { old: 1, new: 2 },
    });
  });

  it('refuses blanking a required field and leaves the refund as it was', async () => {
    const created = await createRefundAs(t.server, t.admin);
    const response = await t.callForm('PUT', `/api/refunds/${created.id}`, {
      token: t.admin,
      fields: { refund_name: '', version: 1 },
    });
    expect(response.status).toBe(400);
    expect((await t.call('GET', `/api/refunds/${created.id}`, { token: t.admin })).body.refund_name).toBe(
      created.refund_name,
    );
  });

  it('answers 404 for a missing refund and for a malformed id', async () => {
    expect(
      (
        await t.callForm('PUT', '/api/refunds/999999', {
          token: t.admin,
          fields: { amount: '1', version: 1 },
        })
      ).status,
    ).toBe(404);
    expect((await t.call('GET', '/api/refunds/abc', { token: t.admin })).body.message).toBe(
      'İade bulunamadı',
    );
  });

  it('lets an update_refund-only role upload a receipt but change no field', async () => {
    const created = await createRefundAs(t.server, t.admin);
    const { token } = await t.signInWithRole('yukleyici1', ['view_refunds', 'update_refund'], {
      methods: [4],
    });
    const fieldChange = await t.callForm('PUT', `/api/refunds/${created.id}`, {
      token,
      fields: { amount: '1', version: 1 },
    });
    expect(fieldChange.status).toBe(403);
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
      'base64',
    );
    const upload = await t.callForm('PUT', `/api/refunds/${created.id}`, {
      token,
      fields: { version: 1 },
      file: { name: 'dekont.png', type: 'image/png', data: png },
    });
    expect(upload.status).toBe(200);
    expect(upload.body.receipt_path).toMatch(
      /^\/uploads\/receipts\/[0-9a-f]{32}\.png\?exp=\d+&sig=[0-9a-f]{64}$/,
    );
    expect(await storedReceiptNames(t.ctx)).toContain(
      /receipts\/(\w+\.png)/.exec(upload.body.receipt_path)?.[1],
    );
  });
});

describe('editing a refund whose references were retired', () => {
  it('accepts the unchanged retired method in an edit, but not switching to a retired one', async () => {
    const created = await createRefundAs(t.server, t.admin, { method: 16 });
    await t.ctx.db.updateTable('payment_methods').set({ is_active: 0 }).where('id', 'in', [16, 17]).execute();
    try {
      const same = await t.callForm('PUT', `/api/refunds/${created.id}`, {
        token: t.admin,
        fields: { method: 16, member_name: 'Düzeltilmiş Ad', version: 1 },
      });
      expect(same.status).toBe(200);
      expect(same.body.member_name).toBe('Düzeltilmiş Ad');
      const other = await t.callForm('PUT', `/api/refunds/${created.id}`, {
        token: t.admin,
        fields: { method: 17, version: 2 },
      });
      expect(other.status).toBe(400);
    } finally {
      await t.ctx.db
        .updateTable('payment_methods')
        .set({ is_active: 1 })
        .where('id', 'in', [16, 17])
        .execute();
    }
  });
});
