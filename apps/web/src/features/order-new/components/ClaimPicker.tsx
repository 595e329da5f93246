// An order placed from Orders may still be for a claim (issue 28 point 11): the shop's approved
// claims to choose from, so the claim then shows its order. Chosen, the lines start from the claim.
import { SelectField } from '../../../components/ui/Field.tsx';
import { useI18n } from '../../../lib/i18n/i18n.ts';
import { componentDisplayName } from '../../../lib/i18n/component-names.ts';
import { useClaims } from '../../../domain/claims/index.ts';

export function ClaimPicker({ onPick }: { onPick: (claimId: number) => void }) {
  const { t } = useI18n();
  const approved = useClaims({ status: 'approved', page: 1, page_size: 50 });
  const items = approved.data?.items ?? [];
  return (
    <SelectField
      label={t('order.linkClaim')}
      hint={items.length ? t('order.forClaimHint') : t('order.noApprovedClaims')}
      value=""
      disabled={!items.length}
      onChange={(e) => {
        const id = Number(e.target.value);
        if (id) onPick(id);
      }}
    >
      <option value="">{t('order.noClaim')}</option>
      {items.map((c) => (
        <option key={c.id} value={c.id}>
          {t('claim.detailTitle', { id: c.id })} · {c.vin} · {componentDisplayName(c.component.part_type)}
        </option>
      ))}
    </SelectField>
  );
}
