import { describe, expect, it } from 'vitest';
import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { PaymentMethodListSchema, RefundReasonListSchema, StatusListSchema } from '../../contract/catalog.js';
import { RefundListSchema, RefundLogListSchema, RefundSchema } from '../../contract/refunds.js';
import {
  CompletionReportSchema,
  DashboardSchema,
  PaymentMethodReportSchema,
  StatusDistributionReportSchema,
} from '../../contract/reports.js';
import { StatusCannedResponseListSchema } from '../../contract/statusCannedResponses.js';
import { setupTestServer } from './harness.js';
import { createRefundAs, refundFields } from './refundHelpers.js';

const t = setupTestServer({ signInAdmin: true });

/** The schema's first complaint about a value, or null when the value fits. */
const mismatch = (schema: TSchema, value: unknown) => {
  const [first] = Value.Errors(schema, value);
  return first ? `${first.instancePath} ${first.message}` : null;
};

describe('answers as the contract describes them', () => {
  it('holds for refunds, their history, the catalog lists, the dashboard, reports and mappings', async () => {
    const created = await createRefundAs(t.server, t.admin, { banveri: 'TR330006100519786457841326' });
    await t.call('POST', '/api/status-canned-responses', {
      token: t.admin,
      body: { status_id: 3, canned_response_id: 'cr-1', canned_response_name: 'Onay' },
    });
    const cases: Array<[string, TSchema]> = [
      ['/api/refunds', RefundListSchema],
      [`/api/refunds/${created.id}`, RefundSchema],
      [`/api/logs/refund/${created.id}`, RefundLogListSchema],
      ['/api/statuses', StatusListSchema],
      ['/api/methods', PaymentMethodListSchema],
      ['/api/reasons', RefundReasonListSchema],
      ['/api/dashboard', DashboardSchema],
      ['/api/reports/payment-methods', PaymentMethodReportSchema],
      ['/api/reports/status-distribution', StatusDistributionReportSchema],
      ['/api/reports/completion-time', CompletionReportSchema],
      ['/api/status-canned-responses', StatusCannedResponseListSchema],
    ];
    for (const [path, schema] of cases) {
      const response = await t.call('GET', path, { token: t.admin });
      expect(response.status, path).toBe(200);
      expect(mismatch(schema, response.body), path).toBeNull();
    }
    const detail = await t.call('GET', `/api/refunds/${created.id}`, { token: t.admin });
    expect(detail.body).toMatchObject({
      banveri: 'TR330006100519786457841326',
      payment_method_name: expect.any(String),
      mail_sent: null,
      version: 1,
    });
  });

  it('leaves out the method name and the mail state for a caller who may not see them', async () => {
    const { token } = await t.signInWithRole('sozlesme1', ['view_refunds'], { methods: [4] });
    const list = await t.call<Array<Record<string, unknown>>>('GET', '/api/refunds', { token });
    expect(list.body.length).toBeGreaterThan(0);
    for (const row of list.body) {
      expect(mismatch(RefundSchema, row)).toBeNull();
      expect(row).not.toHaveProperty('payment_method_name');
      expect(row).not.toHaveProperty('mail_sent');
    }
  });
});

describe('bounds of the contract', () => {
  it('answers a path id that is not a number, or beyond 32 bits, as not found', async () => {
    for (const id of ['abc', '2147483648', '0']) {
      const status = await t.call('PUT', `/api/refunds/${id}/status`, {
        token: t.admin,
        body: { status_id: 2, version: 1 },
      });
      expect(status.status, id).toBe(404);
      expect(status.body.message).toBe('İade bulunamadı');
      const mapping = await t.call('DELETE', `/api/status-canned-responses/${id}`, { token: t.admin });
      expect(mapping.body.message, id).toBe('Eşleştirme bulunamadı');
      const catalog = await t.call('PUT', `/api/statuses/${id}`, { token: t.admin, body: { name: 'X' } });
      expect(catalog.status, id).toBe(404);
      expect(catalog.body.message).toBe('Durum bulunamadı');
    }
  });

  it('still answers a body that fails its schema with a 400 naming the field', async () => {
    const created = await createRefundAs(t.server, t.admin);
    const response = await t.call('PUT', `/api/refunds/${created.id}/status`, {
      token: t.admin,
      body: { status_id: 'iki', version: 1 },
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Geçersiz veya eksik alan: status_id');
  });

  it.each([
    [{ banveri: `TR${'3'.repeat(63)}` }, 'Alan çok uzun: banveri (en fazla 64 karakter)'],
    [{ amount: '1'.repeat(33) }, 'Alan çok uzun: amount (en fazla 32 karakter)'],
    [{ ticket_id: 'T'.repeat(65) }, 'Alan çok uzun: ticket_id (en fazla 64 karakter)'],
  ])('refuses the form field %j as too long', async (overrides, message) => {
    const response = await t.callForm('POST', '/api/refunds', {
      token: t.admin,
      fields: refundFields(overrides),
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
  });

  it('refuses a JSON refund whose field is an object', async () => {
    const response = await t.call('POST', '/api/refunds', {
      token: t.admin,
      body: { ...refundFields(), member_name: { first: 'Ali' } },
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Geçersiz veya eksik alan: member_name');
  });

  it('refuses over-long list and report parameters', async () => {
    const filter = JSON.stringify({ q: 'x'.repeat(8000) });
    const list = await t.call('GET', `/api/refunds?filter=${encodeURIComponent(filter)}`, {
      token: t.admin,
    });
    expect(list.status).toBe(400);
    expect(list.body.message).toBe('Geçersiz veya eksik alan: filter');
    const report = await t.call('GET', '/api/reports/payment-methods?start_date=2026-01-010', {
      token: t.admin,
    });
    expect(report.status).toBe(400);
    expect(report.body.message).toBe('Geçersiz veya eksik alan: start_date');
  });
});
