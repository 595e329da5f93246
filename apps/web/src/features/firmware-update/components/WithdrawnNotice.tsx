// Why an update did not start: the brand withdrew an offered image after this page offered it (the
// operator's `firmware withdraw`, decision 3002). Nothing reached the bridge, so nothing was written;
// the page has asked for the offers again, and what is offered now can be chosen.
import { useI18n } from '../../../lib/i18n/i18n.ts';
import { FIRMWARE_WITHDRAWN } from '../firmware-job.ts';
import { itemTitle, type UpdateItem } from '../run-updates.ts';

export function WithdrawnNotice({ item }: { item: UpdateItem }) {
  const { t } = useI18n();
  return (
    <p className="banner banner-warning fw-withdrawn" role="alert">
      {t('st.fw.withdrawn', { component: itemTitle(item), version: item.to, code: FIRMWARE_WITHDRAWN })}
    </p>
  );
}
