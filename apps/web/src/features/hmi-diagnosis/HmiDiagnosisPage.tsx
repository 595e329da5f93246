// HMI function diagnosis: the bridge puts the display into button detection (press counts) or flash
// detection (all segments at once or in sequence); the technician confirms what the display did, and
// the result is recorded as hmi_diagnosis. Detection mode is always left again: it blocks every other
// bike call while active.
import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Button } from '../../components/ui/Button.tsx';
import { ScreenFrame } from '../../components/ui/ScreenFrame.tsx';
import { StatusBadge } from '../../components/charts/StatusBadge.tsx';
import {
  reactToServiceToolError,
  pageHref,
  openTaskIds,
  recordActivity,
  reloadSettled,
  useQueryErrorAlert,
} from '../../domain/service-tool/index.ts';
import { useI18n } from '../../lib/i18n/i18n.ts';
import {
  exitDetection,
  useExitDetection,
  useStartButtonDetection,
  useStartFlashDetection,
  type FlashMode,
} from './api/detection-mode.ts';
import { pressCountsQuery, usePressCounts } from './api/press-counts.ts';
import { ButtonTest } from './components/ButtonTest.tsx';
import { allPassed, buttonItems, type ItemStatus } from './hmi-items.ts';
import '../../components/charts/charts.css';
import '../../components/ui/panels.css';

type Mode = 'none' | 'button' | 'flash';

