// Component management (portal-spec §2), also serving component replacement and add accessory: pick
// the part type and operation, read what it involves from the cloud, scan or type the new serial
// (the bus may already show it), then the post-bundle report step links it to the frame number by
// recording a part_replacement activity. A serial registered to another bike needs the cloud's
// approval: a post-bundle case.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { componentDisplayName } from '../../lib/i18n/component-names.ts';
import { Button } from '../../components/ui/Button.tsx';
import { SelectField, TextField } from '../../components/ui/Field.tsx';
import { ScreenFrame } from '../../components/ui/ScreenFrame.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { isApiError } from '../../lib/api/api-error.ts';
import { useI18n, type MessageKey } from '../../lib/i18n/i18n.ts';
import {
  openTaskIds,
  recordActivity,
  useServiceTool,
  useBikeReading,
} from '../../domain/service-tool/index.ts';
import { useBike } from '../../lib/api/bike.ts';
import {
  usePartReplacementParameter,
  type Operation,
  type ReplaceablePartType,
} from './api/part-replacement-parameter.ts';
import { useCreatePostBundle, useLatestPostBundle } from './api/post-bundle.ts';
import {
  isValidBarcode,
  operationsFor,
  partTypesFor,
  registeredToReplace,
  unregisteredOnBus,
  type Mode,
} from './component-plan.ts';
import { PlanDetails } from './components/PlanDetails.tsx';
import { ReportStep, type LinkState } from './components/ReportStep.tsx';
import '../../components/charts/charts.css';
import '../../components/ui/panels.css';

