// "Share with the rider": makes a signed link to this published report that opens without an
// account until it expires, shows it with its expiry and copies it for a message or an e-mail.
import { Button } from '../../../components/ui/Button.tsx';
import { TextField } from '../../../components/ui/Field.tsx';
import { formatDateTime } from '../../../lib/format/date.ts';
import { useI18n } from '../../../lib/i18n/i18n.ts';
import { notify } from '../../../lib/stores/shell-stores.ts';
import { useCreateRiderLink } from '../api/create-rider-link.ts';

export function RiderLinkPanel({ reportId }: { reportId: number }) {
  const { t, locale } = useI18n();
  const link = useCreateRiderLink();
  const url = link.data ? `${window.location.origin}${link.data.path}` : '';
  return (
    <section className="card stack psr-share" aria-labelledby="psr-share-title">
      <h2 id="psr-share-title">{t('pubreport.shareTitle')}</h2>
      <p className="muted">{t('pubreport.shareText')}</p>
      {link.data ? (
        <>
          <TextField
            label={t('pubreport.shareLink')}
            value={url}
            readOnly
            hint={t('pubreport.shareExpires', { date: formatDateTime(link.data.expires_at, locale) })}
            onFocus={(e) => e.currentTarget.select()}
          />
          <div className="form-actions">
            <Button
              variant="secondary"
              onClick={() =>
                void navigator.clipboard.writeText(url).then(
                  () => notify('success', t('pubreport.shareCopied')),
                  () => notify('error', t('pubreport.shareCopyFailed')),
                )
              }
            >
              {t('pubreport.shareCopy')}
            </Button>
          </div>
        </>
      ) : (
        <div className="form-actions">
          <Button busy={link.isPending} onClick={() => link.mutate(reportId)}>
            {t('pubreport.shareMake')}
          </Button>
        </div>
      )}
    </section>
  );
}
