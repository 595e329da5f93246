// A bike this shop does not know: the bike-authorization text, the selectors (brand, region, service
// center, service country, bike model), the frame number, and photos of the VIN plate and the bike.
// Sent as a registration request to the service center, which authorises the bike for the shop.
import { useState, type FormEvent } from 'react';
import { ProgressBar } from '../../../components/charts/ProgressBar.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { SelectField, TextField } from '../../../components/ui/Field.tsx';
import { useI18n, type MessageKey } from '../../../lib/i18n/i18n.ts';
import {
  uploadCaseImage,
  reactToServiceToolError,
  type BikeReading,
} from '../../../domain/service-tool/index.ts';
import { ImageField } from '../../../components/ui/ImageField.tsx';
import { notify } from '../../../lib/stores/shell-stores.ts';
import { createTicket } from '../api/create-ticket.ts';
import {
  useBikeSpecs,
  useBrands,
  useCountries,
  useRegions,
  useServiceCenters,
} from '../api/reference-lists.ts';

export interface UnknownBikeDefaults {
  vin: string;
  frameNumber: string;
  countryCode: string | undefined;
  regionId: number | undefined;
  serviceCenterId: number | undefined;
}

export function UnknownBikeStep({
  defaults,
  reading,
  onSent,
  onRestart,
}: {
  defaults: UnknownBikeDefaults;
  reading: BikeReading | null;
  onSent: () => void;
  onRestart: () => void;
}) {
  const { t } = useI18n();
  const brands = useBrands().data ?? [];
  const regions = useRegions().data ?? [];
  const centers = useServiceCenters().data ?? [];
  const countries = useCountries().data ?? [];
  const specs = useBikeSpecs().data ?? [];
  const [v, setV] = useState({
    brand: '',
    region: String(defaults.regionId ?? ''),
    center: String(defaults.serviceCenterId ?? ''),
    country: defaults.countryCode ?? '',
    model: '',
    frame: defaults.frameNumber,
    vin: defaults.vin,
  });
  const [vinPhoto, setVinPhoto] = useState<File | null>(null);
  const [bikePhoto, setBikePhoto] = useState<File | null>(null);
  const [step, setStep] = useState<number | null>(null);
  const [tried, setTried] = useState(false);
  const set = (k: keyof typeof v) => (e: { target: { value: string } }) =>
    setV((x) => ({ ...x, [k]: e.target.value }));
  const missing = (value: string | File | null) => (tried && !value ? t('common.required') : undefined);
  const models = specs.filter((s) => !v.brand || String(s.brand_id) === v.brand);
  const regionCenters = centers.filter((c) => !v.region || String(c.region_id) === v.region);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (
      !v.brand ||
      !v.region ||
      !v.center ||
      !v.country ||
      !v.model ||
      !v.frame ||
      !v.vin ||
      !vinPhoto ||
      !bikePhoto
    )
      return;
    setStep(0);
    try {
      const vinImage = await uploadCaseImage(vinPhoto);
      setStep(1);
      const bikeImage = await uploadCaseImage(bikePhoto);
      setStep(2);
      const model = specs.find((s) => String(s.id) === v.model);
      await createTicket({
        brand_id: Number(v.brand),
        region_id: Number(v.region),
        service_center_id: Number(v.center),
        country: v.country,
        bike_model: model?.name ?? v.model,
        frame_number: v.frame,
        issue_category: 'other',
        message: t('st.connect.unknown.message', { vin: v.vin, frame: v.frame }),
        diagnostic: {
          kind: 'bike_authorization',
          vin: v.vin,
          frame_number: v.frame,
          bike_spec_id: model?.id ?? null,
          read_vin: reading?.basicInfo.vin ?? null,
          module_ids:
            reading?.basicInfo.components.map((c) => ({
              part_type: c.part_type,
              barcode: c.barcode,
              module_id: c.module_id,
            })) ?? [],
          images: { vin_plate: vinImage.id, bike: bikeImage.id },
        },
      });
      notify('success', t('st.connect.unknown.sent'));
      onSent();
    } catch (err) {
      reactToServiceToolError(err, { action: t('st.connect.unknown.submit') });
    } finally {
      setStep(null);
    }
  };

  return (
    <form className="card cb-step" onSubmit={(e) => void submit(e)} noValidate>
      <h2 className="cb-step-title">{t('st.connect.unknown.title')}</h2>
      <div className="banner banner-info" role="note">
        <div>
          <p>
            <strong>{t('st.connect.authorization.title')}</strong>
          </p>
          <p>{t('st.connect.authorization.text')}</p>
        </div>
      </div>
      <div className="form-grid">
        <TextField
          label={t('st.connect.vin')}
          value={v.vin}
          onChange={set('vin')}
          required
          error={missing(v.vin)}
        />
        <TextField
          label={t('st.connect.frame.number')}
          value={v.frame}
          onChange={set('frame')}
          required
          error={missing(v.frame)}
        />
        <SelectField
          label={t('st.connect.unknown.brand')}
          value={v.brand}
          onChange={set('brand')}
          placeholder={t('form.selectOne')}
          required
          error={missing(v.brand)}
        >
          {brands.map((b) => (
            <option key={b.id} value={b.id}>
              {b.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('st.connect.unknown.model')}
          value={v.model}
          onChange={set('model')}
          placeholder={t('form.selectOne')}
          required
          error={missing(v.model)}
        >
          {models.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('form.region')}
          value={v.region}
          onChange={set('region')}
          placeholder={t('form.selectOne')}
          required
          error={missing(v.region)}
        >
          {regions.map((r) => (
            <option key={r.id} value={r.id}>
              {r.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('form.serviceCenter')}
          value={v.center}
          onChange={set('center')}
          placeholder={t('form.selectOne')}
          required
          error={missing(v.center)}
        >
          {regionCenters.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('st.connect.unknown.country')}
          value={v.country}
          onChange={set('country')}
          placeholder={t('form.selectOne')}
          required
          error={missing(v.country)}
        >
          {countries.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="form-grid">
        <ImageField
          label={t('st.connect.unknown.vinPhoto')}
          onChange={setVinPhoto}
          error={missing(vinPhoto)}
        />
        <ImageField
          label={t('st.connect.unknown.bikePhoto')}
          onChange={setBikePhoto}
          error={missing(bikePhoto)}
        />
      </div>
      {step !== null ? (
        <ProgressBar
          value={((step + 0.5) / 3) * 100}
          label={t(`st.connect.unknown.step.${step}` as MessageKey)}
        />
      ) : null}
      <div className="form-actions">
        <Button variant="secondary" onClick={onRestart}>
          {t('st.connect.restart')}
        </Button>
        <Button type="submit" busy={step !== null}>
          {t('st.connect.unknown.submit')}
        </Button>
      </div>
    </form>
  );
}
