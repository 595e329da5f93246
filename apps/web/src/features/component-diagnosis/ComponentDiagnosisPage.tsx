// Component diagnosis: every component as the bridge reads it (mode, module id, versions), the error
// codes it reports now and in its history with their problem-solving articles, clearing the codes
// after a repair, and the two guided tests (sensor diagnosis, HMI function diagnosis).
import { componentDisplayName } from '../../lib/i18n/component-names.ts';
import { StatusBadge } from '../../components/charts/StatusBadge.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { ScreenFrame } from '../../components/ui/ScreenFrame.tsx';
import { ScrollRegion } from '../../components/ui/ScrollRegion.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import {
  reactToServiceToolError,
  pageHref,
  moduleIdShown,
  reloadTasks,
  useServiceTool,
  useQueryErrorAlert,
  useBikeReading,
  PAGE_ACTIVITIES,
  useSupports,
  OpenScreenLink,
  UnavailableNote,
} from '../../domain/service-tool/index.ts';
import { useI18n } from '../../lib/i18n/i18n.ts';
import { useErrorCodeArticles } from '../../lib/help/error-code-articles.ts';
import { useErrorCodeHistory, useErrorCodes } from './api/error-codes.ts';
import { ClearErrorCodes } from './components/ClearErrorCodes.tsx';
import { ErrorCodeList, type CodeRow } from './components/ErrorCodeList.tsx';
import '../../components/charts/charts.css';
import '../../components/ui/panels.css';

export function ComponentDiagnosisPage() {
  const { t, language } = useI18n();
  const { taskInfo, reloading } = useServiceTool();
  const reading = useBikeReading();
  const current = useErrorCodes();
  // A bike without a stored history (Bafang CAN) says so instead of being asked (decision 1110).
  const historySupported = useSupports('error_code_history');
  const clearSupported = useSupports('clear_error_codes');
  const history = useErrorCodeHistory(historySupported === true);
  const historyDone = history.data !== undefined || historySupported === false;
  const articles = useErrorCodeArticles(language);
  useQueryErrorAlert([current, history], 'Read error codes');
  const rows: CodeRow[] = [...(current.data?.error_codes ?? []), ...(history.data?.error_codes ?? [])];
  const dangerParts = new Set(
    (taskInfo?.task_list ?? [])
      .filter((x) => x.status === 'in_progress' && x.task_type === 'error_code_danger' && x.part_type)
      .map((x) => x.part_type as string),
  );
  const reread = () => {
    void current.refetch();
    if (historySupported) void history.refetch();
    reloadTasks().catch((e: unknown) => reactToServiceToolError(e, { action: t('stb.diag.reread') }));
  };

  return (
    <ScreenFrame
      title={t('screen.componentDiagnosis')}
      description={t('screen.componentDiagnosis.text')}
      actions={
        <Button variant="secondary" busy={reloading} onClick={reread}>
          {t('stb.diag.reread')}
        </Button>
      }
    >
      <div className="panel-grid">
        <section className="panel" aria-labelledby="diag-sensor">
          <h2 id="diag-sensor">{t('screen.sensorDiagnosis')}</h2>
          <p className="muted">{t('screen.sensorDiagnosis.text')}</p>
          <UnavailableNote activities={PAGE_ACTIVITIES.sensorDiagnosis ?? []} />
          <OpenScreenLink activities={PAGE_ACTIVITIES.sensorDiagnosis ?? []} to={pageHref('sensorDiagnosis')}>
            {t('stb.diag.openSensor')}
          </OpenScreenLink>
        </section>
        <section className="panel" aria-labelledby="diag-hmi">
          <h2 id="diag-hmi">{t('screen.hmiDiagnosis')}</h2>
          <p className="muted">{t('screen.hmiDiagnosis.text')}</p>
          <UnavailableNote activities={PAGE_ACTIVITIES.hmiDiagnosis ?? []} />
          <OpenScreenLink activities={PAGE_ACTIVITIES.hmiDiagnosis ?? []} to={pageHref('hmiDiagnosis')}>
            {t('stb.diag.openHmi')}
          </OpenScreenLink>
        </section>
      </div>
      <section className="panel" aria-labelledby="diag-codes">
        <h2 id="diag-codes">{t('stb.diag.codes')}</h2>
        {current.data && historyDone ? (
          <>
            <ErrorCodeList rows={rows} articles={articles.data} dangerParts={dangerParts} />
            <UnavailableNote activities={['error_code_history', 'clear_error_codes']} />
            {clearSupported ? (
              <ClearErrorCodes
                current={current.data.error_codes}
                reread={() => Promise.all([current.refetch(), history.refetch()])}
              />
            ) : null}
          </>
        ) : (
          <Spinner label={t('common.loading')} />
        )}
      </section>
      <section className="panel" aria-labelledby="diag-components">
        <h2 id="diag-components">{t('stb.diag.components')}</h2>
        {reading ? (
          <ScrollRegion labelledBy="diag-components">
            <table className="data-table">
              <thead>
                <tr>
                  <th scope="col">{t('stb.diag.component')}</th>
                  <th scope="col">{t('stb.diag.mode')}</th>
                  <th scope="col">{t('stb.diag.moduleId')}</th>
                  <th scope="col">{t('stb.diag.firmware')}</th>
                  <th scope="col">{t('stb.diag.hardware')}</th>
                </tr>
              </thead>
              <tbody>
                {reading.basicInfo.components.map((c) => (
                  <tr key={`${c.part_type}-${c.barcode}`}>
                    <td className="title-case">{componentDisplayName(c.part_type)}</td>
                    <td>
                      {c.in_bootloader ? (
                        <StatusBadge tone="bad">{t('stb.diag.bootloader')}</StatusBadge>
                      ) : (
                        <StatusBadge tone="good">{t('stb.diag.app')}</StatusBadge>
                      )}
                    </td>
                    <td className="mono" translate="no">
                      {moduleIdShown(c) ? `${c.module_id}${c.module_id_valid ? '' : ' ⚠'}` : '—'}
                    </td>
                    {/* Versions are the maker's identifiers, never words or quantities to translate. */}
                    <td translate="no">{c.firmware_version || '—'}</td>
                    <td translate="no">{c.hardware_version}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        ) : (
          <Spinner label={t('common.loading')} />
        )}
      </section>
    </ScreenFrame>
  );
}
