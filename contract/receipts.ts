import { Type, type Static } from 'typebox';
import { routeContracts } from './routes.js';

/** The receipt reader's answer and the signed receipt links. */

/** The six fields a receipt fills in the refund form; 'Bulunamadı' marks one that was not found. */
export const ReceiptFieldsSchema = Type.Object({
  gonderici_ismi: Type.String(),
  alici_ismi: Type.String(),
  /** IBAN without spaces. */
  alici_hesap: Type.String(),
  tutar: Type.String(),
  islem_tarihi: Type.String(),
  islem_saati: Type.String(),
});
export type ReceiptFieldValues = Static<typeof ReceiptFieldsSchema>;

const Confidence = Type.Optional(Type.Number({ minimum: 0, maximum: 1 }));

/** POST /receipt-analysis/analyze-dekont (multipart, file field 'dekont'). */
export const ReceiptAnalysisSchema = Type.Object({
  success: Type.Boolean(),
  data: ReceiptFieldsSchema,
  /** Per found field, how sure the reader is (0–1); the form asks staff to check the unsure ones. */
  confidence: Type.Optional(
    Type.Object({
      gonderici_ismi: Confidence,
      alici_ismi: Confidence,
      alici_hesap: Confidence,
      tutar: Confidence,
      islem_tarihi: Confidence,
      islem_saati: Confidence,
    }),
  ),
});
export type ReceiptAnalysis = Static<typeof ReceiptAnalysisSchema>;

/** GET /uploads/receipts/:name?exp=…&sig=…[&download=1]: a stored receipt, for a fresh signed link. */
export const ReceiptFileParamsSchema = Type.Object({ name: Type.String({ maxLength: 64 }) });
export const ReceiptFileQuerySchema = Type.Object({
  /** Expiry, epoch seconds. */
  exp: Type.Optional(Type.String({ maxLength: 20 })),
  sig: Type.Optional(Type.String({ maxLength: 200 })),
  /** Any value asks for an attachment instead of an inline view. */
  download: Type.Optional(Type.String({ maxLength: 10 })),
});

export const ReceiptRoutes = routeContracts('refunds', {
  analyse: {
    access: 'refunds.analyse_receipt',
    summary: "Read a receipt's sender, recipient, IBAN, amount, date and time (multipart, file 'dekont')",
    consumes: ['multipart/form-data'],
    ok: ReceiptAnalysisSchema,
  },
  /** The signature is the credential: links open in a new tab, which sends no bearer token. */
  file: {
    access: 'public',
    hide: true,
    summary: 'A stored receipt, by signed link',
    params: ReceiptFileParamsSchema,
    querystring: ReceiptFileQuerySchema,
  },
});
