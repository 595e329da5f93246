// The contact-us report: who receives it (service center), where the bike is (country, region),
// which bike (brand, model, frame number), what is wrong (category, message).
import { useState } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { SelectField, TextField } from '../../../components/ui/Field.tsx';
import { useI18n, type MessageKey } from '../../../lib/i18n/i18n.ts';
import { useBrands, useCountries, useRegions, useServiceCenters } from '../api/reference-lists.ts';
import type { IssueCategory, TicketBody } from '../api/send-ticket.ts';

// Typed against the API's schema, so a category the server does not know fails the type check.
const CATEGORIES = [
  'error_code',
  'firmware_update',
  'part_replacement',
  'connection',
  'warranty',
  'portal_account',
  'other',
] as const satisfies readonly IssueCategory[];
const CATEGORY_KEY: Record<IssueCategory, MessageKey> = {
  error_code: 'contact.catErrorCode',
  firmware_update: 'contact.catFirmware',
  part_replacement: 'contact.catPart',
  connection: 'contact.catConnection',
  warranty: 'contact.catWarranty',
  portal_account: 'contact.catAccount',
  other: 'contact.catOther',
};

export interface FormValues {
  serviceCenterId: string;
  country: string;
  brandId: string;
  regionId: string;
  bikeModel: string;
  frameNumber: string;
  category: string;
  message: string;
}

type Errors = Partial<Record<keyof FormValues, string>>;

export function ReportForm({
  initial,
  busy,
  onSubmit,
}: {
  initial: FormValues;
  busy: boolean;
  onSubmit: (body: Omit<TicketBody, 'diagnostic'>) => void;
}) {
  const { t } = useI18n();
  const [v, setV] = useState(initial);
  const [errors, setErrors] = useState<Errors>({});
  const centers = useServiceCenters();
  const countries = useCountries();
  const brands = useBrands();
  const regions = useRegions();
  const set = (k: keyof FormValues) => (e: { target: { value: string } }) => {
    setV((old) => ({ ...old, [k]: e.target.value }));
    setErrors((old) => ({ ...old, [k]: undefined }));
  };
  const required = t('contact.required');
  return (
    <form
      className="card stack"
      noValidate
      aria-labelledby="screen-title"
      onSubmit={(e) => {
        e.preventDefault();
        const missing: Errors = {};
        for (const k of ['serviceCenterId', 'country', 'brandId', 'regionId', 'category', 'message'] as const)
          if (!v[k].trim()) missing[k] = required;
        setErrors(missing);
        if (Object.keys(missing).length > 0) return;
        onSubmit({
          service_center_id: Number(v.serviceCenterId),
          country: v.country,
          brand_id: Number(v.brandId),
          region_id: Number(v.regionId),
          bike_model: v.bikeModel.trim(),
          frame_number: v.frameNumber.trim(),
          issue_category: v.category as IssueCategory,
          message: v.message.trim(),
        });
      }}
    >
      <div className="form-grid">
        <SelectField
          label={t('contact.serviceCenter')}
          required
          value={v.serviceCenterId}
          error={errors.serviceCenterId}
          placeholder={t('contact.choose')}
          onChange={set('serviceCenterId')}
        >
          {(centers.data ?? []).map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('contact.country')}
          required
          value={v.country}
          error={errors.country}
          placeholder={t('contact.choose')}
          onChange={set('country')}
        >
          {(countries.data ?? []).map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('contact.brand')}
          required
          value={v.brandId}
          error={errors.brandId}
          placeholder={t('contact.choose')}
          onChange={set('brandId')}
        >
          {(brands.data ?? []).map((b) => (
            <option key={b.id} value={b.id}>
              {b.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('contact.region')}
          required
          value={v.regionId}
          error={errors.regionId}
          placeholder={t('contact.choose')}
          onChange={set('regionId')}
        >
          {(regions.data ?? []).map((r) => (
            <option key={r.id} value={r.id}>
              {r.name}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('contact.bikeModel')}
          value={v.bikeModel}
          maxLength={120}
          onChange={set('bikeModel')}
        />
        <TextField
          label={t('search.frame')}
          value={v.frameNumber}
          maxLength={64}
          onChange={set('frameNumber')}
        />
        <SelectField
          label={t('contact.category')}
          required
          value={v.category}
          error={errors.category}
          placeholder={t('contact.choose')}
          onChange={set('category')}
        >
          {CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {t(CATEGORY_KEY[c])}
            </option>
          ))}
        </SelectField>
      </div>
      <div className={['field', 'field-required', errors.message ? 'field-invalid' : ''].join(' ')}>
        <label htmlFor="contact-message">{t('contact.message')}</label>
        <textarea
          id="contact-message"
          className="contact-textarea"
          rows={6}
          maxLength={5000}
          value={v.message}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={errors.message ? 'contact-message-error' : undefined}
          onChange={set('message')}
        />
        {errors.message ? (
          <span id="contact-message-error" className="field-error">
            {errors.message}
          </span>
        ) : null}
      </div>
      <div className="form-actions">
        <Button type="submit" busy={busy}>
          {t('contact.send')}
        </Button>
      </div>
    </form>
  );
}
