// Firmware update (/service-tool/firmware-update): choose the images offered for each component
// (GET /v2/firmware/updatable), see the pre-flight checks explained, then each signed image is fetched
// from the backend and handed to the bridge with a live progress bar from /v1/progress/*; a refused
// image raises the security warning and nothing is written. Afterwards the bike is read again to
// verify the versions, the tasks are reloaded and the result is shown.
import { installedVersionOf, localeFormat } from '@dealer/contracts';
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Button } from '../../components/ui/Button.tsx';
import { ScreenFrame } from '../../components/ui/ScreenFrame.tsx';
import { useI18n } from '../../lib/i18n/i18n.ts';
import {
  pageHref,
  isBikeConnected,
  openTaskIds,
  reloadTasks,
  useServiceTool,
  reactToServiceToolError,
  MIN_UPDATE_CHARGE_PERCENT,
  useLeaveGuard,
} from '../../domain/service-tool/index.ts';
import { useBatteryState } from './api/battery-state.ts';
import { batteryCheckKey, batteryTooLow } from './preflight.ts';
import { itemTitle, type UpdateItem } from './run-updates.ts';
import { WithdrawnImage, itemStatus, planItem, startFirmwareJob, useFirmwareJob } from './firmware-job.ts';
import { useFirmwarePlan } from './use-firmware-plan.ts';
import { useJobOutcome } from './use-job-outcome.ts';
import { TrustLine } from './components/TrustLine.tsx';
import { UpdateList } from './components/UpdateList.tsx';
import { UpdateProgress } from './components/UpdateProgress.tsx';
import { UpdateResults } from './components/UpdateResults.tsx';
import { WithdrawnNotice } from './components/WithdrawnNotice.tsx';
import '../../components/charts/charts.css';
import '../../components/ui/panels.css';
import './firmware-update.css';