const TITLES: Record<Mode, [MessageKey, MessageKey]> = {
  manage: ['screen.componentManagement', 'screen.componentManagement.text'],
  replacement: ['screen.componentReplacement', 'screen.componentReplacement.text'],
  accessory: ['screen.addAccessory', 'screen.addAccessory.text'],
};
const OTHER_BIKE = 400900;
// Option text cannot take CSS capitalisation; HMI stays upper case.
const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export function ComponentManagementPage({ mode = 'manage' }: { mode?: Mode }) {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const { workspace } = useServiceTool();
  const queryClient = useQueryClient();
  const reading = useBikeReading();
  const bike = useBike(workspace?.vin);
  const bus = reading?.basicInfo.components ?? [];
  const registered = bike.data?.components ?? [];
  const types = partTypesFor(mode, bus, registered);
  const ops = operationsFor(mode);
  const [partType, setPartType] = useState(() => params.get('part_type') ?? '');
  const [operation, setOperation] = useState<Operation>(() => {
    const q = params.get('operation');
    return q && (ops as string[]).includes(q) ? (q as Operation) : (ops[0] ?? 'REPLACE');
  });
  const [newSerial, setNewSerial] = useState(() => params.get('new') ?? '');
  const [oldSerial, setOldSerial] = useState('');
  const [link, setLink] = useState<LinkState | null>(null);
  const plan = usePartReplacementParameter(
    workspace?.vin,
    operation,
    partType as ReplaceablePartType | '',
    workspace?.sessionToken ?? '',
  );
  const latestCase = useLatestPostBundle(
    link?.kind === 'needs_approval' ? workspace?.vin : undefined,
    bike.data?.bike_shop_id,
  );
  const sendCase = useCreatePostBundle();

  const [title, text] = TITLES[mode];
  const needsNew = operation !== 'REMOVE';
  const needsOld = operation !== 'INSTALL';
  const oldChoice = oldSerial || (partType ? (registeredToReplace(partType, bus, registered) ?? '') : '');
  const onBus = partType ? unregisteredOnBus(partType, bus, registered) : undefined;
  const serialError = newSerial && !isValidBarcode(newSerial) ? t('stb.manage.invalidSerial') : undefined;
  const ready =
    !!partType && !!plan.data && (!needsNew || isValidBarcode(newSerial)) && (!needsOld || !!oldChoice);
  const partName = partType ? componentDisplayName(partType) : '';

  const submit = async () => {
    setLink({ kind: 'checking' });
    try {
      await recordActivity('part_replacement', {
        operation,
        part_type: partType,
        ...(needsOld ? { old_barcode: oldChoice } : {}),
        ...(needsNew ? { new_barcode: newSerial } : {}),
        task_ids: openTaskIds(
          ['part_bundle_not_found', 'part_bundle_not_match', 'bundle_rule_not_match'],
          partType,
        ),
      });
      setLink({ kind: 'linked' });
      // The registered parts changed: the bike and the plan ("Registered now") are read again.
      void queryClient.invalidateQueries({ queryKey: ['bike', workspace?.vin] });
    } catch (e) {
      setLink(
        isApiError(e) && e.code === OTHER_BIKE
          ? { kind: 'needs_approval' }
          : { kind: 'failed', code: isApiError(e) ? e.code : 0 },
      );
    }
  };
  const createCase = () => {
    if (!workspace || !bike.data) return;
    sendCase.mutate({
      vin: workspace.vin,
      bike_shop_id: bike.data.bike_shop_id,
      workspace_id: workspace.id,
      components: [{ part_type: partType as ReplaceablePartType, barcode: newSerial }],
      comment: t('stb.manage.caseComment', { partType: partName, serial: newSerial }),
    });
  };

  if (!bike.data) return <Spinner label={t('common.loading')} />;
  return (
    <ScreenFrame title={t(title)} description={t(text)}>
      <section className="panel" aria-labelledby="manage-choose">
        <h2 id="manage-choose">{t('stb.manage.choose')}</h2>
        <div className="form-grid">
          <SelectField
            label={t('stb.manage.partType')}
            value={partType}
            placeholder={t('stb.manage.pick')}
            onChange={(e) => {
              setPartType(e.target.value);
              setOldSerial('');
              setLink(null);
            }}
          >
            {types.map((p) => (
              <option key={p} value={p}>
                {capitalise(componentDisplayName(p))}
              </option>
            ))}
          </SelectField>
          {ops.length > 1 ? (
            <SelectField
              label={t('stb.manage.operation')}
              value={operation}
              onChange={(e) => {
                setOperation(e.target.value as Operation);
                setLink(null);
              }}
            >
              {ops.map((o) => (
                <option key={o} value={o}>
                  {t(`stb.manage.op.${o}`)}
                </option>
              ))}
            </SelectField>
          ) : null}
        </div>
        {plan.data ? <PlanDetails plan={plan.data} /> : null}
        {plan.isError ? (
          <p className="banner banner-warning">{t('stb.manage.nothingRegistered', { partType: partName })}</p>
        ) : null}
      </section>
      {partType && plan.data ? (
        <section className="panel" aria-labelledby="manage-serial">
          <h2 id="manage-serial">{t('stb.manage.serials')}</h2>
          <form
            className="form-grid"
            onSubmit={(e) => {
              e.preventDefault();
              if (ready) void submit();
            }}
          >
            {needsOld ? (
              <SelectField
                label={t('stb.manage.oldSerial')}
                value={oldChoice}
                onChange={(e) => setOldSerial(e.target.value)}
              >
                {plan.data.current_parts.map((p) => (
                  <option key={p.barcode} value={p.barcode}>
                    {p.barcode}
                  </option>
                ))}
              </SelectField>
            ) : null}
            {needsNew ? (
              <TextField
                label={t('stb.manage.newSerial')}
                value={newSerial}
                autoComplete="off"
                required
                onChange={(e) => setNewSerial(e.target.value.trim())}
                hint={t('stb.manage.scanHint', { partType: partName })}
                error={serialError}
              />
            ) : null}
            {needsNew && onBus && onBus !== newSerial ? (
              <p className="span-2 row">
                <span>{t('stb.manage.onBus', { serial: onBus })}</span>
                <Button size="s" variant="secondary" onClick={() => setNewSerial(onBus)}>
                  {t('stb.manage.useSerial')}
                </Button>
              </p>
            ) : null}
            <div className="span-2 form-actions">
              <Button type="submit" disabled={!ready || link?.kind === 'checking'}>
                {t(`stb.manage.submit.${operation}`)}
              </Button>
            </div>
          </form>
        </section>
      ) : null}
      {link ? (
        <ReportStep
          state={link}
          frameNumber={bike.data.frame_number}
          serial={needsNew ? newSerial : oldChoice}
          caseStatus={
            latestCase.data && latestCase.data.components.some((c) => c.barcode === newSerial)
              ? latestCase.data.status
              : null
          }
          sending={sendCase.isPending}
          onSendCase={createCase}
        />
      ) : null}
    </ScreenFrame>
  );
}

export const ComponentReplacementPage = () => <ComponentManagementPage mode="replacement" />;
export const AddAccessoryPage = () => <ComponentManagementPage mode="accessory" />;
