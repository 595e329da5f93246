// /claim/new?vin=&workspace=: a dealer files a warranty claim for a bike (docs/decisions/1410). From
// the connected bike's workspace or the bike's page the VIN (and workspace) come along; the API
// attaches the workspace reading, and the portal the bike's last full diagnosis on this computer.
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../components/ui/Button.tsx';
import { TextField } from '../../components/ui/Field.tsx';
import { ScreenFrame } from '../../components/ui/ScreenFrame.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { useBike } from '../../lib/api/bike.ts';
import { useI18n } from '../../lib/i18n/i18n.ts';
import { ClaimForm } from './components/ClaimForm.tsx';

export function ClaimNewPage() {
  const { t } = useI18n();
  const [params, setParams] = useSearchParams();
  const vin = params.get('vin') ?? '';
  const workspace = Number(params.get('workspace') ?? '') || undefined;
  const bike = useBike(vin, { retry: false });
  const [typed, setTyped] = useState('');
  return (
    <ScreenFrame title={t('claim.newTitle')} description={t('claim.newText')}>
      {!vin || bike.isError ? (
        <form
          className="card stack"
          style={{ maxWidth: 520 }}
          onSubmit={(e) => {
            e.preventDefault();
            if (typed.trim()) setParams({ vin: typed.trim().toUpperCase() });
          }}
        >
          <TextField
            label={t('claim.vin')}
            required
            value={typed}
            error={bike.isError ? t('book.notFound', { vin }) : undefined}
            onChange={(e) => setTyped(e.target.value)}
          />
          <div className="form-actions">
            <Button type="submit">{t('claim.pickBike')}</Button>
          </div>
        </form>
      ) : !bike.data ? (
        <Spinner label={t('common.loading')} />
      ) : (
        <ClaimForm bike={bike.data} workspaceId={workspace} />
      )}
    </ScreenFrame>
  );
}
