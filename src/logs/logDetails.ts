import type { TranslateFunction } from 'react-admin';
import { fieldLabelKey } from '../refunds/logChanges';

/** What turns the codes a log detail carries into names. */
export interface LogNames {
  translate: TranslateFunction;
  /** A role's display name from its code name ('kisitli' → 'Kısıtlı'), null when unknown. */
  roleName: (code: string) => string | null;
  /** A payment method's name from its id, null when unknown. */
  methodName: (id: string) => string | null;
}

/**
 * The action's name in the catalog ('update_refund_status' → 'İade Durumu Güncelleme'), the approval
 * actions' names from their own section, else the code.
 */
export const actionLabel = (action: string, translate: TranslateFunction): string =>
  translate(`logs.actions.${action}`, { _: translate(`approvals.logActions.${action}`, { _: action }) });

/** The server writes an edit's changed fields under these words when only the e-mail changed. */
const EMAIL_WORD = 'e-posta';

const itemsOf = (list: string): string[] =>
  list
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');

function listText(list: string, nameOf: (item: string) => string, names: LogNames): string {
  const items = itemsOf(list);
  return items.length ? items.map(nameOf).join(', ') : names.translate('logs.details.none');
}

const fieldName = (names: LogNames) => (field: string) => {
  const key = fieldLabelKey(field === EMAIL_WORD ? 'email' : field);
  return names.translate(key, { _: field });
};
const permissionName = (names: LogNames) => (code: string) =>
  names.translate(`roles.permissionNames.${code}`, { _: code });
const methodName = (names: LogNames) => (id: string) => names.methodName(id) ?? `#${id}`;
const roleName = (names: LogNames, code: string) =>
  names.roleName(code) ?? names.translate(`roles.builtin.${code}`, { _: code });

interface DetailRule {
  pattern: RegExp;
  render: (parts: string[], names: LogNames) => string;
}

/**
 * The system-log details that hold codes (field names, role code names, permission codes, method ids),
 * as the server writes them, and their readable form from the catalog.
 */
const DETAIL_RULES: readonly DetailRule[] = [
  {
    pattern: /^İade güncellendi: #(\d+) \((.*)\)$/,
    render: ([id, fields], names) =>
      names.translate('logs.details.refundUpdated', {
        id,
        fields: listText(fields, fieldName(names), names),
      }),
  },
  {
    pattern: /^Rol yetkileri: (.+) → \[(.*)\]$/,
    render: ([role, permissions], names) =>
      names.translate('logs.details.rolePermissions', {
        role: roleName(names, role),
        permissions: listText(permissions, permissionName(names), names),
      }),
  },
  {
    pattern: /^Rol ödeme yöntemleri: (.+) → \[(.*)\]$/,
    render: ([role, methods], names) =>
      names.translate('logs.details.roleMethods', {
        role: roleName(names, role),
        methods: listText(methods, methodName(names), names),
      }),
  },
  {
    pattern: /^Yetkisiz rol yetkisi değişikliği reddedildi: (.+) \(#\d+\) → \[(.*)\]$/,
    render: ([role, permissions], names) =>
      names.translate('logs.details.rolePermissionsRefused', {
        role: roleName(names, role),
        permissions: listText(permissions, permissionName(names), names),
      }),
  },
  {
    pattern: /^Yetkisiz rol ödeme yöntemi değişikliği reddedildi: (.+) \(#\d+\) \[(.*)\] → \[(.*)\]$/,
    render: ([role, before, after], names) =>
      names.translate('logs.details.roleMethodsRefused', {
        role: roleName(names, role),
        before: listText(before, methodName(names), names),
        after: listText(after, methodName(names), names),
      }),
  },
  {
    pattern: /^Rol eklendi: (.+) \(#\d+\)$/,
    render: ([role], names) => names.translate('logs.details.roleCreated', { role: roleName(names, role) }),
  },
  {
    pattern: /^Rol silindi: (.+) \(#\d+\)$/,
    render: ([role], names) => names.translate('logs.details.roleDeleted', { role: roleName(names, role) }),
  },
];

/** A log row's details with its codes named; text that holds no codes is shown as written. */
export function readableDetails(details: string, names: LogNames): string {
  for (const rule of DETAIL_RULES) {
    const match = rule.pattern.exec(details);
    if (match) return rule.render(match.slice(1), names);
  }
  return details;
}