export function HmiDiagnosisPage() {
  const { t } = useI18n();
  const [mode, setMode] = useState<Mode>('none');
  const [skipped, setSkipped] = useState<Set<string>>(new Set());
  const [flash, setFlash] = useState<ItemStatus | null>(null);
  const [saving, setSaving] = useState(false);
  const startButton = useStartButtonDetection();
  const startFlash = useStartFlashDetection();
  const exit = useExitDetection();
  const queryClient = useQueryClient();
  // While the mode changes, the press counts are not polled: a poll the bridge answers after button
  // detection ended fails, and its alert covered the screen (seen on a busy machine).
  const [switching, setSwitching] = useState(false);
  const counts = usePressCounts(mode === 'button' && !switching);
  const stopPolling = async () => {
    setSwitching(true);
    await queryClient.cancelQueries({ queryKey: pressCountsQuery().queryKey });
  };
  useQueryErrorAlert([counts], 'Read button presses');
  const pressCounts = counts.data?.press_counts ?? {};
  const items = buttonItems(pressCounts, skipped);

  // Leaving the screen leaves detection mode, or the bike would refuse every other call.
  useEffect(
    () => () => {
      void exitDetection().catch(() => undefined);
    },
    [],
  );

  const enter = async (next: 'button' | FlashMode) => {
    try {
      // In detection mode the bridge refuses reads (400103): let a task reload still reading the
      // bike (e.g. after the sensor diagnosis was recorded) finish first.
      await reloadSettled();
      await stopPolling();
      if (mode !== 'none') await exit.mutateAsync();
      if (next === 'button') await startButton.mutateAsync();
      else await startFlash.mutateAsync(next);
      setMode(next === 'button' ? 'button' : 'flash');
    } catch (e) {
      reactToServiceToolError(e, { action: t('stb.hmi.start'), retry: () => void enter(next) });
    } finally {
      setSwitching(false);
    }
  };
  const leave = async () => {
    try {
      await stopPolling();
      await exit.mutateAsync();
      setMode('none');
    } catch (e) {
      reactToServiceToolError(e, { action: t('stb.hmi.exit'), retry: () => void leave() });
    } finally {
      setSwitching(false);
    }
  };
  const save = async () => {
    setSaving(true);
    try {
      if (mode !== 'none') await leave();
      const all = [...items, ...(flash ? [{ name: 'display_flash', status: flash }] : [])];
      await recordActivity(
        'hmi_diagnosis',
        {
          items: all,
          success: allPassed(all) && flash !== null,
          task_ids: openTaskIds(['hmi_need_diagnosis']),
        },
        { dialog: true },
      );
    } catch (e) {
      reactToServiceToolError(e, { action: t('stb.hmi.save') });
    } finally {
      setSaving(false);
    }
  };
  const busy = startButton.isPending || startFlash.isPending || exit.isPending;

  return (
    <ScreenFrame
      title={t('screen.hmiDiagnosis')}
      description={t('screen.hmiDiagnosis.text')}
      actions={
        <Link className="btn btn-secondary" to={pageHref('componentDiagnosis')}>
          {t('stb.common.backToDiagnosis')}
        </Link>
      }
    >
      <section className="panel" aria-labelledby="hmi-mode">
        <div className="panel-head">
          <h2 id="hmi-mode">{t('stb.hmi.mode')}</h2>
          <StatusBadge tone={mode === 'none' ? 'neutral' : 'info'}>{t(`stb.hmi.mode.${mode}`)}</StatusBadge>
        </div>
        <div className="row">
          <Button
            variant={mode === 'button' ? 'primary' : 'secondary'}
            busy={startButton.isPending}
            disabled={busy}
            onClick={() => void enter('button')}
          >
            {t('stb.hmi.startButtons')}
          </Button>
          <Button variant="secondary" disabled={busy} onClick={() => void enter('all')}>
            {t('stb.hmi.flashAll')}
          </Button>
          <Button variant="secondary" disabled={busy} onClick={() => void enter('sequence')}>
            {t('stb.hmi.flashSequence')}
          </Button>
          <Button
            variant="ghost"
            busy={exit.isPending}
            disabled={mode === 'none' || busy}
            onClick={() => void leave()}
          >
            {t('stb.hmi.exit')}
          </Button>
        </div>
      </section>
      {mode === 'button' ? (
        <section className="panel" aria-labelledby="hmi-buttons">
          <h2 id="hmi-buttons">{t('stb.hmi.buttons')}</h2>
          <p className="muted">{t('stb.hmi.buttonsText')}</p>
          <ButtonTest
            items={items}
            counts={pressCounts}
            skipped={skipped}
            onToggleSkip={(n) =>
              setSkipped((s) => (s.has(n) ? new Set([...s].filter((x) => x !== n)) : new Set([...s, n])))
            }
          />
        </section>
      ) : null}
      {mode === 'flash' ? (
        <section className="panel" aria-labelledby="hmi-flash">
          <h2 id="hmi-flash">{t('stb.hmi.flash')}</h2>
          <p>{t('stb.hmi.flashQuestion')}</p>
          <div className="row">
            <Button
              variant={flash === 'pass' ? 'primary' : 'secondary'}
              aria-pressed={flash === 'pass'}
              onClick={() => setFlash('pass')}
            >
              {t('stb.hmi.flashYes')}
            </Button>
            <Button
              variant={flash === 'fail' ? 'danger' : 'secondary'}
              aria-pressed={flash === 'fail'}
              onClick={() => setFlash('fail')}
            >
              {t('stb.hmi.flashNo')}
            </Button>
          </div>
        </section>
      ) : null}
      <section className="panel" aria-labelledby="hmi-result">
        <h2 id="hmi-result">{t('stb.hmi.result')}</h2>
        <p className="row">
          <span>
            {t('stb.hmi.buttonsPassed', {
              passed: items.filter((i) => i.status === 'pass').length,
              total: items.length,
            })}
          </span>
          <StatusBadge tone={flash === 'pass' ? 'good' : flash === 'fail' ? 'bad' : 'neutral'}>
            {t(flash ? `stb.status.${flash}` : 'stb.hmi.flashNotTested')}
          </StatusBadge>
        </p>
        <div>
          <Button busy={saving} disabled={busy} onClick={() => void save()}>
            {t('stb.hmi.save')}
          </Button>
        </div>
      </section>
    </ScreenFrame>
  );
}
