// The user's recent contact-us requests: stored, and their mail queued or sent to the service center.
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { formatDateTime } from '../../../lib/format/date.ts';
import { useI18n, type MessageKey } from '../../../lib/i18n/i18n.ts';
import { useRecentTickets } from '../api/get-recent-tickets.ts';

const MAIL: Record<'pending' | 'sent' | 'failed', MessageKey> = {
  pending: 'home.mailPending',
  sent: 'home.mailSent',
  failed: 'home.mailFailed',
};

export function RecentTickets() {
  const { t, locale } = useI18n();
  const tickets = useRecentTickets();
  if (!tickets.data?.length) return null;
  return (
    <section className="card" aria-labelledby="home-tickets-title">
      <div className="row home-section-head">
        <h2 id="home-tickets-title">{t('home.ticketsTitle')}</h2>
        <Link to={paths.reportForm}>{t('home.newTicket')}</Link>
      </div>
      <ul className="home-list">
        {tickets.data.map((tk) => (
          <li key={tk.id} className="home-item" data-ticket-id={tk.id}>
            <div>
              <strong>{t('home.ticketTitle', { id: tk.id })}</strong>{' '}
              <span className="muted">{formatDateTime(tk.created_at, locale)}</span>
              <div className="home-message">{tk.message}</div>
            </div>
            <div className="home-item-actions muted small">
              {tk.mail ? t(MAIL[tk.mail.status], { to: tk.mail.to }) : t('home.mailNone')}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
