// The bike is connected and its workspace open: a summary, the post-bundle text when components are not
// linked to the bike yet, "not my bike", and the way into the service tool.
import { Button } from '../../../components/ui/Button.tsx';
import { useI18n } from '../../../lib/i18n/i18n.ts';
import { componentDisplayName } from '../../../lib/i18n/component-names.ts';
import type { MessageKey } from '../../../lib/i18n/i18n.ts';
import type { ConnectResult } from '../connect-procedure.ts';

export function ConnectedStep({
  result,
  onOpen,
  onNotMine,
}: {
  result: ConnectResult;
  onOpen: () => void;
  onNotMine: () => void;
}) {
  const { t } = useI18n();
  const open = result.reload?.task_info.task_list.filter((x) => x.status === 'in_progress') ?? [];
  const unbundled = open.filter(
    (x) => x.task_type === 'part_bundle_not_found' || x.task_type === 'part_bundle_not_match',
  );
  const band = result.reload?.health_band;
  return (
    <div className="card cb-step">
      <h2 className="cb-step-title">{t('st.connect.done.title')}</h2>
      <dl className="st-kv">
        <dt>{t('st.connect.vin')}</dt>
        <dd className="st-vin">{result.workspace.vin}</dd>
        <dt>{t('st.connect.done.workspace')}</dt>
        <dd>{t('st.workspaceNo', { id: result.workspace.id })}</dd>
        <dt>{t('st.connect.done.components')}</dt>
        <dd>{result.reading.basicInfo.components.length}</dd>
        <dt>{t('st.tasks.title')}</dt>
        <dd>{open.length}</dd>
        {band && result.reload ? (
          <>
            <dt>{t('st.health.title')}</dt>
            <dd>
              {result.reload.health_score} · {t(`st.band.${band}` as MessageKey)}
            </dd>
          </>
        ) : null}
      </dl>
      {unbundled.length > 0 ? (
        <div className="banner banner-info cb-postbundle" role="note">
          <div>
            <p>
              <strong>{t('st.connect.postBundle.title')}</strong>
            </p>
            <p>{t('st.connect.postBundle.text')}</p>
            <ul>
              {unbundled.map((x) => (
                <li key={x.id}>
                  {t('st.connect.postBundle.part', { partType: componentDisplayName(x.part_type ?? '') })}
                </li>
              ))}
            </ul>
          </div>
        </div>
      ) : null}
      <div className="form-actions">
        <Button variant="secondary" onClick={onNotMine}>
          {t('st.connect.notMine')}
        </Button>
        <Button onClick={onOpen}>{t('st.connect.done.open')}</Button>
      </div>
    </div>
  );
}
