// What the cloud says the chosen operation involves: the parts registered now, the specs the model
// allows, whether removing leaves the bike incomplete, and the steps.
import { StatusBadge } from '../../../components/charts/StatusBadge.tsx';
import { useI18n } from '../../../lib/i18n/i18n.ts';
import type { getPartReplacementParameter } from '../api/part-replacement-parameter.ts';

type Plan = Awaited<ReturnType<typeof getPartReplacementParameter>>;

export function PlanDetails({ plan }: { plan: Plan }) {
  const { t } = useI18n();
  return (
    <div className="stack">
      <dl className="details-list">
        <dt>{t('stb.manage.registered')}</dt>
        <dd className="mono">
          {plan.current_parts.length
            ? plan.current_parts.map((p) => `${p.barcode} (${p.part_spec_code})`).join(', ')
            : '—'}
        </dd>
        <dt>{t('stb.manage.allowed')}</dt>
        <dd>{plan.allowed_part_spec_codes.join(', ') || '—'}</dd>
        <dt>{t('stb.manage.required')}</dt>
        <dd>
          {plan.required_by_bundle_rule ? (
            <StatusBadge tone="info">{t('stb.manage.requiredYes')}</StatusBadge>
          ) : (
            <StatusBadge tone="neutral">{t('stb.manage.requiredNo')}</StatusBadge>
          )}
        </dd>
      </dl>
      {plan.leaves_bike_incomplete ? (
        <p className="banner banner-warning" role="note">
          {t('stb.manage.incomplete')}
        </p>
      ) : null}
      <ol className="step-list" aria-label={t('stb.manage.steps')}>
        {plan.steps.map((s) => (
          <li key={s}>{s}</li>
        ))}
      </ol>
    </div>
  );
}
