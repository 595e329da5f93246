// A shop a colleague registered: read-only details (only dealer and Service Center may change them).
import { TextField } from '../../../components/ui/Field.tsx';
import { Icon } from '../../../components/ui/Icon.tsx';
import { useI18n } from '../../../lib/i18n/i18n.ts';
import type { BikeShop } from '../../../lib/api/api-models.ts';

export function MatchedShop({ shop }: { shop: BikeShop }) {
  const { t } = useI18n();
  return (
    <section className="stack" aria-labelledby="matched-title">
      <div className="banner banner-success">
        <Icon name="success" />
        <div>
          <h2 id="matched-title">{t('setup.matched')}</h2>
          <p>{t('setup.matchedText')}</p>
          <p>{t('setup.joinNote')}</p>
        </div>
      </div>
      <div className="form-grid">
        <TextField label={t('form.shopName')} value={shop.name} readOnly />
        <TextField label={t('form.email')} value={shop.email} readOnly />
        <TextField className="span-2" label={t('form.address')} value={shop.address} readOnly />
        <TextField label={t('form.city')} value={shop.city} readOnly />
        <TextField label={t('form.country')} value={shop.country_code} readOnly />
      </div>
    </section>
  );
}
