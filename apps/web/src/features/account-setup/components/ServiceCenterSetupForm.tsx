// Service center setup: about you, the service center and the regions it serves.
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/Button.tsx';
import { SelectField } from '../../../components/ui/Field.tsx';
import { useForm } from '../../../lib/form/use-form.ts';
import { required, type Schema } from '../../../lib/form/validate.ts';
import { useI18n, type MessageKey } from '../../../lib/i18n/i18n.ts';
import { notify } from '../../../lib/stores/shell-stores.ts';
import { useCreateServiceCenterAccount } from '../api/create-account.ts';
import { useRegions, useServiceCenters } from '../api/reference-lists.ts';
import { emptyPerson, PersonFields, personSchema, type PersonValues } from './PersonFields.tsx';
import { finishSetup, phoneErrorField } from './finish-setup.ts';

/** Region ids are kept comma-separated so the form stays a string map. */
type Values = PersonValues & { service_center_id: string; service_region_ids: string };
const schema: Schema<Values> = {
  ...personSchema<Values>(),
  service_center_id: [required()],
  service_region_ids: [(v) => (v === '' ? 'form.chooseAtLeastOne' : null)],
};

export function ServiceCenterSetupForm() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const form = useForm<Values>({ ...emptyPerson, service_center_id: '', service_region_ids: '' }, schema);
  const centers = useServiceCenters();
  const regions = useRegions();
  const create = useCreateServiceCenterAccount();
  const chosen = form.values.service_region_ids.split(',').filter(Boolean);
  const toggleRegion = (id: string) =>
    form.set(
      'service_region_ids',
      (chosen.includes(id) ? chosen.filter((r) => r !== id) : [...chosen, id]).join(','),
    );

  return (
    <form
      className="stack"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (!form.check()) return;
        const v = form.values;
        create.mutate(
          {
            first_name: v.first_name.trim(),
            last_name: v.last_name.trim(),
            phone_number: v.phone_number.trim(),
            job_title: v.job_title.trim(),
            service_center_id: Number(v.service_center_id),
            service_region_ids: chosen.map(Number),
          },
          {
            onSuccess: () => {
              notify('success', t('setup.done'));
              void finishSetup(() => void navigate('/', { replace: true }));
            },
            onError: (error) => {
              if (phoneErrorField(error)) form.setFieldError('phone_number', 'form.phoneFormatServer');
            },
          },
        );
      }}
    >
      <PersonFields values={form.values} errors={form.errors} set={form.set} />
      <fieldset>
        <legend>{t('account.serviceCenter')}</legend>
        <SelectField
          label={t('form.serviceCenter')}
          required
          value={form.values.service_center_id}
          error={form.errors.service_center_id ? t(form.errors.service_center_id as MessageKey) : undefined}
          placeholder={t('form.selectOne')}
          onChange={(e) => form.set('service_center_id', e.target.value)}
        >
          {(centers.data ?? []).map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </SelectField>
      </fieldset>
      <fieldset aria-describedby={form.errors.service_region_ids ? 'regions-error' : undefined}>
        <legend>{t('form.serviceRegions')}</legend>
        <div className="checkbox-row">
          {(regions.data ?? []).map((r) => (
            <label key={r.id}>
              <input
                type="checkbox"
                checked={chosen.includes(String(r.id))}
                onChange={() => toggleRegion(String(r.id))}
              />
              {r.name}
            </label>
          ))}
        </div>
        {form.errors.service_region_ids ? (
          <span id="regions-error" className="field-error">
            {t(form.errors.service_region_ids as MessageKey)}
          </span>
        ) : null}
      </fieldset>
      <div className="form-actions">
        <Button type="submit" busy={create.isPending}>
          {t('setup.submit')}
        </Button>
      </div>
    </form>
  );
}
