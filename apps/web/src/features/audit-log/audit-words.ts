// The words the audit-log screen shows for a subject, an action and a role, in the reader's language.
// Bike writes carry activity kinds as their action: those read as the service tool names them.
import type { AuditSubject } from '@dealer/contracts';
import type { MessageKey } from '../../lib/i18n/i18n.ts';
import { activityName } from '../../domain/service-tool/index.ts';
import { GENERIC_ACTIONS, type GenericAction } from './audit-filters.ts';

export const SUBJECT_KEY: Record<AuditSubject, MessageKey> = {
  account: 'audit.subject.account',
  permission: 'audit.subject.permission',
  shop: 'audit.subject.shop',
  case: 'audit.subject.case',
  claim: 'audit.subject.claim',
  order: 'audit.subject.order',
  firmware: 'audit.subject.firmware',
  bike: 'audit.subject.bike',
};

const ACTION_KEY: Record<GenericAction, MessageKey> = {
  create: 'audit.action.create',
  update: 'audit.action.update',
  assign: 'audit.action.assign',
  resubmit: 'audit.action.resubmit',
  status: 'audit.action.status',
  review: 'audit.action.review',
  refund: 'audit.action.refund',
  case_open: 'audit.action.caseOpen',
  case_status: 'audit.action.caseStatus',
  case_review: 'audit.action.caseReview',
};

const ROLE_KEY: Record<string, MessageKey> = {
  dealer: 'audit.role.dealer',
  service_center: 'audit.role.serviceCenter',
};

type T = (key: MessageKey) => string;

export function actionWord(t: T, action: string): string {
  if ((GENERIC_ACTIONS as readonly string[]).includes(action)) return t(ACTION_KEY[action as GenericAction]);
  return activityName(action);
}

export const roleWord = (t: T, role: string | null) => (role && ROLE_KEY[role] ? t(ROLE_KEY[role]) : null);
