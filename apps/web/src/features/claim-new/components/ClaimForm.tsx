// The claim itself: the failed component (as registered to the bike; the API takes it as read when
// the workspace reading has it), what the technician found, labour, the part needed, a goodwill
// reason outside the warranty, and photos through the case-image upload. Saved as a draft or sent.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { WARRANTY_MONTHS } from '@dealer/contracts';
import { Button } from '../../../components/ui/Button.tsx';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/Field.tsx';
import { href } from '../../../config/paths.ts';
import type { ResultOf } from '../../../lib/api/api-types.ts';
import { isApiError } from '../../../lib/api/api-error.ts';
import { formatDate, formatDateTime } from '../../../lib/format/date.ts';
import { useForm } from '../../../lib/form/use-form.ts';
import { required, type Schema } from '../../../lib/form/validate.ts';
import { componentDisplayName } from '../../../lib/i18n/component-names.ts';
import { useI18n, type MessageKey } from '../../../lib/i18n/i18n.ts';
import { ImageField } from '../../../components/ui/ImageField.tsx';
import { notify } from '../../../lib/stores/shell-stores.ts';
import { uploadClaimImage, useCreateClaim, useDealerClaimAction } from '../../../domain/claims/index.ts';
import { useDiagnoses } from '../../../lib/api/diagnoses.ts';

type Bike = ResultOf<'/api/bike/{vin}', 'get'>;
type Values = {
  component: string;
  description: string;
  labour: string;
  partCode: string;
  partQty: string;
  goodwill: string;
};

const outOfWarranty = (bike: Bike, now = new Date()) => {
  if (!bike.activated_at) return false;
  const end = new Date(bike.activated_at);
  end.setMonth(end.getMonth() + WARRANTY_MONTHS);
  return end < now;
};
const wholeNumber = (max: number) => (v: string) =>
  v === '' || (/^\d+$/.test(v) && Number(v) <= max) ? null : ('claim.numberInvalid' as MessageKey);

