// One component to rescue: scan (or type) the serial on its label, look up the factory module id,
// write it through the bridge, record mid_parameter_update and reload the tasks. A part the catalogue
// does not know goes to cloud no-MID instead.
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { componentDisplayName } from '../../../lib/i18n/component-names.ts';
import { ProgressBar } from '../../../components/charts/ProgressBar.tsx';
import { StatusBadge } from '../../../components/charts/StatusBadge.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { TextField } from '../../../components/ui/Field.tsx';
import { isApiError } from '../../../lib/api/api-error.ts';
import { useI18n, type MessageKey } from '../../../lib/i18n/i18n.ts';
import {
  reactToServiceToolError,
  pageHref,
  recordActivity,
  requireWorkspace,
} from '../../../domain/service-tool/index.ts';
import { fetchMidData, type MidData } from '../api/mid-data.ts';
import { writeModuleId } from '../api/write-module-id.ts';
import { normaliseBarcode, type MidTarget } from '../mid-targets.ts';

const STAGES = ['write', 'reload'] as const;
type Stage = (typeof STAGES)[number];

export function MidTargetCard({ target, onDone }: { target: MidTarget; onDone: (moduleId: string) => void }) {
  const { t } = useI18n();
  const c = target.component;
  const name = componentDisplayName(c.part_type);
  const [barcode, setBarcode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [found, setFound] = useState<MidData | null>(null);
  const [unknown, setUnknown] = useState(false);
  const [busy, setBusy] = useState(false);
  const [stage, setStage] = useState<Stage | null>(null);

  const lookUp = async (e: FormEvent) => {
    e.preventDefault();
    const code = normaliseBarcode(barcode);
    if (!code) return setError(t('common.required'));
    setError(undefined);
    setUnknown(false);
    setFound(null);
    setBusy(true);
    try {
      setFound(await fetchMidData(requireWorkspace(), c.part_type, code));
    } catch (err) {
      if (isApiError(err) && err.code === 404000) setUnknown(true);
      else reactToServiceToolError(err);
    } finally {
      setBusy(false);
    }
  };

  const write = async () => {
    if (!found || !c.component) return;
    setBusy(true);
    try {
      setStage('write');
      await writeModuleId(c.component, found.module_id);
      const taskIds = target.task ? [target.task.id] : [];
      setStage('reload');
      await recordActivity('mid_parameter_update', {
        part_type: c.part_type,
        barcode: found.barcode,
        module_id: found.module_id,
        task_ids: taskIds,
      });
      onDone(found.module_id);
    } catch (err) {
      reactToServiceToolError(err, { action: t('st.mid.write'), retry: () => void write() });
    } finally {
      setStage(null);
      setBusy(false);
    }
  };

  const mismatch = found && normaliseBarcode(found.barcode) !== normaliseBarcode(c.barcode);
  return (
    <li className="br-item">
      <div className="br-head">
        <strong>{name}</strong> <span className="muted">{t('st.mid.busSerial', { serial: c.barcode })}</span>{' '}
        <StatusBadge tone="bad">{t(`st.mid.problem.${target.problem}` as MessageKey)}</StatusBadge>
      </div>
      <p className="muted">
        {target.problem === 'missing'
          ? t('st.mid.missingText')
          : t('st.mid.illegalText', { mid: c.module_id })}
      </p>
      <form className="mid-form" onSubmit={(e) => void lookUp(e)} noValidate>
        <TextField
          label={t('st.mid.barcode', { component: name })}
          hint={t('st.mid.barcodeHint')}
          value={barcode}
          onChange={(e) => setBarcode(e.target.value)}
          error={error}
          autoComplete="off"
          spellCheck={false}
          inputMode="text"
        />
        <Button type="submit" variant="secondary" busy={busy && !stage}>
          {t('st.mid.lookUp')}
        </Button>
      </form>
      {unknown ? (
        <div className="banner banner-warning" role="note">
          <p>
            {t('st.mid.unknown')} <Link to={pageHref('cloudNoMid')}>{t('screen.cloudNoMid')}</Link>
          </p>
        </div>
      ) : null}
      {found ? (
        <div className="mid-found">
          <dl className="st-kv">
            <dt>{t('st.mid.factoryMid')}</dt>
            <dd className="ov-mono" translate="no">
              {found.module_id}
            </dd>
            <dt>{t('st.mid.spec')}</dt>
            <dd>
              {found.part_spec_code} · {t('st.mid.board', { hardware: found.hardware_version })}
            </dd>
          </dl>
          {mismatch ? (
            <p className="field-error">
              {t('st.mid.serialMismatch', { scanned: found.barcode, bus: c.barcode })}
            </p>
          ) : null}
          {stage ? (
            <ProgressBar
              value={((STAGES.indexOf(stage) + 0.5) / STAGES.length) * 100}
              label={t(`st.mid.stage.${stage}` as MessageKey)}
            />
          ) : null}
          <Button
            busy={busy && stage !== null}
            disabled={busy || Boolean(mismatch)}
            onClick={() => void write()}
          >
            {t('st.mid.write')}
          </Button>
        </div>
      ) : null}
    </li>
  );
}
