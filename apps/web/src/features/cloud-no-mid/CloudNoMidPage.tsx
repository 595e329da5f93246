// Cloud no-MID (/service-tool/cloud-no-mid): when a component's identity cannot be given back from the
// catalogue (MID rescue found no factory record) or the bike's own identity is in doubt, the technician
// asks for ID authorization: the components' serials and photos of their labels (and of the VIN plate)
// go to the service center as a post_bundle or verify_workspace case (POST /case_management/image for
// each photo, then the case citing them). The case's status is shown here until it is decided.
import { useState, type FormEvent } from 'react';
import { componentDisplayName } from '../../lib/i18n/component-names.ts';
import { ProgressBar } from '../../components/charts/ProgressBar.tsx';
import { StatusBadge } from '../../components/charts/StatusBadge.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { ScreenFrame } from '../../components/ui/ScreenFrame.tsx';
import { formatDateTime } from '../../lib/format/date.ts';
import { isApiError } from '../../lib/api/api-error.ts';
import { useI18n, type MessageKey } from '../../lib/i18n/i18n.ts';
import { useSession } from '../../lib/session/session-store.ts';
import { uploadCaseImage, reactToServiceToolError, useServiceTool } from '../../domain/service-tool/index.ts';
import { ImageField } from '../../components/ui/ImageField.tsx';
import { notify } from '../../lib/stores/shell-stores.ts';
import {
  createPostBundleCase,
  createVerifyWorkspaceCase,
  useLatestCase,
  type CaseKind,
} from './api/cases.ts';
import { caseKindFor } from './case-kind.ts';
import '../../components/charts/charts.css';
import '../../components/ui/panels.css';
import './cloud-no-mid.css';

