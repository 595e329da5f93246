import { Spinner } from '../../../components/ui/Spinner.tsx';
import { useI18n } from '../../../lib/i18n/i18n.ts';
import { useCaseImage } from '../api/case-image.ts';

export function CaseImage({ id, alt }: { id: string; alt: string }) {
  const { t } = useI18n();
  const image = useCaseImage(id);
  if (image.failed) return <span className="cr-image cr-image-missing">{t('review.imageMissing')}</span>;
  if (!image.url)
    return (
      <span className="cr-image">
        <Spinner size={20} label={t('common.loading')} />
      </span>
    );
  return (
    <a className="cr-image" href={image.url} target="_blank" rel="noreferrer">
      <img src={image.url} alt={alt} />
    </a>
  );
}
