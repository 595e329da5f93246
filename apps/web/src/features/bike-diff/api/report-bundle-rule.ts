// POST /api/report/bundle_rule_not_match: tells the service center that the bike carries a part its
// model does not allow (the server snapshots the workspace's last reading and mails it).
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client.ts';
import type { BodyOf } from '../../../lib/api/api-types.ts';

type BundleRuleReport = BodyOf<'/api/report/bundle_rule_not_match', 'post'>;
const reportBundleRule = (body: BundleRuleReport) =>
  apiRequest('post', '/api/report/bundle_rule_not_match', { body });
export const useReportBundleRule = () => useMutation({ mutationFn: reportBundleRule });
