// Bike difference: components on the bus against those registered in the cloud, with the open
// bundle tasks. A differing serial is resolved in component replacement (which registers it, or asks
// the cloud to approve a serial registered to another bike); a part the model does not allow is
// reported to the service center.
import { useState } from 'react';
import { Link } from 'react-router';
import { componentDisplayName } from '../../lib/i18n/component-names.ts';
import { StatusBadge } from '../../components/charts/StatusBadge.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { EmptyState } from '../../components/ui/EmptyState.tsx';
import { ScreenFrame } from '../../components/ui/ScreenFrame.tsx';
import { ScrollRegion } from '../../components/ui/ScrollRegion.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { useI18n, type MessageKey } from '../../lib/i18n/i18n.ts';
import { pageHref, openTaskIds, useServiceTool, useBikeReading } from '../../domain/service-tool/index.ts';
import { notify } from '../../lib/stores/shell-stores.ts';
import { useBike } from '../../lib/api/bike.ts';
import { useReportBundleRule } from './api/report-bundle-rule.ts';
import { bikeDiff } from './diff-rows.ts';
import '../../components/charts/charts.css';
import '../../components/ui/panels.css';

const TASK_LABEL: Record<string, MessageKey> = {
  part_bundle_not_match: 'stb.diff.notMatch',
  part_bundle_not_found: 'stb.diff.notFound',
  bundle_rule_not_match: 'stb.diff.ruleNotMatch',
};

export function BikeDiffPage() {
  const { t } = useI18n();
  const { workspace, taskInfo } = useServiceTool();
  const reading = useBikeReading();
  const bike = useBike(workspace?.vin);
  const report = useReportBundleRule();
  const [reported, setReported] = useState(false);
  if (!reading || !bike.data || !workspace) return <Spinner label={t('common.loading')} />;
  const rows = bikeDiff(reading.basicInfo.components, bike.data.components);
  const tasks = (taskInfo?.task_list ?? []).filter(
    (x) => x.status === 'in_progress' && x.task_type in TASK_LABEL,
  );
  const ruleTasks = openTaskIds(['bundle_rule_not_match']);

  const sendReport = () =>
    report.mutate(
      { workspace_id: workspace.id, task_ids: ruleTasks, comment: t('stb.diff.reportComment') },
      {
        onSuccess: () => {
          setReported(true);
          notify('success', t('stb.diff.reported'));
        },
      },
    );

  return (
    <ScreenFrame title={t('screen.bikeDiff')} description={t('screen.bikeDiff.text')}>
      {rows.length === 0 && tasks.length === 0 ? (
        <EmptyState icon="success" title={t('stb.diff.none')} text={t('stb.diff.noneText')} />
      ) : null}
      {rows.length > 0 ? (
        <section className="panel" aria-labelledby="diff-table">
          <h2 id="diff-table">{t('stb.diff.differences')}</h2>
          <ScrollRegion labelledBy="diff-table">
            <table className="data-table">
              <thead>
                <tr>
                  <th scope="col">{t('stb.diag.component')}</th>
                  <th scope="col">{t('stb.overview.onBike')}</th>
                  <th scope="col">{t('stb.overview.inCloud')}</th>
                  <th scope="col">{t('stb.diff.task')}</th>
                  <th scope="col">
                    <span className="visually-hidden">{t('stb.overview.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => {
                  const task = tasks.find((x) => x.part_type === r.partType);
                  const query = new URLSearchParams({
                    part_type: r.partType,
                    operation: 'REPLACE',
                    ...(r.bus ? { new: r.bus.barcode } : {}),
                  });
                  return (
                    <tr key={r.partType} className="row-differs" data-testid={`diff-${r.partType}`}>
                      <td className="title-case">{componentDisplayName(r.partType)}</td>
                      <td className="mono">{r.bus ? `${r.bus.barcode} · ${r.bus.part_spec_code}` : '—'}</td>
                      <td className="mono">
                        {r.cloud ? `${r.cloud.barcode} · ${r.cloud.part_spec_code}` : '—'}
                      </td>
                      <td>
                        {task ? (
                          <StatusBadge tone={task.level === 'critical' ? 'bad' : 'warn'}>
                            {t(TASK_LABEL[task.task_type] ?? 'stb.diff.task')}
                          </StatusBadge>
                        ) : null}
                      </td>
                      <td>
                        {r.bus && r.cloud && r.bus.barcode !== r.cloud.barcode ? (
                          <Link
                            className="btn btn-s btn-primary"
                            to={`${pageHref('componentReplacement')}?${query.toString()}`}
                          >
                            {t('stb.diff.resolve')}
                          </Link>
                        ) : null}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </ScrollRegion>
        </section>
      ) : null}
      {ruleTasks.length > 0 ? (
        <section className="panel" aria-labelledby="diff-rule">
          <h2 id="diff-rule">{t('stb.diff.ruleTitle')}</h2>
          <p>{t('stb.diff.ruleText')}</p>
          <ul className="stack" data-testid="rule-parts">
            {tasks
              .filter((x) => x.task_type === 'bundle_rule_not_match')
              .map((x) => {
                const part = reading.basicInfo.components.find((c) => c.part_type === x.part_type);
                return (
                  <li key={x.id} className="row">
                    <StatusBadge tone="bad">{t('stb.diff.ruleNotMatch')}</StatusBadge>
                    <span className="title-case">{componentDisplayName(x.part_type ?? '')}</span>
                    {part ? <span className="mono">{`${part.barcode} · ${part.part_spec_code}`}</span> : null}
                  </li>
                );
              })}
          </ul>
          {reported ? (
            <p role="status">
              <StatusBadge tone="good">{t('stb.diff.reported')}</StatusBadge>
            </p>
          ) : (
            <div>
              <Button busy={report.isPending} onClick={sendReport}>
                {t('stb.diff.report')}
              </Button>
            </div>
          )}
        </section>
      ) : null}
    </ScreenFrame>
  );
}
