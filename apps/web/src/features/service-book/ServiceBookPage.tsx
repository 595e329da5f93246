// /service-book?vin=: choose a bike, keep its book (add, complete, delete pending entries), read its
// workshop history, and export the book as PDF or JSON so the record travels with the bike.
import { Link, useSearchParams } from 'react-router';
import { hasPermission } from '@dealer/contracts';
import { Button } from '../../components/ui/Button.tsx';
import { EmptyState } from '../../components/ui/EmptyState.tsx';
import { ScreenFrame } from '../../components/ui/ScreenFrame.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { href } from '../../config/paths.ts';
import { useI18n } from '../../lib/i18n/i18n.ts';
import { useSession } from '../../lib/session/session-store.ts';
import { notify } from '../../lib/stores/shell-stores.ts';
import { useExportBookJson } from './api/export-book-json.ts';
import { useExportBookPdf } from './api/export-book-pdf.ts';
import { useBike } from '../../lib/api/bike.ts';
import { BikePicker } from './components/BikePicker.tsx';
import { EntryForm } from './components/EntryForm.tsx';
import { EntryList } from './components/EntryList.tsx';
import { DiagnosisHistory } from './components/DiagnosisHistory.tsx';
import { ServiceHistory } from './components/ServiceHistory.tsx';
import './service-book.css';

export function ServiceBookPage() {
  const { t } = useI18n();
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const vin = params.get('vin') ?? '';
  const bike = useBike(vin, { retry: false });
  const pdf = useExportBookPdf();
  const json = useExportBookJson();
  const canEdit = hasPermission(session.permission, 'manage_bike_info');
  const pick = (v: string) => setParams({ vin: v });

  if (!vin) {
    return (
      <ScreenFrame title={t('screen.serviceBook')} description={t('screen.serviceBook.text')}>
        <BikePicker onPick={pick} />
      </ScreenFrame>
    );
  }
  if (bike.isError) {
    return (
      <EmptyState
        as="h1"
        icon="book"
        title={t('book.notFoundTitle')}
        text={t('book.notFound', { vin })}
        action={<Button onClick={() => setParams({})}>{t('book.otherBike')}</Button>}
      />
    );
  }
  if (!bike.data) return <Spinner label={t('common.loading')} />;
  const b = bike.data;
  return (
    <ScreenFrame
      title={t('book.titleOf', { model: `${b.brand.name} ${b.bike_spec.name}` })}
      description={t('book.bikeLine', { vin: b.vin, frame: b.frame_number })}
      actions={
        <>
          <Button
            variant="secondary"
            busy={pdf.isPending}
            onClick={() => pdf.mutate(b.vin, { onSuccess: () => notify('success', t('book.exported')) })}
          >
            {t('book.exportPdf')}
          </Button>
          <Button
            variant="secondary"
            busy={json.isPending}
            onClick={() => json.mutate(b.vin, { onSuccess: () => notify('success', t('book.exported')) })}
          >
            {t('book.exportJson')}
          </Button>
          {hasPermission(session.permission, 'manage_claim_case') ? (
            <Link className="btn btn-secondary" to={href.claimNew(b.vin)}>
              {t('claim.fileFromBike')}
            </Link>
          ) : null}
          <Button variant="ghost" onClick={() => setParams({})}>
            {t('book.otherBike')}
          </Button>
        </>
      }
    >
      <div className="sb-columns">
        <div className="stack">
          {canEdit ? <EntryForm vin={b.vin} /> : null}
          <EntryList vin={b.vin} canEdit={canEdit} />
        </div>
        <div className="stack">
          <DiagnosisHistory vin={b.vin} />
          <ServiceHistory vin={b.vin} />
        </div>
      </div>
    </ScreenFrame>
  );
}
