// Clear the error codes after a repair: the technician confirms that the cause has been repaired,
// the bridge clears every component's codes, the screen reads the codes again, records the
// error_code_clear activity (linking the error-code tasks whose code went) and reloads the tasks, so
// the activity-complete dialog shows the completed ones. A code whose cause is still present comes
// back at once: the screen says so, and its task stays open.
import { useEffect, useId, useRef, useState } from 'react';
import { componentDisplayName } from '../../../lib/i18n/component-names.ts';
import { ProgressBar } from '../../../components/charts/ProgressBar.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { BridgeError } from '../../../lib/bridge/bridge-error.ts';
import { useI18n, type MessageKey } from '../../../lib/i18n/i18n.ts';
import {
  reactToServiceToolError,
  recordActivity,
  reloadSettled,
  serviceToolSnapshot,
} from '../../../domain/service-tool/index.ts';
import { clearErrorCodes } from '../api/clear-error-codes.ts';
import '../component-diagnosis.css';
import { tasksClearedBy, type CodeOnPart } from '../clear-targets.ts';

const STAGES = ['clear', 'reread', 'reload'] as const;
type Stage = (typeof STAGES)[number];

const codeOnPart = ({ code, part_type }: CodeOnPart): CodeOnPart => ({ code, part_type });

export function ClearErrorCodes({
  current,
  reread,
}: {
  current: readonly CodeOnPart[];
  reread: () => Promise<unknown>;
}) {
  const { t } = useI18n();
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const [confirming, setConfirming] = useState(false);
  const [repaired, setRepaired] = useState(false);
  const [stage, setStage] = useState<Stage | null>(null);
  const [returned, setReturned] = useState<CodeOnPart[]>([]);

  useEffect(() => {
    if (confirming) panel.current?.focus();
  }, [confirming]);

  const close = () => {
    setConfirming(false);
    setRepaired(false);
  };

  const run = async () => {
    close();
    setReturned([]);
    try {
      setStage('clear');
      // A clear runs alone on the bridge: a task reload still reading the bike would make it busy (400100).
      await reloadSettled();
      const result = await clearErrorCodes().catch(async (e: unknown) => {
        // A failure on the bike (3xxxxx) is part of its record too; refusals before anything reached
        // the bike (busy, no bike, detection mode) are not. The bike may be gone, so no reload.
        if (e instanceof BridgeError && e.code >= 300000 && e.code < 400000)
          await recordActivity(
            'error_code_clear',
            { cleared: [], returned: [], success: false, error_code: e.code },
            { reload: false },
          ).catch(() => undefined);
        throw e;
      });
      const back = result.error_codes.map(codeOnPart);
      setStage('reread');
      await reread();
      setStage('reload');
      const taskIds = tasksClearedBy(serviceToolSnapshot().taskInfo?.task_list, result.cleared);
      // The dialog tells of completed tasks; when a code came back the screen tells that instead.
      await recordActivity(
        'error_code_clear',
        { cleared: result.cleared.map(codeOnPart), returned: back, task_ids: taskIds },
        { dialog: back.length === 0 },
      );
      setReturned(back);
    } catch (e) {
      reactToServiceToolError(e, { action: t('stb.diag.clear.open'), retry: () => void run() });
    } finally {
      setStage(null);
    }
  };

  return (
    <div className="diag-clear">
      {stage ? (
        <ProgressBar
          value={((STAGES.indexOf(stage) + 0.5) / STAGES.length) * 100}
          label={t(`stb.diag.clear.stage.${stage}` as MessageKey)}
        />
      ) : confirming ? (
        <div
          className="card diag-clear-confirm"
          role="group"
          aria-labelledby={titleId}
          tabIndex={-1}
          ref={panel}
        >
          <h3 id={titleId}>{t('stb.diag.clear.title')}</h3>
          <p>{t('stb.diag.clear.text')}</p>
          <ul className="diag-clear-codes">
            {current.map((c) => (
              <li key={`${c.part_type}-${c.code}`}>
                <span className="mono">{c.code}</span> ·{' '}
                <span className="title-case">{componentDisplayName(c.part_type)}</span>
              </li>
            ))}
          </ul>
          <label className="diag-clear-check">
            <input type="checkbox" checked={repaired} onChange={(e) => setRepaired(e.target.checked)} />
            {t('stb.diag.clear.confirm')}
          </label>
          <div className="form-actions">
            <Button variant="secondary" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button disabled={!repaired} onClick={() => void run()}>
              {t('stb.diag.clear.run')}
            </Button>
          </div>
        </div>
      ) : current.length > 0 ? (
        <Button variant="secondary" onClick={() => setConfirming(true)}>
          {t('stb.diag.clear.open')}
        </Button>
      ) : null}
      {returned.length > 0 && !stage ? (
        <div className="banner banner-warning" role="alert">
          <div>
            <p>
              <strong>{t('stb.diag.clear.returned')}</strong>
            </p>
            <ul className="diag-clear-codes">
              {returned.map((c) => (
                <li key={`${c.part_type}-${c.code}`}>
                  <span className="mono">{c.code}</span> ·{' '}
                  <span className="title-case">{componentDisplayName(c.part_type)}</span>
                </li>
              ))}
            </ul>
            <p>{t('stb.diag.clear.returnedText')}</p>
          </div>
        </div>
      ) : null}
    </div>
  );
}
