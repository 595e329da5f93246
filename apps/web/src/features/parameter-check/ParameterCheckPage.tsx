// Parameter check (portal-spec §2). Compare: the component's parameter array read through the bridge
// beside the array the cloud holds as reviewed (the newest parameter_sync or parameter_reference),
// recorded as parameter_compare. Sync: writes the reviewed array, the bridge verifies it, recorded as
// parameter_sync. With no reference yet there is nothing to compare: the bytes are shown as read, and
// "Confirm as reference" asks first, then records the bike's values as parameter_reference without
// writing anything to the bike (decision 2823). A snapshot of the bike's array is kept before every
// write and can be restored.
import { useState } from 'react';
import { componentDisplayName } from '../../lib/i18n/component-names.ts';
import { ProgressBar } from '../../components/charts/ProgressBar.tsx';
import { StatusBadge } from '../../components/charts/StatusBadge.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { SelectField } from '../../components/ui/Field.tsx';
import { ScreenFrame } from '../../components/ui/ScreenFrame.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import {
  reactToServiceToolError,
  openTaskIds,
  recordActivity,
  useServiceTool,
  useQueryErrorAlert,
  useBikeReading,
} from '../../domain/service-tool/index.ts';
import { useProgressStream } from '../../lib/bridge/bridge-streams.ts';
import type { BridgeComponentName } from '../../lib/bridge/bridge-types.ts';
import { formatDateTime } from '../../lib/format/date.ts';
import { useI18n } from '../../lib/i18n/i18n.ts';
import { notify } from '../../lib/stores/shell-stores.ts';
import { useDataArray } from './api/data-array.ts';
import { useCloudReference } from './api/parameter-history.ts';
import { useWriteParameters } from './api/write-parameters.ts';
import { useConfirmReference } from './use-confirm-reference.ts';
import { ByteGrid } from './components/ByteGrid.tsx';
import { ConfirmReference } from './components/ConfirmReference.tsx';
import { DiffTable } from './components/DiffTable.tsx';
import { SnapshotList } from './components/SnapshotList.tsx';
import { diffArrays, parameterDigest, toNamedParameters } from './parameter-diff.ts';
import { listSnapshots, saveSnapshot } from './snapshots.ts';
import '../../components/charts/charts.css';
import '../../components/ui/panels.css';

