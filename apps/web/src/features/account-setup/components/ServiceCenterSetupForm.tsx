// Service center setup: about you; the service center and the regions it serves are what an operator
// assigned (decision 2650), shown read-only. Without an assignment there is nothing to set up yet.
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/Button.tsx';
import { Icon } from '../../../components/ui/Icon.tsx';
import { TextField } from '../../../components/ui/Field.tsx';
import { useForm } from '../../../lib/form/use-form.ts';
import type { Schema } from '../../../lib/form/validate.ts';
import { useI18n } from '../../../lib/i18n/i18n.ts';
import { notify } from '../../../lib/stores/shell-stores.ts';
import type { Account } from '../../../lib/api/api-models.ts';
import { useCreateServiceCenterAccount } from '../api/create-account.ts';
import { useRegions } from '../api/reference-lists.ts';
import { emptyPerson, PersonFields, personSchema, type PersonValues } from './PersonFields.tsx';
import { finishSetup, phoneErrorField } from './finish-setup.ts';
import '../../../components/ui/panels.css';

type Assignment = NonNullable<Account['service_center_assignment']>;
const schema: Schema<PersonValues> = personSchema<PersonValues>();

export function ServiceCenterSetupForm({ assignment }: { assignment: Assignment | null }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const form = useForm<PersonValues>(emptyPerson, schema);
  const regions = useRegions();
  const create = useCreateServiceCenterAccount();

  if (!assignment)
    return (
      <div className="banner banner-warning" role="status">
        <Icon name="warning" />
        <p>{t('setup.noAssignment')}</p>
      </div>
    );

  const regionNames = assignment.service_region_ids
    .map((id) => regions.data?.find((r) => r.id === id)?.name ?? String(id))
    .join(', ');

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
        <p className="muted">{t('setup.assignedByOperator')}</p>
        <div className="form-grid">
          <TextField label={t('form.serviceCenter')} value={assignment.service_center.name} readOnly />
          <TextField label={t('form.serviceRegions')} value={regionNames} readOnly />
        </div>
      </fieldset>
      <div className="form-actions">
        <Button type="submit" busy={create.isPending}>
          {t('setup.submit')}
        </Button>
      </div>
    </form>
  );
}
