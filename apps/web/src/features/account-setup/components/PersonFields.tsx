// The "about you" fields both setup forms share.
import { TextField } from '../../../components/ui/Field.tsx';
import { useI18n, type MessageKey } from '../../../lib/i18n/i18n.ts';
import { phone, required, type Schema } from '../../../lib/form/validate.ts';

export type PersonValues = { first_name: string; last_name: string; phone_number: string; job_title: string };
export const emptyPerson: PersonValues = { first_name: '', last_name: '', phone_number: '', job_title: '' };
export const personSchema = <V extends PersonValues>(): Schema<V> =>
  ({
    first_name: [required()],
    last_name: [required()],
    phone_number: [required(), phone()],
    job_title: [required()],
  }) as Schema<V>;

interface Props {
  values: PersonValues;
  errors: Partial<Record<keyof PersonValues, string>>;
  set: (field: keyof PersonValues, value: string) => void;
}

export function PersonFields({ values, errors, set }: Props) {
  const { t } = useI18n();
  const err = (f: keyof PersonValues) => (errors[f] ? t(errors[f] as MessageKey) : undefined);
  return (
    <fieldset>
      <legend>{t('setup.aboutYou')}</legend>
      <div className="form-grid">
        <TextField
          label={t('form.firstName')}
          autoComplete="given-name"
          required
          value={values.first_name}
          error={err('first_name')}
          onChange={(e) => set('first_name', e.target.value)}
        />
        <TextField
          label={t('form.lastName')}
          autoComplete="family-name"
          required
          value={values.last_name}
          error={err('last_name')}
          onChange={(e) => set('last_name', e.target.value)}
        />
        <TextField
          label={t('form.phoneNumber')}
          type="tel"
          autoComplete="tel"
          required
          value={values.phone_number}
          error={err('phone_number')}
          placeholder="+49 30 1234567"
          onChange={(e) => set('phone_number', e.target.value)}
        />
        <TextField
          label={t('form.jobTitle')}
          autoComplete="organization-title"
          required
          value={values.job_title}
          error={err('job_title')}
          onChange={(e) => set('job_title', e.target.value)}
        />
      </div>
    </fieldset>
  );
}
