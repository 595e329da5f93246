// /claim-review: the service center's queue of warranty claims and order cases of its regions
// (docs/decisions/1410), filtered by status, shop, brand and age; each claim with its evidence beside
// it and the decision at hand, each order case with its order.
import { useState } from 'react';
import { CaseStatus, ClaimStatus, hasPermission } from '@dealer/contracts';
import { Button } from '../../components/ui/Button.tsx';
import { SelectField } from '../../components/ui/Field.tsx';
import { ScreenFrame } from '../../components/ui/ScreenFrame.tsx';
import { useI18n } from '../../lib/i18n/i18n.ts';
import { useSession } from '../../lib/session/session-store.ts';
import { CLAIM_STATUS_KEY, CASE_STATUS_KEY } from '../../domain/claims/index.ts';
import { useBrands, useRegionShops } from './api/filter-lists.ts';
import { ClaimQueue } from './components/ClaimQueue.tsx';
import { OrderCaseQueue } from './components/OrderCaseQueue.tsx';
import { NO_FILTER, type QueueFilter, type QueueKind } from './queue-filter.ts';

const AGES = [0, 3, 7, 14, 30] as const;
const TABS: readonly QueueKind[] = ['claims', 'cases'];

export function ClaimReviewPage() {
  const { t } = useI18n();
  const session = useSession();
  const claims = hasPermission(session.permission, 'review_claim_case');
  const cases = hasPermission(session.permission, 'review_order_case');
  const [tab, setTab] = useState<QueueKind>(claims ? 'claims' : 'cases');
  const [filter, setFilter] = useState<QueueFilter>(NO_FILTER);
  const shops = useRegionShops(hasPermission(session.permission, 'manage_dealer'));
  const brands = useBrands();
  const set = (patch: Partial<QueueFilter>) => setFilter({ ...filter, ...patch });
  const statuses = tab === 'claims' ? ClaimStatus : CaseStatus;
  const statusKey = (s: string) =>
    tab === 'claims' ? CLAIM_STATUS_KEY[s as ClaimStatus] : CASE_STATUS_KEY[s as CaseStatus];
  return (
    <ScreenFrame title={t('claim.reviewTitle')} description={t('claim.reviewText')}>
      <div className="cl-tabs" role="group" aria-label={t('claim.reviewShow')}>
        {TABS.filter((k) => (k === 'claims' ? claims : cases)).map((k) => (
          <Button
            key={k}
            size="s"
            variant="secondary"
            className="cl-tab"
            aria-pressed={tab === k}
            onClick={() => {
              setTab(k);
              set({ status: '' });
            }}
          >
            {t(k === 'claims' ? 'claim.reviewClaims' : 'claim.reviewCases')}
          </Button>
        ))}
      </div>
      <div className="cl-filters">
        <SelectField
          label={t('claim.filterStatus')}
          value={filter.status}
          placeholder={t('claim.awaitingReview')}
          onChange={(e) => set({ status: e.target.value })}
        >
          {statuses.map((s) => (
            <option key={s} value={s}>
              {t(statusKey(s))}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('claim.shop')}
          value={String(filter.shop)}
          onChange={(e) => set({ shop: Number(e.target.value) })}
        >
          <option value="0">{t('claim.allShops')}</option>
          {(shops.data ?? []).map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </SelectField>
        {tab === 'claims' ? (
          <SelectField
            label={t('claim.brand')}
            value={String(filter.brand)}
            onChange={(e) => set({ brand: Number(e.target.value) })}
          >
            <option value="0">{t('claim.allBrands')}</option>
            {(brands.data ?? []).map((b) => (
              <option key={b.id} value={b.id}>
                {b.name}
              </option>
            ))}
          </SelectField>
        ) : null}
        <SelectField
          label={t('claim.age')}
          value={String(filter.age)}
          onChange={(e) => set({ age: Number(e.target.value) })}
        >
          {AGES.map((d) => (
            <option key={d} value={d}>
              {d === 0 ? t('claim.anyAge') : t('claim.olderThan', { count: d })}
            </option>
          ))}
        </SelectField>
      </div>
      {tab === 'claims' ? <ClaimQueue filter={filter} /> : <OrderCaseQueue filter={filter} />}
    </ScreenFrame>
  );
}
