// A new bike shop: the fields still missing after postal code and phone number.
import { SelectField, TextField } from '../../../components/ui/Field.tsx';
import { Icon } from '../../../components/ui/Icon.tsx';
import { email, required, type Schema } from '../../../lib/form/validate.ts';
import { useI18n, type MessageKey } from '../../../lib/i18n/i18n.ts';
import { useCountries, useRegions, useServiceCenters } from '../api/reference-lists.ts';

export type ShopValues = {
  name: string;
  address: string;
  city: string;
  country_code: string;
  region_id: string;
  service_center_id: string;
  email: string;
};
export const emptyShop: ShopValues = {
  name: '',
  address: '',
  city: '',
  country_code: '',
  region_id: '',
  service_center_id: '',
  email: '',
};
export const newShopSchema = <V extends ShopValues>(): Schema<V> =>
  ({
    name: [required()],
    address: [required()],
    city: [required()],
    country_code: [required()],
    region_id: [required()],
    email: [required(), email()],
  }) as Schema<V>;

interface Props {
  values: ShopValues;
  errors: Partial<Record<keyof ShopValues, string>>;
  set: (field: keyof ShopValues, value: string) => void;
}

export function NewShopFields({ values, errors, set }: Props) {
  const { t } = useI18n();
  const countries = useCountries();
  const regions = useRegions();
  const centers = useServiceCenters();
  const err = (f: keyof ShopValues) => (errors[f] ? t(errors[f] as MessageKey) : undefined);
  const centersInRegion = (centers.data ?? []).filter(
    (c) => !values.region_id || c.region_id === Number(values.region_id),
  );
  return (
    <section className="stack" aria-labelledby="new-shop-title">
      <div className="banner banner-info">
        <Icon name="info" />
        <div>
          <h2 id="new-shop-title">{t('setup.newShop')}</h2>
          <p>{t('setup.newShopText')}</p>
        </div>
      </div>
      <div className="form-grid">
        <TextField
          label={t('form.shopName')}
          autoComplete="organization"
          required
          value={values.name}
          error={err('name')}
          onChange={(e) => set('name', e.target.value)}
        />
        <TextField
          label={t('form.email')}
          type="email"
          autoComplete="email"
          required
          value={values.email}
          error={err('email')}
          onChange={(e) => set('email', e.target.value)}
        />
        <TextField
          className="span-2"
          label={t('form.address')}
          autoComplete="street-address"
          required
          value={values.address}
          error={err('address')}
          onChange={(e) => set('address', e.target.value)}
        />
        <TextField
          label={t('form.city')}
          autoComplete="address-level2"
          required
          value={values.city}
          error={err('city')}
          onChange={(e) => set('city', e.target.value)}
        />
        <SelectField
          label={t('form.country')}
          required
          value={values.country_code}
          error={err('country_code')}
          placeholder={t('form.selectOne')}
          onChange={(e) => set('country_code', e.target.value)}
        >
          {(countries.data ?? []).map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('form.region')}
          required
          value={values.region_id}
          error={err('region_id')}
          placeholder={t('form.selectOne')}
          onChange={(e) => set('region_id', e.target.value)}
        >
          {(regions.data ?? []).map((r) => (
            <option key={r.id} value={r.id}>
              {r.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={`${t('form.serviceCenter')} (${t('common.optional')})`}
          value={values.service_center_id}
          placeholder={t('form.selectOne')}
          onChange={(e) => set('service_center_id', e.target.value)}
        >
          {centersInRegion.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </SelectField>
      </div>
    </section>
  );
}
