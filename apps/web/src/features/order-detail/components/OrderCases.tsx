// Order cases of the order: a wrong, damaged or missing delivery the dealer reports on a shipped or
// delivered order (manage_order_case), with a photo; the service center decides them in its queue.
// Under each case its moves with the person and comment of each decision, and the dealer's next move.
import { useState } from 'react';
import { hasPermission, OrderCaseKind } from '@dealer/contracts';
import { Button } from '../../../components/ui/Button.tsx';
import { SelectField, TextAreaField } from '../../../components/ui/Field.tsx';
import { isApiError } from '../../../lib/api/api-error.ts';
import { formatDateTime } from '../../../lib/format/date.ts';
import { useI18n } from '../../../lib/i18n/i18n.ts';
import { OrderCaseMoves } from './OrderCaseMoves.tsx';
import { ImageField } from '../../../components/ui/ImageField.tsx';
import { useSession } from '../../../lib/session/session-store.ts';
import { notify } from '../../../lib/stores/shell-stores.ts';
import {
  ORDER_CASE_KIND_KEY,
  CASE_STATUS_KEY,
  CaseTrail,
  caseEvents,
  uploadOrderCaseImage,
  useOpenOrderCase,
  type OrderView,
} from '../../../domain/claims/index.ts';

export function OrderCases({ order }: { order: OrderView }) {
  const { t, locale } = useI18n();
  const session = useSession();
  const canMove = hasPermission(session.permission, 'manage_order_case');
  const canOpen = canMove && (order.status === 'shipped' || order.status === 'delivered');
  const cases = order.cases ?? [];
  return (
    <section className="card stack" aria-labelledby="or-cases-title">
      <h2 id="or-cases-title">{t('order.cases')}</h2>
      {cases.length === 0 ? (
        <p className="muted">{t('order.noCases')}</p>
      ) : (
        <ul className="cl-history">
          {cases.map((c) => (
            <li key={`${c.id}-${c.status}`} data-order-case-id={c.id}>
              <strong>{t('order.caseTitle', { id: c.id, kind: t(ORDER_CASE_KIND_KEY[c.kind]) })}</strong>{' '}
              <span className={`cl-status cl-status-${c.status}`}>{t(CASE_STATUS_KEY[c.status])}</span>
              <div className="muted">
                {t('claim.by', { person: c.created_by, when: formatDateTime(c.created_at, locale) })}
              </div>
              <p className="cl-comment">{c.description}</p>
              <CaseTrail
                events={caseEvents(order.history, c.id).slice(1)}
                label={t('order.caseTrail', { id: c.id })}
              />
              {canMove ? <OrderCaseMoves item={c} /> : null}
            </li>
          ))}
        </ul>
      )}
      {canOpen ? <OpenCaseForm orderId={order.id} /> : null}
    </section>
  );
}

function OpenCaseForm({ orderId }: { orderId: number }) {
  const { t } = useI18n();
  const open = useOpenOrderCase();
  const [kind, setKind] = useState<OrderCaseKind>('damaged');
  const [description, setDescription] = useState('');
  const [photo, setPhoto] = useState<File | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const send = async () => {
    if (!description.trim()) return setError(t('common.required'));
    setError(undefined);
    setBusy(true);
    try {
      const image = photo ? await uploadOrderCaseImage(photo) : null;
      await open.mutateAsync({
        id: orderId,
        kind,
        description: description.trim(),
        image_ids: image ? [image.id] : [],
      });
      setDescription('');
      notify('success', t('order.caseOpened', { id: orderId }));
    } catch (e) {
      if (isApiError(e)) setError(e.details?.[0]?.problem ?? e.message);
      else throw e;
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="stack" role="group" aria-labelledby="or-case-new">
      <h3 id="or-case-new">{t('order.openCase')}</h3>
      <SelectField
        label={t('order.caseKind')}
        value={kind}
        onChange={(e) => setKind(e.target.value as OrderCaseKind)}
      >
        {OrderCaseKind.map((k) => (
          <option key={k} value={k}>
            {t(ORDER_CASE_KIND_KEY[k])}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        label={t('claim.description')}
        required
        rows={2}
        maxLength={4000}
        value={description}
        error={error}
        onChange={(e) => setDescription(e.target.value)}
      />
      <ImageField label={t('claim.photo')} required={false} error={undefined} onChange={setPhoto} />
      <div>
        <Button variant="secondary" busy={busy} onClick={() => void send()}>
          {t('order.sendCase')}
        </Button>
      </div>
    </div>
  );
}
