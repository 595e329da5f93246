// /dealers: the bike shops of the service center's regions with their contact details and how
// many of their cases wait for review. Needs manage_dealer (a dealer account never gets here).
import { useState } from 'react';
import { Link, Navigate } from 'react-router';
import { hasPermission } from '@dealer/contracts';
import { TextField } from '../../components/ui/Field.tsx';
import { ScreenFrame } from '../../components/ui/ScreenFrame.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { paths } from '../../config/paths.ts';
import { useI18n } from '../../lib/i18n/i18n.ts';
import { useSession } from '../../lib/session/session-store.ts';
import { useDealers } from './api/list-dealers.ts';
import './dealers.css';

export function DealersPage() {
  const session = useSession();
  if (!hasPermission(session.permission, 'manage_dealer')) return <Navigate to={paths.notFound} replace />;
  return <DealerList />;
}

function DealerList() {
  const { t } = useI18n();
  const [q, setQ] = useState('');
  const dealers = useDealers(q.trim());
  return (
    <ScreenFrame title={t('dealers.title')} description={t('dealers.description')}>
      <div className="card">
        <TextField label={t('dealers.filter')} value={q} onChange={(e) => setQ(e.target.value)} />
      </div>
      {!dealers.data ? (
        <Spinner label={t('common.loading')} />
      ) : dealers.data.length === 0 ? (
        <p className="muted" role="status">
          {t('dealers.none')}
        </p>
      ) : (
        <div className="card dl-wrap">
          <table className="dl-table">
            <caption className="visually-hidden">{t('dealers.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('dealers.shop')}</th>
                <th scope="col">{t('contact.region')}</th>
                <th scope="col">{t('dealers.contact')}</th>
                <th scope="col">{t('dealers.accounts')}</th>
                <th scope="col">{t('dealers.bikes')}</th>
                <th scope="col">{t('dealers.pending')}</th>
              </tr>
            </thead>
            <tbody>
              {dealers.data.map((d) => (
                <tr key={d.id}>
                  <td>
                    <strong>{d.name}</strong>
                    <div className="muted">
                      {d.city}, {d.country_code}
                    </div>
                  </td>
                  <td>{d.region}</td>
                  <td>
                    <a href={`mailto:${d.email}`}>{d.email}</a>
                    <div className="muted">{d.phone_number}</div>
                  </td>
                  <td>{d.accounts}</td>
                  <td>{d.bikes}</td>
                  <td>
                    {d.pending_cases > 0 ? (
                      <Link to={paths.caseReview}>{t('dealers.pendingCount', { n: d.pending_cases })}</Link>
                    ) : (
                      0
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </ScreenFrame>
  );
}
