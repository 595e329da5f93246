// Where the frame (serial) number is: brand 4 (SPECIAL_BRAND_ID) has its own article, every other
// brand the generic one. The server filters by brand; the brand's own article wins when present.
import { useState } from 'react';
import { Link } from 'react-router';
import { HelpCategoryId, SPECIAL_BRAND_ID } from '@dealer/contracts';
import { SelectField } from '../../../components/ui/Field.tsx';
import { href } from '../../../config/paths.ts';
import { useI18n } from '../../../lib/i18n/i18n.ts';
import { useBrands } from '../api/get-brands.ts';
import { useCategoryArticles } from '../api/get-category-articles.ts';

export function SerialNumberHelp() {
  const { t, language } = useI18n();
  const brands = useBrands();
  const [brandId, setBrandId] = useState(0);
  const articles = useCategoryArticles(HelpCategoryId.problemSolving, language, brandId || undefined);
  const serial = (articles.data ?? []).filter((a) => a.label_names.includes('category:serial_number'));
  const own = serial.find((a) => a.label_names.includes(`brand:${brandId}`));
  const generic = serial.find((a) => !a.label_names.some((l) => l.startsWith('brand:')));
  const article = brandId === SPECIAL_BRAND_ID ? (own ?? generic) : generic;
  return (
    <section className="card stack" aria-labelledby="hc-serial-title">
      <h2 id="hc-serial-title">{t('help.serialTitle')}</h2>
      <SelectField
        label={t('contact.brand')}
        value={String(brandId || '')}
        placeholder={t('help.anyBrand')}
        onChange={(e) => setBrandId(Number(e.target.value) || 0)}
      >
        {(brands.data ?? []).map((b) => (
          <option key={b.id} value={b.id}>
            {b.name}
          </option>
        ))}
      </SelectField>
      {article ? <Link to={href.helpArticle(article.id)}>{article.title}</Link> : null}
    </section>
  );
}
