// What the audit log records (apps/api audit module; the portal's audit-log screen filters by it).
export const AuditSubject = [
  'account',
  'permission',
  'shop',
  'case',
  'claim',
  'order',
  'firmware',
  'bike',
] as const;
export type AuditSubject = (typeof AuditSubject)[number];
