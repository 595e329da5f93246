// /report-form?workspaceId=: the contact-us report. Prefilled from the shop (service center,
// country, region) and, when opened from a workspace, from its bike; then it carries the
// workspace's diagnostic snapshot (components, tasks, error codes).
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/Button.tsx';
import { ScreenFrame } from '../../components/ui/ScreenFrame.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { paths } from '../../config/paths.ts';
import { useI18n } from '../../lib/i18n/i18n.ts';
import { useSession } from '../../lib/session/session-store.ts';
import { useBike } from '../../lib/api/bike.ts';
import { useWorkspace } from './api/get-workspace.ts';
import { useSendTicket } from './api/send-ticket.ts';
import { ReportForm, type FormValues } from './components/ReportForm.tsx';
import { diagnosticSnapshot } from './snapshot.ts';
import './report-form.css';

export function ReportFormPage() {
  const { t } = useI18n();
  const session = useSession();
  const [params] = useSearchParams();
  const workspaceId = Number(params.get('workspaceId') ?? 0) || 0;
  const workspace = useWorkspace(workspaceId);
  const bike = useBike(workspace.data?.vin ?? '');
  const send = useSendTicket();
  const [formKey, setFormKey] = useState(0);
  const detail = session.account?.detail;
  const shop = detail?.bike_shop ?? null;
  const center = detail?.service_center ?? null;

  if (workspaceId && (!workspace.data || !bike.data) && !workspace.isError && !bike.isError)
    return <Spinner label={t('common.loading')} />;
  const snapshot = workspace.data && bike.data ? diagnosticSnapshot(workspace.data, bike.data) : null;
  const initial: FormValues = {
    serviceCenterId: String(shop?.service_center_id ?? center?.id ?? ''),
    country: shop?.country_code ?? center?.country_code ?? '',
    brandId: bike.data ? String(bike.data.brand.id) : '',
    regionId: String(shop?.region_id ?? center?.region_id ?? ''),
    bikeModel: bike.data?.bike_spec.name ?? '',
    frameNumber: bike.data?.frame_number ?? '',
    category: '',
    message: '',
  };
  return (
    <ScreenFrame title={t('screen.reportForm')} description={t('screen.reportForm.text')}>
      {send.data ? (
        <section className="card contact-sent stack" role="status" aria-labelledby="contact-sent-title">
          <h2 id="contact-sent-title">{t('contact.sentTitle', { id: send.data.id })}</h2>
          <p>{t('contact.sentText', { to: send.data.mailed_to })}</p>
          <div className="row">
            <Link className="btn btn-secondary" to={paths.home}>
              {t('nav.home')}
            </Link>
            <Button
              variant="ghost"
              onClick={() => {
                send.reset();
                setFormKey((k) => k + 1);
              }}
            >
              {t('contact.another')}
            </Button>
          </div>
        </section>
      ) : (
        <>
          {snapshot ? (
            <section className="card contact-snapshot" aria-labelledby="contact-snap-title">
              <h2 id="contact-snap-title">{t('contact.snapshotTitle')}</h2>
              <p className="muted">
                {t('contact.snapshotText', {
                  vin: String(snapshot.vin),
                  components: (snapshot.components as unknown[]).length,
                  tasks: (snapshot.tasks as unknown[]).length,
                })}
              </p>
              {(snapshot.error_codes as string[]).length > 0 ? (
                <p>{t('contact.snapshotCodes', { codes: (snapshot.error_codes as string[]).join(', ') })}</p>
              ) : null}
            </section>
          ) : null}
          <ReportForm
            key={formKey}
            initial={initial}
            busy={send.isPending}
            onSubmit={(body) => send.mutate(snapshot ? { ...body, diagnostic: snapshot } : body)}
          />
        </>
      )}
    </ScreenFrame>
  );
}
