// MID rescue (/service-tool/mid-rescue): a component that reports no module id (mid_not_found) or a
// broken one (illegal_mid) gets its factory module id back — found by the serial scanned from its
// label, written through the bridge — and the mid_parameter_update activity is recorded.
import { useState } from 'react';
import { Link } from 'react-router';
import { StatusBadge } from '../../components/charts/StatusBadge.tsx';
import { EmptyState } from '../../components/ui/EmptyState.tsx';
import { ScreenFrame } from '../../components/ui/ScreenFrame.tsx';
import { paths } from '../../config/paths.ts';
import { useI18n } from '../../lib/i18n/i18n.ts';
import { useServiceTool } from '../../domain/service-tool/index.ts';
import { MidTargetCard } from './components/MidTargetCard.tsx';
import { midTargets } from './mid-targets.ts';
import '../../components/charts/charts.css';
import '../../components/ui/panels.css';
import './mid-rescue.css';

export function MidRescuePage() {
  const { t } = useI18n();
  const { reading, taskInfo } = useServiceTool();
  const targets = midTargets(reading?.basicInfo.components ?? [], taskInfo?.task_list);
  const [done, setDone] = useState<{ barcode: string; moduleId: string }[]>([]);
  return (
    <ScreenFrame title={t('screen.midRescue')} description={t('screen.midRescue.text')}>
      <section className="card" aria-labelledby="mid-title">
        <h2 id="mid-title">{t('st.mid.components')}</h2>
        {targets.length === 0 ? (
          <EmptyState
            icon="success"
            title={t('st.mid.none')}
            text={t('st.mid.noneText')}
            action={<Link to={paths.serviceTool}>{t('st.activityDone.toOverview')}</Link>}
          />
        ) : (
          <ul className="br-list">
            {targets.map((target) => (
              <MidTargetCard
                key={target.component.barcode}
                target={target}
                onDone={(moduleId) => setDone((d) => [...d, { barcode: target.component.barcode, moduleId }])}
              />
            ))}
          </ul>
        )}
        {done.length > 0 ? (
          <ul className="fw-results">
            {done.map((d) => (
              <li key={d.barcode}>
                <StatusBadge tone="good">
                  {t('st.mid.written', { serial: d.barcode, mid: d.moduleId })}
                </StatusBadge>
              </li>
            ))}
          </ul>
        ) : null}
      </section>
    </ScreenFrame>
  );
}
