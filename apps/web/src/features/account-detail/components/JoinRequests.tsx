// Requests to join the dealer's shop (decision 2650): who asks, with their job and phone, and the
// decision. Nobody joins a shop without one of its dealers (or its service center) approving.
import { Button } from '../../../components/ui/Button.tsx';
import { formatDate } from '../../../lib/format/date.ts';
import { useI18n } from '../../../lib/i18n/i18n.ts';
import { notify } from '../../../lib/stores/shell-stores.ts';
import { useDecideJoinRequest, useJoinRequests, type JoinDecision } from '../api/join-requests.ts';
import '../account-detail.css';

export function JoinRequests({ shopId }: { shopId: number }) {
  const { t, locale } = useI18n();
  const requests = useJoinRequests(shopId);
  const decide = useDecideJoinRequest(shopId);
  const open = requests.data ?? [];

  const run = (requestId: number, name: string, decision: JoinDecision) =>
    decide.mutate(
      { requestId, decision },
      {
        onSuccess: () =>
          notify(
            'success',
            t(decision === 'approve' ? 'account.joinApproved' : 'account.joinDeclined', { name }),
          ),
      },
    );

  return (
    <section className="card join-requests-card" aria-labelledby="acc-join">
      <h2 id="acc-join">{t('account.joinRequests')}</h2>
      {open.length === 0 ? (
        <p className="muted">{requests.isPending ? t('common.loading') : t('account.joinRequestsNone')}</p>
      ) : (
        <ul className="join-requests" aria-label={t('account.joinRequests')}>
          {open.map((r) => {
            const name = `${r.first_name} ${r.last_name}`;
            return (
              <li key={r.id}>
                <div>
                  <strong>{name}</strong> · {r.job_title}
                  <div className="muted">
                    {r.email} · {r.phone_number} ·{' '}
                    {t('account.joinRequestedOn', { date: formatDate(r.created_at, locale) })}
                  </div>
                </div>
                <div className="row">
                  <Button
                    busy={decide.isPending && decide.variables.requestId === r.id}
                    aria-label={`${t('account.approve')}: ${name}`}
                    onClick={() => run(r.id, name, 'approve')}
                  >
                    {t('account.approve')}
                  </Button>
                  <Button
                    variant="secondary"
                    aria-label={`${t('account.decline')}: ${name}`}
                    onClick={() => run(r.id, name, 'reject')}
                  >
                    {t('account.decline')}
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