export function ClaimForm({ bike, workspaceId }: { bike: Bike; workspaceId: number | undefined }) {
  const { t, locale } = useI18n();
  const navigate = useNavigate();
  const create = useCreateClaim();
  const action = useDealerClaimAction();
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoError, setPhotoError] = useState<string | undefined>();
  const [busy, setBusy] = useState<'draft' | 'submit' | null>(null);
  // The latest run on the server's record goes with the claim (the API attaches it, docs/decisions/2840),
  // whichever computer ran it.
  const runs = useDiagnoses(bike.vin);
  const diagnosis = runs.data?.items[0];
  const late = outOfWarranty(bike);
  const first = bike.components.find((c) => c.part_type === 'motor') ?? bike.components[0];
  const schema: Schema<Values> = {
    component: [required()],
    description: [required()],
    labour: [wholeNumber(6000)],
    partQty: [wholeNumber(20)],
    ...(late ? { goodwill: [required()] } : {}),
  };
  const form = useForm<Values>(
    {
      component: first ? `${first.part_type}|${first.barcode}` : '',
      description: '',
      labour: '',
      partCode: first?.part_spec_code ?? '',
      partQty: '1',
      goodwill: '',
    },
    schema,
  );
  const err = (f: keyof Values) => (form.errors[f] ? t(form.errors[f] as MessageKey) : undefined);

  const send = async (mode: 'draft' | 'submit') => {
    if (!form.check()) return;
    setBusy(mode);
    setPhotoError(undefined);
    let uploading = true;
    try {
      const [partType = '', serial = ''] = form.values.component.split('|');
      const image = photo ? await uploadClaimImage(photo) : null;
      uploading = false;
      const v = form.values;
      const claim = await create.mutateAsync({
        vin: bike.vin,
        ...(workspaceId ? { workspace_id: workspaceId } : {}),
        part_type: partType as Parameters<typeof create.mutateAsync>[0]['part_type'],
        serial,
        description: v.description.trim(),
        labour_minutes: Number(v.labour || '0'),
        parts_needed: v.partCode.trim()
          ? [{ part_spec_code: v.partCode.trim(), quantity: Number(v.partQty || '1') }]
          : [],
        goodwill_reason: v.goodwill.trim(),
        image_ids: image ? [image.id] : [],
      });
      if (mode === 'submit') await action.mutateAsync({ id: claim.id, action: 'submit', comment: '' });
      notify('success', t(mode === 'submit' ? 'claim.sent' : 'claim.saved', { id: claim.id }));
      void navigate(href.claim(claim.id));
    } catch (e) {
      if (!isApiError(e)) throw e;
      // The upload's refusals (type, size) belong to the photo; the claim's to what was written.
      const problem = e.details?.[0]?.problem ?? e.message;
      if (uploading && photo) setPhotoError(problem);
      else form.setFieldError('description', problem);
    } finally {
      setBusy(null);
    }
  };

  return (
    <form
      className="card stack"
      style={{ maxWidth: 760 }}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void send('submit');
      }}
    >
      <p>
        <strong>
          {bike.brand.name} {bike.bike_spec.name}
        </strong>{' '}
        · {bike.vin}
        <br />
        <span className="muted">
          {bike.activated_at
            ? t('claim.activatedOn', { date: formatDate(bike.activated_at, locale) })
            : t('claim.warrantyStock')}
        </span>
      </p>
      <p className="muted" data-testid="claim-diagnosis-note">
        {runs.isPending
          ? t('common.loading')
          : diagnosis
            ? t('claim.diagnosisAttached', { when: formatDateTime(diagnosis.performed_at, locale) })
            : t('claim.noDiagnosisOnRecord')}
      </p>
      <SelectField
        label={t('claim.failedComponent')}
        required
        value={form.values.component}
        error={err('component')}
        onChange={(e) => {
          form.set('component', e.target.value);
          const picked = bike.components.find((c) => `${c.part_type}|${c.barcode}` === e.target.value);
          if (picked)
            form.setValues((old) => ({ ...old, component: e.target.value, partCode: picked.part_spec_code }));
        }}
      >
        {bike.components.map((c) => (
          <option key={`${c.part_type}|${c.barcode}`} value={`${c.part_type}|${c.barcode}`}>
            {componentDisplayName(c.part_type)} · {c.part_spec_code} · {c.barcode}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        label={t('claim.description')}
        required
        rows={4}
        maxLength={4000}
        value={form.values.description}
        error={err('description')}
        onChange={(e) => form.set('description', e.target.value)}
      />
      <div className="cl-line">
        <TextField
          label={t('claim.partNeeded')}
          value={form.values.partCode}
          maxLength={32}
          onChange={(e) => form.set('partCode', e.target.value)}
        />
        <TextField
          label={t('claim.quantity')}
          inputMode="numeric"
          value={form.values.partQty}
          error={err('partQty')}
          onChange={(e) => form.set('partQty', e.target.value)}
        />
        <TextField
          label={t('claim.labour')}
          inputMode="numeric"
          value={form.values.labour}
          error={err('labour')}
          onChange={(e) => form.set('labour', e.target.value)}
        />
      </div>
      <TextAreaField
        label={t('claim.goodwill')}
        required={late}
        rows={2}
        maxLength={2000}
        hint={t(late ? 'claim.goodwillNeeded' : 'claim.goodwillHint')}
        value={form.values.goodwill}
        error={err('goodwill')}
        onChange={(e) => form.set('goodwill', e.target.value)}
      />
      <ImageField label={t('claim.photo')} required={false} error={photoError} onChange={setPhoto} />
      <div className="form-actions">
        <Button
          type="button"
          variant="secondary"
          busy={busy === 'draft'}
          disabled={busy !== null}
          onClick={() => void send('draft')}
        >
          {t('claim.saveDraft')}
        </Button>
        <Button type="submit" busy={busy === 'submit'} disabled={busy !== null}>
          {t('claim.submit')}
        </Button>
      </div>
    </form>
  );
}
