// Account detail: who is signed in, their role and their shop or service center.
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ScreenFrame } from '../../components/ui/ScreenFrame.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { paths } from '../../config/paths.ts';
import { useI18n } from '../../lib/i18n/i18n.ts';
import { accountQuery } from '../../lib/session/api/account.ts';
import { hasPermission } from '@dealer/contracts';
import { useSession } from '../../lib/session/session-store.ts';
import { useUserDetail } from './api/get-user-detail.ts';
import { JoinRequests } from './components/JoinRequests.tsx';

export function AccountDetailPage() {
  const { t } = useI18n();
  const account = useQuery(accountQuery());
  const user = useUserDetail();
  const { permission } = useSession();
  if (account.isPending || user.isPending) return <Spinner label={t('common.loading')} />;
  const detail = account.data?.detail;
  const shop = detail?.bike_shop;
  const center = detail?.service_center;
  return (
    <ScreenFrame
      title={t('account.detailTitle')}
      actions={
        <Link className="btn btn-secondary" to={paths.changePassword}>
          {t('nav.changePassword')}
        </Link>
      }
    >
      <div className="grid-2">
        <section className="card" aria-labelledby="acc-personal">
          <h2 id="acc-personal">{t('account.personal')}</h2>
          <dl className="details-list">
            <dt>{t('account.displayName')}</dt>
            <dd>{user.data?.display_name ?? '—'}</dd>
            <dt>{t('account.username')}</dt>
            <dd>{account.data?.username ?? user.data?.username ?? '—'}</dd>
            <dt>{t('account.email')}</dt>
            <dd>{account.data?.email ?? '—'}</dd>
            <dt>{t('account.role')}</dt>
            <dd>{detail ? t(`account.role.${detail.role}`) : '—'}</dd>
            <dt>{t('form.jobTitle')}</dt>
            <dd>{detail?.job_title ?? '—'}</dd>
            <dt>{t('form.phoneNumber')}</dt>
            <dd>{detail?.phone_number ?? '—'}</dd>
            <dt>{t('account.status')}</dt>
            <dd>{user.data?.status ?? '—'}</dd>
            <dt>{t('account.identityProvider')}</dt>
            <dd>{user.data?.identity_provider ?? '—'}</dd>
          </dl>
        </section>
        {shop ? (
          <section className="card" aria-labelledby="acc-shop">
            <h2 id="acc-shop">{t('account.bikeShop')}</h2>
            <dl className="details-list">
              <dt>{t('form.shopName')}</dt>
              <dd>{shop.name}</dd>
              <dt>{t('form.address')}</dt>
              <dd>
                {shop.address}, {shop.postal_code} {shop.city}, {shop.country_code}
              </dd>
              <dt>{t('form.phoneNumber')}</dt>
              <dd>{shop.phone_number}</dd>
              <dt>{t('form.email')}</dt>
              <dd>{shop.email}</dd>
            </dl>
          </section>
        ) : null}
        {center ? (
          <section className="card" aria-labelledby="acc-center">
            <h2 id="acc-center">{t('account.serviceCenter')}</h2>
            <dl className="details-list">
              <dt>{t('form.serviceCenter')}</dt>
              <dd>{center.name}</dd>
              <dt>{t('form.email')}</dt>
              <dd>{center.email}</dd>
              <dt>{t('form.phoneNumber')}</dt>
              <dd>{center.phone_number}</dd>
            </dl>
          </section>
        ) : null}
      </div>
      {shop && hasPermission(permission, 'manage_dealer_account') ? <JoinRequests shopId={shop.id} /> : null}
    </ScreenFrame>
  );
}
