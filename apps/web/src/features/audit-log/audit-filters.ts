// The audit-log screen's filters live in the URL query (?subject=&action=&subject_id=&from=&to=&page=),
// so a filtered view can be reloaded, bookmarked and sent to a colleague. The time range is typed as
// local date-times (<input type="datetime-local">) and sent to the API as ISO instants.
import { AuditSubject, ActivityKind } from '@dealer/contracts';

export const AUDIT_PAGE_SIZE = 20;

/** Action words the API records besides the bike writes (which use the activity kinds). */
export const GENERIC_ACTIONS = [
  'create',
  'update',
  'assign',
  'resubmit',
  'status',
  'review',
  'refund',
  'case_open',
  'case_status',
  'case_review',
] as const;
export type GenericAction = (typeof GENERIC_ACTIONS)[number];
export const AUDIT_ACTIONS: readonly string[] = [...GENERIC_ACTIONS, ...ActivityKind];

export interface AuditFilters {
  subject: AuditSubject | '';
  action: string;
  subjectId: string;
  /** Local date-time as typed ("2026-11-25T08:00"), or ''. */
  from: string;
  to: string;
  page: number;
}

const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/;

export function filtersOf(params: URLSearchParams): AuditFilters {
  const subject = params.get('subject') ?? '';
  const action = params.get('action') ?? '';
  const time = (key: string) => {
    const v = params.get(key) ?? '';
    return LOCAL_DATE_TIME.test(v) ? v : '';
  };
  const page = Number(params.get('page'));
  return {
    subject: (AuditSubject as readonly string[]).includes(subject) ? (subject as AuditSubject) : '',
    action: AUDIT_ACTIONS.includes(action) ? action : '',
    subjectId: (params.get('subject_id') ?? '').slice(0, 100),
    from: time('from'),
    to: time('to'),
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** The URL query of a filter set: empty filters and page 1 are left out. */
export function paramsOf(f: AuditFilters): URLSearchParams {
  const p = new URLSearchParams();
  if (f.subject) p.set('subject', f.subject);
  if (f.action) p.set('action', f.action);
  if (f.subjectId.trim()) p.set('subject_id', f.subjectId);
  if (f.from) p.set('from', f.from);
  if (f.to) p.set('to', f.to);
  if (f.page > 1) p.set('page', String(f.page));
  return p;
}

/** The API query: trimmed id, instants in ISO (the browser's time zone reads the typed time). */
export function apiQueryOf(f: AuditFilters) {
  const iso = (local: string) => (local ? new Date(local).toISOString() : undefined);
  return {
    ...(f.subject ? { subject: f.subject } : {}),
    ...(f.action ? { action: f.action } : {}),
    ...(f.subjectId.trim() ? { subject_id: f.subjectId.trim() } : {}),
    ...(f.from ? { from: iso(f.from) } : {}),
    ...(f.to ? { to: iso(f.to) } : {}),
    page: f.page,
    page_size: AUDIT_PAGE_SIZE,
  };
}
