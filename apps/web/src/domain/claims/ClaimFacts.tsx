// What a claim asks for besides the description: the labour and the parts, shown the same on the
// claim's page and on the service center's review card (issue 28 point 11).
import { useI18n } from '../../lib/i18n/i18n.ts';
import { formatDateTime } from '../../lib/format/date.ts';
import type { ClaimView } from './claim-calls.ts';

export function ClaimFacts({ claim }: { claim: ClaimView }) {
  const { t } = useI18n();
  return (
    <dl className="cl-facts" data-testid="claim-facts">
      <dt>{t('claim.labour')}</dt>
      <dd>{t('claim.minutes', { count: claim.labour_minutes })}</dd>
      <dt>{t('claim.partNeeded')}</dt>
      <dd>
        {claim.parts_needed.length
          ? claim.parts_needed.map((p) => `${p.part_spec_code} × ${p.quantity}`).join(', ')
          : t('claim.none')}
      </dd>
    </dl>
  );
}

/**
 * Who filed the claim and when it was first sent; after a revision also when it was resubmitted, so
 * the filing time never moves (issue 28 point 11). The history names the moves; without it (a list
 * row) the submission time stands.
 */
export function useFiledLine(claim: ClaimView): string {
  const { t, locale } = useI18n();
  const moves = claim.history ?? [];
  const firstSent = moves.find((e) => e.to_status === 'submitted')?.created_at;
  const resent = moves.filter((e) => e.to_status === 'resubmitted').at(-1)?.created_at;
  const filed = t('claim.detailText', {
    shop: claim.bike_shop_name,
    person: claim.created_by,
    when: formatDateTime(
      firstSent ?? (resent ? claim.created_at : (claim.submitted_at ?? claim.created_at)),
      locale,
    ),
  });
  return resent ? `${filed} · ${t('claim.resubmittedOn', { when: formatDateTime(resent, locale) })}` : filed;
}