// Option text cannot take CSS capitalisation; HMI stays upper case.
const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export function ParameterCheckPage() {
  const { t, locale } = useI18n();
  const { workspace } = useServiceTool();
  const reading = useBikeReading();
  const parts = (reading?.basicInfo.components ?? []).filter(
    (c) => c.component !== null && c.component !== 'dongle' && !c.in_bootloader,
  );
  const [partType, setPartType] = useState<BridgeComponentName | ''>('');
  const chosen = parts.find((p) => p.component === partType);
  const bike = useDataArray(partType);
  useQueryErrorAlert([bike], 'Read parameters');
  const reference = useCloudReference(workspace?.vin, chosen?.part_type ?? '');
  const write = useWriteParameters();
  const progress = useProgressStream('operate_parameter');
  const [onlyDiff, setOnlyDiff] = useState(false);
  const [compared, setCompared] = useState(false);
  const [busy, setBusy] = useState(false);
  const [snapshotVersion, setSnapshotVersion] = useState(0);
  const snapshots = workspace && chosen ? listSnapshots(workspace.vin, chosen.part_type) : [];
  void snapshotVersion;

  const confirm = useConfirmReference(bike, reference, chosen?.part_type, setBusy);
  const rows = bike.data ? diffArrays(reference.data?.dataArray ?? null, bike.data.data_array) : [];
  const differences = rows.filter((r) => r.differs);

  const compare = async () => {
    if (!bike.data || !chosen) return;
    setBusy(true);
    try {
      const fresh = await bike.refetch();
      const array = fresh.data?.data_array ?? bike.data.data_array;
      const diff = diffArrays(reference.data?.dataArray ?? null, array).filter((r) => r.differs);
      await recordActivity(
        'parameter_compare',
        {
          part_type: chosen.part_type,
          digest: await parameterDigest(array),
          differences: diff
            .slice(0, 500)
            .map((r) => ({ name: r.name, expected: r.expected, actual: r.actual })),
          task_ids: openTaskIds(['parameter_need_compare'], chosen.part_type),
        },
        { dialog: false },
      );
      setCompared(true);
    } catch (e) {
      reactToServiceToolError(e, { action: t('stb.param.compare') });
    } finally {
      setBusy(false);
    }
  };

  /**
   * (No comment is recorded: the service book shows a comment as the technician's own words, and the
   * activity's kind already says what happened.)
   * Snapshot, write, verify, record: the one path every write takes. Only a sync or a confirmation
   * sends the values as the reviewed reference; a restore records the digest alone, so undoing a write
   * does not redefine what the cloud has reviewed (the compare then shows the restored differences).
   */
  const writeArray = async (target: number[], asReference: boolean) => {
    if (!bike.data || !workspace || !chosen || !partType) return;
    setBusy(true);
    try {
      saveSnapshot({
        vin: workspace.vin,
        partType: chosen.part_type,
        takenAt: new Date().toISOString(),
        dataArray: bike.data.data_array,
      });
      setSnapshotVersion((v) => v + 1);
      progress.reset();
      const written = await write.mutateAsync({ partType, dataArray: target });
      if (written.data_array.some((b, i) => b !== target[i])) throw new Error('verification failed');
      await recordActivity('parameter_sync', {
        part_type: chosen.part_type,
        digest: await parameterDigest(written.data_array),
        ...(asReference ? { parameters: toNamedParameters(written.data_array) } : {}),
        task_ids: openTaskIds(['parameter_need_compare', 'parameter_need_update'], chosen.part_type),
      });
      await reference.refetch();
      notify('success', t('stb.param.synced'));
    } catch (e) {
      reactToServiceToolError(e, {
        action: t('stb.param.sync'),
        retry: () => void writeArray(target, asReference),
      });
    } finally {
      setBusy(false);
    }
  };

  const ev = progress.event;
  return (
    <ScreenFrame title={t('screen.parameterCheck')} description={t('screen.parameterCheck.text')}>
      <section className="panel" aria-labelledby="param-part">
        <h2 id="param-part">{t('stb.param.component')}</h2>
        <SelectField
          label={t('stb.diag.component')}
          value={partType}
          placeholder={t('stb.manage.pick')}
          onChange={(e) => {
            setPartType(e.target.value as BridgeComponentName | '');
            setCompared(false);
          }}
        >
          {parts.map((p) => (
            <option key={p.part_type} value={p.component ?? ''}>
              {capitalise(componentDisplayName(p.part_type))} · {p.barcode}
            </option>
          ))}
        </SelectField>
      </section>
      {partType && (!bike.data || reference.isPending) ? <Spinner label={t('common.loading')} /> : null}
      {bike.data && !reference.isPending ? (
        <section className="panel" aria-labelledby="param-compare">
          <div className="panel-head">
            <h2 id="param-compare">{t('stb.param.diff')}</h2>
            {reference.data ? (
              differences.length === 0 ? (
                <StatusBadge tone="good">{t('stb.param.match')}</StatusBadge>
              ) : (
                <StatusBadge tone="warn">
                  {t('stb.param.differences', { count: differences.length })}
                </StatusBadge>
              )
            ) : (
              <StatusBadge tone="info">{t('stb.param.noReference')}</StatusBadge>
            )}
          </div>
          <p className="muted">
            {reference.data
              ? t('stb.param.referenceFrom', { date: formatDateTime(reference.data.at, locale) })
              : t('stb.param.noReferenceText')}
          </p>
          {reference.data ? (
            <>
              <label className="checkbox-row">
                <input type="checkbox" checked={onlyDiff} onChange={(e) => setOnlyDiff(e.target.checked)} />{' '}
                {t('stb.param.onlyDiff')}
              </label>
              <DiffTable rows={rows} onlyDifferences={onlyDiff} />
            </>
          ) : (
            <ByteGrid bytes={bike.data.data_array} />
          )}
          {busy && ev && ev.stage !== 'done' ? (
            <ProgressBar value={ev.progress} label={t('stb.param.writing')} detail={ev.stage} />
          ) : null}
          {compared ? <p role="status">{t('stb.param.compared')}</p> : null}
          <div className="form-actions">
            {reference.data ? (
              // Without a reference there is nothing to compare against: no comparison is recorded.
              <Button
                variant="secondary"
                busy={busy && !write.isPending}
                disabled={busy}
                onClick={() => void compare()}
              >
                {t('stb.param.compare')}
              </Button>
            ) : null}
            {reference.data ? (
              <Button
                busy={write.isPending}
                disabled={busy || differences.length === 0}
                onClick={() => void writeArray(reference.data!.dataArray, true)}
              >
                {t('stb.param.sync')}
              </Button>
            ) : (
              <Button disabled={busy} onClick={confirm.ask}>
                {t('stb.param.confirmReference')}
              </Button>
            )}
          </div>
        </section>
      ) : null}
      <ConfirmReference
        open={confirm.asking}
        part={chosen ? componentDisplayName(chosen.part_type) : ''}
        count={bike.data?.data_array.length ?? 0}
        busy={busy}
        onConfirm={() => void confirm.confirm()}
        onClose={confirm.cancel}
      />
      {chosen ? (
        <section className="panel" aria-labelledby="param-snapshots">
          <h2 id="param-snapshots">{t('stb.param.snapshots')}</h2>
          <SnapshotList
            snapshots={snapshots}
            busy={busy}
            onRestore={(s) => void writeArray(s.dataArray, false)}
          />
        </section>
      ) : null}
    </ScreenFrame>
  );
}
