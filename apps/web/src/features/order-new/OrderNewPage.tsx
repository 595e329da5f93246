// /order/new?claim=: a dealer orders catalogue parts (docs/decisions/1410); from Orders the claim may
// be chosen on the form (docs/decisions/2843). For an approved claim the
// lines start from the parts the claim needs (else its failed component's part spec); each line's part
// is picked from the catalogue's part specs by code or name. The API checks each code again.
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/Button.tsx';
import { TextAreaField, TextField } from '../../components/ui/Field.tsx';
import { ScreenFrame } from '../../components/ui/ScreenFrame.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { href } from '../../config/paths.ts';
import { isApiError } from '../../lib/api/api-error.ts';
import { useI18n } from '../../lib/i18n/i18n.ts';
import { notify } from '../../lib/stores/shell-stores.ts';
import { useClaim, type ClaimView, useCreateOrder } from '../../domain/claims/index.ts';
import { ClaimPicker } from './components/ClaimPicker.tsx';
import { PartSpecField } from './components/PartSpecField.tsx';

type Line = { code: string; quantity: string };

const linesOf = (claim: ClaimView | undefined): Line[] =>
  claim?.parts_needed.length
    ? claim.parts_needed.map((p) => ({ code: p.part_spec_code, quantity: String(p.quantity) }))
    : [{ code: claim?.component.part_spec_code ?? '', quantity: '1' }];

export function OrderNewPage() {
  const { t } = useI18n();
  const [params, setParams] = useSearchParams();
  const claimId = Number(params.get('claim') ?? '') || 0;
  const claim = useClaim(claimId);
  if (claimId && !claim.data && !claim.isError) return <Spinner label={t('common.loading')} />;
  return (
    <ScreenFrame
      title={t('order.newTitle')}
      description={claimId ? t('order.newForClaim', { id: claimId }) : t('order.newText')}
    >
      {claimId ? null : <ClaimPicker onPick={(id) => setParams({ claim: String(id) })} />}
      <OrderForm key={claim.data?.id ?? 0} claimId={claim.data?.id} initial={linesOf(claim.data)} />
    </ScreenFrame>
  );
}

function OrderForm({ claimId, initial }: { claimId: number | undefined; initial: Line[] }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const create = useCreateOrder();
  const [lines, setLines] = useState<Line[]>(initial);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const setLine = (i: number, patch: Partial<Line>) =>
    setLines(lines.map((l, j) => (j === i ? { ...l, ...patch } : l)));
  const valid = (l: Line) =>
    /^[A-Za-z0-9._-]{1,32}$/.test(l.code.trim()) && /^(?:[1-9]|1\d|20)$/.test(l.quantity);

  const send = () => {
    if (lines.length === 0 || !lines.every(valid)) return setError(t('order.linesInvalid'));
    setError(undefined);
    create.mutate(
      {
        ...(claimId ? { claim_id: claimId } : {}),
        lines: lines.map((l) => ({ part_spec_code: l.code.trim(), quantity: Number(l.quantity) })),
        note: note.trim(),
      },
      {
        onSuccess: (order) => {
          notify('success', t('order.placed', { id: order.id }));
          void navigate(href.order(order.id));
        },
        onError: (e) => setError(isApiError(e) ? (e.details?.[0]?.problem ?? e.message) : String(e)),
      },
    );
  };

  return (
    <form
      className="card stack"
      style={{ maxWidth: 760 }}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        send();
      }}
    >
      <fieldset className="cl-lines">
        <legend>{t('order.lines')}</legend>
        {lines.map((l, i) => (
          <div className="cl-line" key={i}>
            <PartSpecField
              label={t('order.partSpec', { n: i + 1 })}
              value={l.code}
              onChange={(code) => setLine(i, { code })}
            />
            <TextField
              label={t('claim.quantity')}
              required
              inputMode="numeric"
              value={l.quantity}
              onChange={(e) => setLine(i, { quantity: e.target.value })}
            />
            <Button
              type="button"
              variant="ghost"
              disabled={lines.length === 1}
              onClick={() => setLines(lines.filter((_, j) => j !== i))}
            >
              {t('order.removeLine', { n: i + 1 })}
            </Button>
          </div>
        ))}
        <div>
          <Button
            type="button"
            variant="secondary"
            size="s"
            disabled={lines.length >= 20}
            onClick={() => setLines([...lines, { code: '', quantity: '1' }])}
          >
            {t('order.addLine')}
          </Button>
        </div>
      </fieldset>
      <TextAreaField
        label={t('order.note')}
        rows={2}
        maxLength={2000}
        value={note}
        error={error}
        onChange={(e) => setNote(e.target.value)}
      />
      <div className="form-actions">
        <Button type="submit" busy={create.isPending}>
          {t('order.place')}
        </Button>
      </div>
    </form>
  );
}
