// /claim: the warranty claims the account may see — a dealer its shop's, a service center its
// regions' (docs/decisions/1410) — newest first, by status; a dealer starts a new claim from here.
import { useState } from 'react';
import { Link } from 'react-router';
import { ClaimStatus, hasPermission } from '@dealer/contracts';
import { ScreenFrame } from '../../components/ui/ScreenFrame.tsx';
import { href, paths } from '../../config/paths.ts';
import { formatDateTime } from '../../lib/format/date.ts';
import { componentDisplayName } from '../../lib/i18n/component-names.ts';
import { useI18n } from '../../lib/i18n/i18n.ts';
import { useSession } from '../../lib/session/session-store.ts';
import { useClaims, CLAIM_STATUS_KEY, ListBody, Pager, StatusFilter } from '../../domain/claims/index.ts';

const PAGE_SIZE = 20;

export function ClaimListPage() {
  const { t, locale } = useI18n();
  const session = useSession();
  const [status, setStatus] = useState<ClaimStatus | ''>('');
  const [page, setPage] = useState(1);
  const claims = useClaims({ page, page_size: PAGE_SIZE, ...(status ? { status } : {}) });
  const canFile = hasPermission(session.permission, 'manage_claim_case');
  return (
    <ScreenFrame
      title={t('claim.listTitle')}
      description={t(canFile ? 'claim.listTextDealer' : 'claim.listTextCenter')}
      actions={
        canFile ? (
          <Link className="btn btn-primary" to={paths.claimNew}>
            {t('claim.new')}
          </Link>
        ) : null
      }
    >
      <StatusFilter
        statuses={ClaimStatus}
        labels={CLAIM_STATUS_KEY}
        value={status}
        onChange={(s) => {
          setStatus(s);
          setPage(1);
        }}
      />
      <ListBody items={claims.data?.items} emptyTitle={t('claim.emptyTitle')} emptyText={t('claim.empty')}>
        {(items) => (
          <table className="cl-table card">
            <caption className="visually-hidden">{t('claim.listTitle')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('claim.number')}</th>
                <th scope="col">{t('claim.bike')}</th>
                <th scope="col">{t('claim.part')}</th>
                <th scope="col">{t('claim.shop')}</th>
                <th scope="col">{t('claim.statusLabel')}</th>
                <th scope="col">{t('claim.updated')}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((c) => (
                <tr key={c.id} data-claim-id={c.id}>
                  <td>
                    <Link to={href.claim(c.id)}>{t('claim.numberValue', { id: c.id })}</Link>
                  </td>
                  <td>
                    {c.bike_model} · {c.vin}
                  </td>
                  <td>{componentDisplayName(c.component.part_type)}</td>
                  <td>{c.bike_shop_name}</td>
                  <td>
                    <span className={`cl-status cl-status-${c.status}`}>{t(CLAIM_STATUS_KEY[c.status])}</span>
                  </td>
                  <td>{formatDateTime(c.updated_at, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </ListBody>
      <Pager page={page} total={claims.data?.total} pageSize={PAGE_SIZE} onPage={setPage} />
    </ScreenFrame>
  );
}
