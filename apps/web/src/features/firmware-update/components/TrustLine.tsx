// Who signed the released images and until when their signatures hold (the firmware TUF
// repository, GET /api/tuf/status). For the technician to read; the bridge checks it all itself
// before every update, so nothing here decides whether an image is flashed.
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client.ts';
import { formatDateTime } from '../../../lib/format/date.ts';
import { useI18n } from '../../../lib/i18n/i18n.ts';

export function TrustLine() {
  const { t, locale } = useI18n();
  const status = useQuery({
    queryKey: ['tuf', 'status'],
    queryFn: () => apiRequest('get', '/api/tuf/status', {}),
    meta: { silent: true },
  });
  if (!status.data) return null;
  return (
    <li className="fw-check-good" data-testid="fw-trust">
      {t('st.fw.trust.signed', {
        signers: status.data.signed_by.join(', '),
        until: formatDateTime(status.data.valid_until, locale),
      })}
    </li>
  );
}