export function CloudNoMidPage() {
  const { t, locale } = useI18n();
  const { workspace, reading, taskInfo } = useServiceTool();
  const shopId = useSession().account?.detail?.bike_shop?.id;
  const components = (reading?.basicInfo.components ?? []).filter((c) => c.part_type !== 'dongle');
  const [kind, setKind] = useState<CaseKind>(() => caseKindFor(taskInfo?.task_list));
  const [included, setIncluded] = useState<ReadonlySet<string>>(
    () => new Set(components.filter((c) => c.module_id === '' || !c.module_id_valid).map((c) => c.barcode)),
  );
  const [labelPhoto, setLabelPhoto] = useState<File | null>(null);
  const [vinPhoto, setVinPhoto] = useState<File | null>(null);
  const [comment, setComment] = useState('');
  const [tried, setTried] = useState(false);
  const [step, setStep] = useState<number | null>(null);
  const latest = useLatestCase(kind, workspace?.vin ?? '', shopId);
  if (!workspace) return null;

  const needsVinPhoto = kind === 'verify_workspace';
  const missingComponents = kind === 'post_bundle' && included.size === 0;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (shopId === undefined || !labelPhoto || (needsVinPhoto && !vinPhoto) || missingComponents) return;
    try {
      setStep(0);
      const images = [await uploadCaseImage(labelPhoto)];
      setStep(1);
      if (vinPhoto) images.push(await uploadCaseImage(vinPhoto));
      setStep(2);
      const chosen = components
        .filter((c) => included.has(c.barcode))
        .map((c) => ({ barcode: c.barcode, part_type: c.part_type }));
      const base = {
        bike_shop_id: shopId,
        vin: workspace.vin,
        workspace_id: workspace.id,
        image_ids: images.map((i) => i.id),
        ...(comment.trim() ? { comment: comment.trim() } : {}),
      };
      const created =
        kind === 'verify_workspace'
          ? await createVerifyWorkspaceCase({ ...base, components: chosen })
          : await createPostBundleCase({ ...base, components: chosen });
      notify('success', t('st.cloud.sent', { id: created.id }));
      await latest.refetch();
    } catch (err) {
      if (isApiError(err) && err.code === 400900) notify('error', t('st.cloud.alreadyOpen'));
      else reactToServiceToolError(err, { action: t('st.cloud.submit') });
    } finally {
      setStep(null);
    }
  };

  const current = latest.data;
  return (
    <ScreenFrame title={t('screen.cloudNoMid')} description={t('screen.cloudNoMid.text')}>
      <section className="card" aria-labelledby="cloud-about-title">
        <h2 id="cloud-about-title">{t('st.cloud.about')}</h2>
        <p>{t('st.cloud.aboutText')}</p>
        {current ? (
          <dl className="st-kv">
            <dt>{t('st.cloud.latest')}</dt>
            <dd>
              #{current.id} ·{' '}
              <StatusBadge
                tone={
                  current.status === 'approved' || current.status === 'completed'
                    ? 'good'
                    : current.status === 'rejected'
                      ? 'bad'
                      : 'info'
                }
              >
                {t(`st.cloud.status.${current.status}` as MessageKey)}
              </StatusBadge>{' '}
              · {formatDateTime(current.created_at, locale)}
            </dd>
            {current.review_comment ? (
              <>
                <dt>{t('st.cloud.reviewComment')}</dt>
                <dd>{current.review_comment}</dd>
              </>
            ) : null}
          </dl>
        ) : (
          <p className="muted">{t('st.cloud.noCase')}</p>
        )}
      </section>

      <form
        className="card cloud-form"
        onSubmit={(e) => void submit(e)}
        noValidate
        aria-labelledby="cloud-form-title"
      >
        <h2 id="cloud-form-title">{t('st.cloud.request')}</h2>
        <fieldset className="st-options">
          <legend>{t('st.cloud.kind')}</legend>
          {(['post_bundle', 'verify_workspace'] as const).map((k) => (
            <label key={k} className={['st-option', kind === k ? 'st-option-selected' : ''].join(' ')}>
              <input type="radio" name="case-kind" checked={kind === k} onChange={() => setKind(k)} />
              <span>
                <strong>{t(`st.cloud.kind.${k}` as MessageKey)}</strong>
                <span className="muted st-option-text">{t(`st.cloud.kindText.${k}` as MessageKey)}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <fieldset className="cloud-components">
          <legend>{t('st.cloud.components')}</legend>
          {components.map((c) => (
            <label key={c.barcode} className="cloud-component">
              <input
                type="checkbox"
                checked={included.has(c.barcode)}
                onChange={(e) =>
                  setIncluded((s) => {
                    const n = new Set(s);
                    if (e.target.checked) n.add(c.barcode);
                    else n.delete(c.barcode);
                    return n;
                  })
                }
              />
              <span>
                {/* Serial and module ID are identifiers, the same in every language; "no MID" is words. */}
                {componentDisplayName(c.part_type)}{' '}
                <span className="ov-mono" translate="no">
                  {c.barcode}
                </span>{' '}
                {c.module_id ? (
                  <span className="muted" translate="no">{`MID ${c.module_id}`}</span>
                ) : (
                  <span className="muted">{t('st.cloud.noMid')}</span>
                )}
              </span>
            </label>
          ))}
          {tried && missingComponents ? <p className="field-error">{t('st.cloud.chooseComponent')}</p> : null}
        </fieldset>
        <div className="form-grid">
          <ImageField
            label={t('st.cloud.labelPhoto')}
            onChange={setLabelPhoto}
            error={tried && !labelPhoto ? t('common.required') : undefined}
          />
          <ImageField
            label={
              needsVinPhoto
                ? t('st.connect.unknown.vinPhoto')
                : `${t('st.connect.unknown.vinPhoto')} (${t('common.optional')})`
            }
            required={needsVinPhoto}
            onChange={setVinPhoto}
            error={tried && needsVinPhoto && !vinPhoto ? t('common.required') : undefined}
          />
        </div>
        <div className="field">
          <label htmlFor="cloud-comment">{t('st.cloud.comment')}</label>
          <textarea
            id="cloud-comment"
            rows={3}
            value={comment}
            onChange={(e) => setComment(e.target.value)}
          />
        </div>
        {step !== null ? (
          <ProgressBar value={((step + 0.5) / 3) * 100} label={t(`st.cloud.step.${step}` as MessageKey)} />
        ) : null}
        <div className="form-actions">
          <Button type="submit" busy={step !== null}>
            {t('st.cloud.submit')}
          </Button>
        </div>
      </form>
    </ScreenFrame>
  );
}
