// Firmware update (/service-tool/firmware-update): choose the images offered for each component
// (GET /v2/firmware/updatable), see the pre-flight checks explained, then each signed image is fetched
// from the backend and handed to the bridge with a live progress bar from /v1/progress/*; a refused
// image raises the security warning and nothing is written. Afterwards the bike is read again to
// verify the versions, the tasks are reloaded and the result is shown.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Button } from '../../components/ui/Button.tsx';
import { ScreenFrame } from '../../components/ui/ScreenFrame.tsx';
import { useI18n } from '../../lib/i18n/i18n.ts';
import { useProgressStream } from '../../lib/bridge/bridge-streams.ts';
import { showSecurityWarning } from '../../lib/bridge/bridge-error-reactions.ts';
import { pageHref } from '../../lib/service-tool/pages.ts';
import {
  isBikeConnected,
  openActivityDialog,
  reloadTasks,
  serviceToolSnapshot,
  useServiceTool,
} from '../../lib/service-tool/service-tool-store.ts';
import { reactToServiceToolError } from '../../lib/service-tool/errors.ts';
import { useBatteryState } from './api/battery-state.ts';
import { batteryCheckKey, batteryTooLow } from './preflight.ts';
import { MIN_UPDATE_CHARGE_PERCENT, type Explanation } from '../../lib/service-tool/flash-errors.ts';
import { itemTitle, runUpdates, type ItemStatus, type UpdateItem } from './run-updates.ts';
import { useFirmwarePlan } from './use-firmware-plan.ts';
import { UpdateList } from './components/UpdateList.tsx';
import { UpdateProgress } from './components/UpdateProgress.tsx';
import { UpdateResults } from './components/UpdateResults.tsx';
import '../../components/charts/charts.css';
import '../../components/ui/panels.css';
import './firmware-update.css';

export function FirmwareUpdatePage() {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const tool = useServiceTool();
  const { workspace, reading, reloading } = tool;
  // Nothing can be written to a bike that is not connected: no update to start (and no bootloader
  // warning after one that never began).
  const connected = isBikeConnected(tool);
  const rows = useFirmwarePlan(workspace!, reading?.basicInfo.components ?? []);
  const battery = useBatteryState(Boolean(reading));
  const firmwareStream = useProgressStream('firmware_update');
  const frameStream = useProgressStream('panel_frame_update');
  const [unchosen, setUnchosen] = useState<ReadonlySet<number>>(new Set());
  const [running, setRunning] = useState<{
    item: UpdateItem;
    stream: 'firmware_update' | 'panel_frame_update';
  } | null>(null);
  const [statuses, setStatuses] = useState<Record<string, ItemStatus>>({});
  const [items, setItems] = useState<UpdateItem[]>([]);
  const [verified, setVerified] = useState<Record<string, boolean>>({});
  const [failure, setFailure] = useState<Explanation | null>(null);

  const offers: UpdateItem[] = rows.flatMap((row) =>
    row.status === 'update' && row.component.component
      ? row.updates.map((u) => ({
          key: `${row.component.barcode}-${u.id}`,
          partType: row.component.part_type,
          component: row.component.component!,
          barcode: row.component.barcode,
          firmwareId: u.id,
          kind: u.kind,
          from:
            u.kind === 'font'
              ? (row.component.font_version ?? '')
              : u.kind === 'icon'
                ? (row.component.icon_version ?? '')
                : row.component.firmware_version,
          to: u.version,
        }))
      : [],
  );
  const chosen = new Set(offers.map((o) => o.firmwareId).filter((id) => !unchosen.has(id)));
  const busy = running !== null;
  const readAgain = () =>
    reloadTasks().catch((e: unknown) => reactToServiceToolError(e, { action: t('stb.diag.reread') }));

  const start = async () => {
    const selected = offers.filter((o) => chosen.has(o.firmwareId));
    setItems(selected);
    setStatuses(Object.fromEntries(selected.map((i) => [i.key, { state: 'pending' }])));
    setVerified({});
    setFailure(null);
    const outcome = await runUpdates(selected, {
      onStart: (item, stream) => {
        (stream === 'firmware_update' ? firmwareStream : frameStream).reset();
        setRunning({ item, stream });
      },
      onStatus: (key, status) => setStatuses((s) => ({ ...s, [key]: status })),
    });
    setRunning(null);
    setFailure(outcome.failed);
    if (outcome.failed?.key === 'st.fw.why.invalidSource') showSecurityWarning();
    if (outcome.failed?.connectionEnded || outcome.done.length === 0) return;
    try {
      // Verification: read the bike again; each updated component must report the new version.
      const events = await reloadTasks();
      const after = serviceToolSnapshot().reading?.basicInfo.components ?? [];
      setVerified(
        Object.fromEntries(
          selected.map((i) => {
            const c = after.find((x) => x.barcode === i.barcode);
            const now =
              i.kind === 'font' ? c?.font_version : i.kind === 'icon' ? c?.icon_version : c?.firmware_version;
            return [i.key, now === i.to];
          }),
        ),
      );
      void queryClient.invalidateQueries({ queryKey: ['firmware', 'updatable'] });
      const last = outcome.done.at(-1);
      if (last)
        openActivityDialog({ kind: 'firmware_update', record: last.record, events, tasksReloaded: true });
    } catch (e) {
      reactToServiceToolError(e, { action: t('st.fw.verify') });
    }
  };

  const event = running
    ? running.stream === 'firmware_update'
      ? firmwareStream.event
      : frameStream.event
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
                  charge: battery.data.charge_percent,
                  min: MIN_UPDATE_CHARGE_PERCENT,
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
            disabled={chosen.size === 0 || reloading || !connected}
            aria-describedby={connected ? undefined : 'fw-not-connected'}
            onClick={() => void start()}
          >
            {offers.length === 0 ? t('st.fw.nothing') : t('st.fw.start', { count: chosen.size })}
          </Button>
          {!connected && !busy ? (
            <p id="fw-not-connected" className="muted">
              {t('st.fw.notConnected')}
            </p>
          ) : null}
        </div>
        {running ? <UpdateProgress title={itemTitle(running.item)} event={event} /> : null}
      </section>

      {items.length > 0 && !running ? (
        <UpdateResults items={items} statuses={statuses} verified={verified} failure={failure} />
      ) : null}
    </ScreenFrame>
  );
}

function toggled(set: ReadonlySet<number>, id: number, member: boolean): ReadonlySet<number> {
  const next = new Set(set);
  if (member) next.add(id);
  else next.delete(id);
  return next;
}