export function FirmwareUpdatePage() {
  const { t, locale } = useI18n();
  const format = localeFormat(locale);
  const tool = useServiceTool();
  const { workspace, reading, reloading } = tool;
  // Nothing can be written to a bike that is not connected: no update to start (and no bootloader
  // warning after one that never began).
  const connected = isBikeConnected(tool);
  const rows = useFirmwarePlan(workspace!, reading?.basicInfo.components ?? []);
  const battery = useBatteryState(Boolean(reading));
  const [unchosen, setUnchosen] = useState<ReadonlySet<number>>(new Set());
  const [starting, setStarting] = useState(false);
  const [withdrawn, setWithdrawn] = useState<UpdateItem | null>(null);
  const queryClient = useQueryClient();
  // The update is the bridge's job (decision 2801): this page, reloaded or not, only follows it.
  const job = useFirmwareJob();
  const mine = job && job.workspace_id === workspace!.id ? job : null;
  const jobRunning = job?.state === 'running';
  const running = mine?.state === 'running' ? mine.items.find((i) => i.state === 'running') : undefined;
  const verified = useJobOutcome(mine);
  useLeaveGuard(starting || mine?.state === 'running');

  const offers: UpdateItem[] = rows.flatMap((row) =>
    row.status === 'update' && row.component.component
      ? row.updates.map((u) => ({
          key: `${row.component.barcode}-${u.id}`,
          partType: row.component.part_type,
          component: row.component.component!,
          barcode: row.component.barcode,
          firmwareId: u.id,
          kind: u.kind,
          from: installedVersionOf(row.component, u.kind) ?? '',
          to: u.version,
        }))
      : [],
  );
  const chosen = new Set(offers.map((o) => o.firmwareId).filter((id) => !unchosen.has(id)));
  const busy = starting || jobRunning;
  const readAgain = () =>
    reloadTasks().catch((e: unknown) => reactToServiceToolError(e, { action: t('stb.diag.reread') }));

  const start = async () => {
    const selected = offers.filter((o) => chosen.has(o.firmwareId));
    setStarting(true);
    setWithdrawn(null);
    try {
      await startFirmwareJob(
        selected.map((item) => ({
          item,
          taskIds: openTaskIds(['firmware_update_available'], item.partType),
        })),
      );
    } catch (e) {
      if (e instanceof WithdrawnImage) {
        // Said on the page, and the offers asked for again: the withdrawn image is no longer one.
        setWithdrawn(e.item);
        void queryClient.invalidateQueries({ queryKey: ['firmware', 'updatable'] });
      } else reactToServiceToolError(e, { action: t('screen.firmwareUpdate') });
    } finally {
      setStarting(false);
    }
  };

  const results = mine
    ? {
        items: mine.items.map(planItem),
        statuses: Object.fromEntries(mine.items.map((i) => [i.key, itemStatus(i)])),
        failure: mine.items.map(itemStatus).find((s) => s.state === 'failed')?.why ?? null,
      }
    : null;
  const lowBattery = batteryTooLow(battery.data);

  return (
    <ScreenFrame title={t('screen.firmwareUpdate')} description={t('screen.firmwareUpdate.text')}>
      <section className="card fw-preflight" aria-labelledby="fw-preflight-title">
        <h2 id="fw-preflight-title">{t('st.fw.preflight')}</h2>
        <ul className="st-list fw-checks">
          <li className={!battery.data ? 'fw-check-pending' : lowBattery ? 'fw-check-bad' : 'fw-check-good'}>
            {battery.data
              ? t(batteryCheckKey(battery.data), {
                  charge: format.quantity(battery.data.charge_percent, '%'),
                  min: format.quantity(MIN_UPDATE_CHARGE_PERCENT, '%'),
                })
              : t('st.fw.check.batteryUnknown')}
            {battery.data?.charging && batteryCheckKey(battery.data) === 'st.fw.check.batteryOk'
              ? ` ${t('st.fw.check.charging')}`
              : ''}
          </li>
          <li
            className={
              !reading
                ? 'fw-check-pending'
                : rows.some((r) => r.status === 'inBootloader')
                  ? 'fw-check-bad'
                  : 'fw-check-good'
            }
          >
            {rows.some((r) => r.status === 'inBootloader') ? (
              <>
                {t('st.fw.check.bootloader')}{' '}
                <Link to={pageHref('bootloaderRescue')}>{t('screen.bootloaderRescue')}</Link>
              </>
            ) : (
              t('st.fw.check.appMode')
            )}
          </li>
          <li
            className={
              !reading
                ? 'fw-check-pending'
                : rows.some((r) => r.status === 'hardware')
                  ? 'fw-check-warn'
                  : 'fw-check-good'
            }
          >
            {rows.some((r) => r.status === 'hardware')
              ? t('st.fw.check.hardwareSome')
              : t('st.fw.check.hardwareOk')}
          </li>
          <li className="fw-check-good">{t('st.fw.check.signed')}</li>
          <TrustLine />
        </ul>
      </section>

      <section className="card" aria-labelledby="fw-list-title">
        <h2 id="fw-list-title">{t('st.fw.components')}</h2>
        {reading ? (
          <UpdateList
            rows={rows}
            chosen={chosen}
            disabled={busy}
            onToggle={(id, on) => setUnchosen((s) => toggled(s, id, !on))}
          />
        ) : jobRunning ? (
          <p className="muted">{t('st.fw.job.readAfter')}</p>
        ) : reloading ? (
          <p className="muted" role="status">
            {t('st.reloading')}
          </p>
        ) : (
          // Read automatically after a page reload (the layout); this is the way when that failed.
          <div className="row">
            <p className="muted">{t('st.overview.notRead')}</p>
            <Button variant="secondary" onClick={() => void readAgain()}>
              {t('stb.diag.reread')}
            </Button>
          </div>
        )}
        <div className="form-actions">
          <Button
            busy={busy}
            disabled={chosen.size === 0 || reloading || !connected || jobRunning}
            aria-describedby={connected ? undefined : 'fw-not-connected'}
            onClick={() => void start()}
          >
            {jobRunning
              ? t('st.fw.job.button')
              : offers.length === 0
                ? t('st.fw.nothing')
                : t('st.fw.start', { count: chosen.size })}
          </Button>
          {!connected && !busy ? (
            <p id="fw-not-connected" className="muted">
              {t('st.fw.notConnected')}
            </p>
          ) : null}
        </div>
        {withdrawn ? <WithdrawnNotice item={withdrawn} /> : null}
        {jobRunning ? (
          <p className="banner banner-info fw-job-note" role="note">
            {t('st.fw.job.running')}
          </p>
        ) : null}
        {running ? (
          <UpdateProgress title={itemTitle(planItem(running))} event={mine?.progress ?? null} />
        ) : null}
      </section>

      {results ? <UpdateResults {...results} verified={verified} live={mine?.state === 'running'} /> : null}
    </ScreenFrame>
  );
}

function toggled(set: ReadonlySet<number>, id: number, member: boolean): ReadonlySet<number> {
  const next = new Set(set);
  if (member) next.add(id);
  else next.delete(id);
  return next;
}
