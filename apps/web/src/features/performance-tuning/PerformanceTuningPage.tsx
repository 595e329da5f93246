// Performance tuning (portal-spec §2): three sliders per assist level bounded by the model's limits
// (cloud), written to the drive unit (bridge) after a warning, recorded as performance_tuning.
// Revert writes back what the bike had when the screen opened; a refused write opens the failure modal.
import { localeFormat } from '@dealer/contracts';
import { useEffect, useState } from 'react';
import { Button } from '../../components/ui/Button.tsx';
import { Modal } from '../../components/ui/Modal.tsx';
import { ScreenFrame } from '../../components/ui/ScreenFrame.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { BarChart } from '../../components/charts/BarChart.tsx';
import { isBridgeError } from '../../lib/bridge/bridge-error.ts';
import { isApiError } from '../../lib/api/api-error.ts';
import { useI18n } from '../../lib/i18n/i18n.ts';
import { recordActivity, useServiceTool, useQueryErrorAlert } from '../../domain/service-tool/index.ts';
import { notify } from '../../lib/stores/shell-stores.ts';
import { useAssistLevels, usePatchAssistLevels } from './api/assist-level-performance.ts';
import { useBike } from '../../lib/api/bike.ts';
import { usePerformanceLimits } from './api/performance-limits.ts';
import { LevelSliders } from './components/LevelSliders.tsx';
import { changedLevels, nonMonotonic, type LevelValues } from './levels.ts';
import '../../components/charts/charts.css';
import '../../components/ui/panels.css';

export function PerformanceTuningPage() {
  const { t, locale } = useI18n();
  const format = localeFormat(locale);
  const { workspace } = useServiceTool();
  const bike = useBike(workspace?.vin);
  const limits = usePerformanceLimits(bike.data?.bike_spec.id, workspace?.sessionToken ?? '');
  const levels = useAssistLevels();
  useQueryErrorAlert([levels], 'Read assist level performance');
  const patch = usePatchAssistLevels();
  const [original, setOriginal] = useState<LevelValues[] | null>(null);
  const [edited, setEdited] = useState<LevelValues[]>([]);
  const [selected, setSelected] = useState<LevelValues['assist_level']>('1');
  const [modal, setModal] = useState<'warning' | 'failure' | null>(null);
  const [failure, setFailure] = useState('');

  useEffect(() => {
    if (!levels.data) return;
    setEdited(levels.data.levels);
    // What the bike had when the screen opened: the revert target.
    setOriginal((o) => o ?? levels.data.levels);
  }, [levels.data]);

  if (!limits.data || !levels.data || !original) return <Spinner label={t('common.loading')} />;
  const lim = limits.data.limits;
  const changes = changedLevels(levels.data.levels, edited);
  const current = edited.find((l) => l.assist_level === selected);
  const differsFromOriginal = changedLevels(original, levels.data.levels).length > 0;

  const write = async (target: LevelValues[], label: string) => {
    setModal(null);
    try {
      const written = await patch.mutateAsync({
        levels: target.map((l) => ({
          assist_level: l.assist_level,
          support_percent: l.support_percent,
          max_torque_nm: l.max_torque_nm,
          max_speed_kmh: l.max_speed_kmh,
        })),
      });
      await recordActivity(
        'performance_tuning',
        {
          assist_levels: written.levels.map((l) => ({
            level: Number(l.assist_level),
            support_percent: l.support_percent,
            max_torque_nm: l.max_torque_nm,
          })),
          max_speed_kmh: Math.max(...written.levels.map((l) => l.max_speed_kmh)),
          comment: label,
        },
        { dialog: false },
      );
      notify('success', t('stb.tuning.saved'));
    } catch (e) {
      setFailure(isBridgeError(e) || isApiError(e) ? `${e.message} (${e.code})` : String(e));
      setModal('failure');
    }
  };

  return (
    <ScreenFrame title={t('screen.performanceTuning')} description={t('screen.performanceTuning.text')}>
      <div className="panel-grid">
        <section className="panel" aria-labelledby="tuning-levels">
          <h2 id="tuning-levels">{t('stb.tuning.level')}</h2>
          <div className="row" role="radiogroup" aria-label={t('stb.tuning.level')}>
            {edited.map((l) => (
              <Button
                key={l.assist_level}
                size="s"
                variant={l.assist_level === selected ? 'primary' : 'secondary'}
                role="radio"
                aria-checked={l.assist_level === selected}
                onClick={() => setSelected(l.assist_level)}
              >
                {t('stb.tuning.levelN', { level: l.assist_level })}
              </Button>
            ))}
          </div>
          {current ? (
            <LevelSliders
              level={current}
              limits={lim}
              disabled={patch.isPending}
              onChange={(field, value) =>
                setEdited((list) =>
                  list.map((l) => (l.assist_level === selected ? { ...l, [field]: value } : l)),
                )
              }
            />
          ) : null}
          <div className="form-actions">
            <Button
              variant="ghost"
              disabled={!differsFromOriginal || patch.isPending}
              onClick={() => void write(original, 'revert')}
            >
              {t('stb.tuning.revert')}
            </Button>
            <Button
              variant="secondary"
              disabled={changes.length === 0 || patch.isPending}
              onClick={() => setEdited(levels.data.levels)}
            >
              {t('stb.tuning.discard')}
            </Button>
            <Button
              busy={patch.isPending}
              disabled={changes.length === 0}
              onClick={() => setModal('warning')}
            >
              {t('stb.tuning.apply')}
            </Button>
          </div>
        </section>
        <section className="panel" aria-labelledby="tuning-chart">
          <h2 id="tuning-chart">{t('stb.tuning.onBike')}</h2>
          <BarChart
            title={t('stb.tuning.support')}
            max={lim.max_support_percent}
            data={levels.data.levels.map((l) => ({
              key: l.assist_level,
              label: t('stb.tuning.levelN', { level: l.assist_level }),
              value: l.support_percent,
              display: format.quantity(l.support_percent, '%'),
            }))}
          />
          <BarChart
            title={t('stb.tuning.torque')}
            max={lim.max_torque_nm}
            data={levels.data.levels.map((l) => ({
              key: l.assist_level,
              label: t('stb.tuning.levelN', { level: l.assist_level }),
              value: l.max_torque_nm,
              display: format.quantity(l.max_torque_nm, 'Nm'),
            }))}
          />
        </section>
      </div>
      <Modal
        open={modal === 'warning'}
        onClose={() => setModal(null)}
        title={t('stb.tuning.warningTitle')}
        closeLabel={t('common.close')}
        footer={
          <>
            <Button variant="secondary" onClick={() => setModal(null)}>
              {t('common.cancel')}
            </Button>
            <Button onClick={() => void write(edited, 'tuning')}>{t('stb.tuning.apply')}</Button>
          </>
        }
      >
        <p>{t('stb.tuning.warningText')}</p>
        {nonMonotonic(edited) ? (
          <p className="banner banner-warning">{t('stb.tuning.warningOrder')}</p>
        ) : null}
      </Modal>
      <Modal
        open={modal === 'failure'}
        onClose={() => setModal(null)}
        title={t('stb.tuning.failureTitle')}
        closeLabel={t('common.close')}
        footer={
          <>
            <Button variant="secondary" onClick={() => setModal(null)}>
              {t('common.close')}
            </Button>
            <Button onClick={() => void write(original, 'revert')}>{t('stb.tuning.revert')}</Button>
          </>
        }
      >
        <p>{t('stb.tuning.failureText')}</p>
        <p className="muted mono">{failure}</p>
      </Modal>
    </ScreenFrame>
  );
}
