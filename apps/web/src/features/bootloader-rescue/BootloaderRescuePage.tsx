// Bootloader rescue (/service-tool/bootloader-rescue): a component left in its bootloader (an
// interrupted update) gets the rescue image of its part spec — signed by the backend, verified and
// written by the bridge (PUT /v2/firmware/{partType} with rescue=true) with live progress — then the
// bootloader_rescue activity is recorded and the tasks reloaded.
import { useState } from 'react';
import { Link } from 'react-router';
import { componentDisplayName } from '../../lib/i18n/component-names.ts';
import { StatusBadge } from '../../components/charts/StatusBadge.tsx';
import { ProgressBar } from '../../components/charts/ProgressBar.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { EmptyState } from '../../components/ui/EmptyState.tsx';
import { ScreenFrame } from '../../components/ui/ScreenFrame.tsx';
import { paths } from '../../config/paths.ts';
import { useI18n, type MessageKey } from '../../lib/i18n/i18n.ts';
import { useProgressStream } from '../../lib/bridge/bridge-streams.ts';
import { showSecurityWarning } from '../../lib/bridge/bridge-error-reactions.ts';
import { flashComponent } from './flash.ts';
import {
  explainFailure,
  isTampering,
  type Explanation,
  openTaskIds,
  recordActivity,
  useServiceTool,
  reactToServiceToolError,
  activityName,
  useLeaveGuard,
  type LeaveWords,
} from '../../domain/service-tool/index.ts';
import { useRescueImages, type RescueRow } from './use-rescue-images.ts';
import '../../components/charts/charts.css';
import '../../components/ui/panels.css';

type Outcome = { state: 'done'; version: string } | { state: 'failed'; why: Explanation };

const RESCUE_LEAVE: LeaveWords = { title: 'st.br.leave.title', text: 'st.br.leave.text' };

export function BootloaderRescuePage() {
  const { t } = useI18n();
  const { workspace, reading } = useServiceTool();
  const stuck = (reading?.basicInfo.components ?? []).filter((c) => c.in_bootloader);
  const rows = useRescueImages(workspace!, stuck);
  const progress = useProgressStream('firmware_update');
  const [running, setRunning] = useState<string | null>(null);
  const [outcomes, setOutcomes] = useState<Record<string, Outcome>>({});
  // A rescue is written image by image from this page: leaving asks first, as for an update.
  useLeaveGuard(running !== null, RESCUE_LEAVE);

  const rescue = async (row: RescueRow) => {
    const c = row.component;
    if (!row.image || !c.component) return;
    progress.reset();
    setRunning(c.barcode);
    const taskIds = openTaskIds(['in_bootloader'], c.part_type);
    try {
      const result = await flashComponent({
        component: c.component,
        firmwareId: row.image.id,
        kind: 'rescue',
        rescue: true,
      });
      setOutcomes((o) => ({ ...o, [c.barcode]: { state: 'done', version: result.version } }));
      setRunning(null);
      await recordActivity('bootloader_rescue', {
        part_type: c.part_type,
        firmware_id: row.image.id,
        module_id: c.module_id,
        task_ids: taskIds,
      });
    } catch (error) {
      const why = explainFailure(error);
      setRunning(null);
      setOutcomes((o) =>
        o[c.barcode]?.state === 'done' ? o : { ...o, [c.barcode]: { state: 'failed', why } },
      );
      if (isTampering(why)) showSecurityWarning();
      else if (why.connectionEnded)
        reactToServiceToolError(error, { action: activityName('bootloader_rescue') });
      if (!(why.connectionEnded ?? false))
        await recordActivity(
          'bootloader_rescue',
          {
            part_type: c.part_type,
            firmware_id: row.image.id,
            module_id: c.module_id,
            success: false,
            ...(why.code !== undefined ? { error_code: why.code } : {}),
          },
          { reload: false },
        ).catch(() => undefined);
    }
  };

  return (
    <ScreenFrame title={t('screen.bootloaderRescue')} description={t('screen.bootloaderRescue.text')}>
      <section className="card" aria-labelledby="br-title">
        <h2 id="br-title">{t('st.br.components')}</h2>
        {rows.length === 0 && Object.keys(outcomes).length === 0 ? (
          <EmptyState
            icon="success"
            title={t('st.br.none')}
            text={t('st.br.noneText')}
            action={<Link to={paths.serviceTool}>{t('st.activityDone.toOverview')}</Link>}
          />
        ) : (
          <ul className="br-list">
            {rows.map((row) => {
              const c = row.component;
              const outcome = outcomes[c.barcode];
              return (
                <li key={c.barcode} className="br-item">
                  <div className="br-head">
                    <strong>{componentDisplayName(c.part_type)}</strong>{' '}
                    <span className="muted">{c.barcode}</span>{' '}
                    <StatusBadge tone="bad">{t('st.fw.state.inBootloader')}</StatusBadge>
                  </div>
                  <p className="muted">
                    {row.image
                      ? t('st.br.image', { version: row.image.version, hardware: c.hardware_version })
                      : t(`st.br.state.${row.state}` as MessageKey)}
                  </p>
                  {running === c.barcode ? (
                    <ProgressBar
                      value={progress.event?.progress ?? 0}
                      label={t('st.br.rescuing', { component: componentDisplayName(c.part_type) })}
                      detail={
                        progress.event ? t(`st.fw.stage.${progress.event.stage}` as MessageKey) : undefined
                      }
                    />
                  ) : null}
                  {outcome?.state === 'failed' ? (
                    <p className="field-error">{t(outcome.why.key, outcome.why.vars)}</p>
                  ) : null}
                  <Button
                    busy={running === c.barcode}
                    disabled={running !== null || row.state !== 'ready'}
                    onClick={() => void rescue(row)}
                  >
                    {t('st.br.rescue', { component: componentDisplayName(c.part_type) })}
                  </Button>
                </li>
              );
            })}
            {Object.entries(outcomes)
              .filter(
                ([barcode, o]) => o.state === 'done' && !rows.some((r) => r.component.barcode === barcode),
              )
              .map(([barcode, o]) => (
                <li key={barcode} className="br-item">
                  <StatusBadge tone="good">
                    {t('st.br.rescued', { version: o.state === 'done' ? o.version : '' })}
                  </StatusBadge>{' '}
                  <span className="muted">{barcode}</span>
                </li>
              ))}
          </ul>
        )}
      </section>
      <section className="card" aria-labelledby="br-how-title">
        <h2 id="br-how-title">{t('st.br.how')}</h2>
        <ol>
          <li>{t('st.br.how1')}</li>
          <li>{t('st.br.how2')}</li>
          <li>{t('st.br.how3')}</li>
        </ol>
      </section>
    </ScreenFrame>
  );
}
