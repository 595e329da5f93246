// The connect-bike flow (portal-spec §1): HMI notice → cable or Bluetooth → which bike (the VIN read
// from the bike, confirmed) → workspace choice (only when there is one) → connect through the bridge
// under the workspace credential, read identification and module ids, check they are this bike's →
// done. With a workspace open and its bike gone it starts at "reconnect this bike" (decision 1760).
// Branches: "not my bike" (switch to the bike the components belong to, or settle it by frame number
// with reconfirm) and an unknown bike (bike authorization request with selectors and photos).
import { useState } from 'react';
import { StorageKey } from '@dealer/contracts';
import { ScreenFrame } from '../../components/ui/ScreenFrame.tsx';
import { EmptyState } from '../../components/ui/EmptyState.tsx';
import { useI18n } from '../../lib/i18n/i18n.ts';
import { readString } from '../../lib/storage.ts';
import { useSession } from '../../lib/session/session-store.ts';
import { fetchBike } from '../../lib/api/bike.ts';
import {
  reactToServiceToolError,
  clearWorkspace,
  setWorkspace,
  useServiceTool,
} from '../../domain/service-tool/index.ts';
import type { ConnectionKind } from './api/bridge-connection.ts';
import { disconnectBike } from './api/bridge-connection.ts';
import { suggestWorkspace } from './api/suggest-workspace.ts';
import { connectNamedBike, type ConnectResult } from './connect-procedure.ts';
import { normaliseFrameNumber } from './identity.ts';
import { heldByOwnSession } from './read-identity.ts';
import { TakeOverStep } from './components/TakeOverQuestion.tsx';
import { ConnectedStep } from './components/ConnectedStep.tsx';
import { ConnectingStep } from './components/ConnectingStep.tsx';
import { ConnectionTypeStep } from './components/ConnectionTypeStep.tsx';
import { HmiNoticeStep } from './components/HmiNoticeStep.tsx';
import { IdentifyStep } from './components/IdentifyStep.tsx';
import { MismatchStep } from './components/MismatchStep.tsx';
import { NoShopNotice } from './components/NoShopNotice.tsx';
import { ResumeStep } from './components/ResumeStep.tsx';
import { UnknownBikeStep } from './components/UnknownBikeStep.tsx';
import { WorkspaceStep } from './components/WorkspaceStep.tsx';
import type { Identified, Step } from './connect-steps.ts';
import './connect-bike.css';

export function ConnectBikeFlow() {
  const { t } = useI18n();
  const session = useSession();
  const detail = session.account?.detail;
  const shopId = detail?.bike_shop?.id;
  // The workspace still open when the flow mounts: its bike went away (pulled, switched off, reconnect).
  const tool = useServiceTool();
  const [resumable] = useState(() => tool.workspace);
  const [step, setStep] = useState<Step>(resumable ? { name: 'resume' } : { name: 'notice' });
  const [connectionType, setConnectionType] = useState<ConnectionKind>(() =>
    tool.bridge?.connection_type === 'ble' ? 'ble' : 'cable',
  );
  const [busy, setBusy] = useState(false);
  const [lastVin] = useState(() => readString(StorageKey.workspaceVin));
  const [previousCredential] = useState(() => readString(StorageKey.sessionToken));

  if (shopId === undefined) return <NoShopNotice />;

  const restart = () => setStep({ name: 'identify' });

  const identify = async (vin: string) => {
    setBusy(true);
    try {
      const suggestion = await suggestWorkspace({ bike_shop_id: shopId, vin });
      if (!suggestion.vin) setStep({ name: 'unknown', vin, frameNumber: '', result: null });
      // A single choice (no earlier workspace: a new one) is no question.
      else if (!suggestion.workspace) await connect(suggestion.vin, undefined);
      else setStep({ name: 'workspace', vin: suggestion.vin, previous: suggestion.workspace });
    } catch (e) {
      reactToServiceToolError(e);
    } finally {
      setBusy(false);
    }
  };

  const connect = async (vin: string, workspaceId: number | undefined, how: Identified = {}) => {
    // An earlier workspace of this browser is left; its token may still hold the bike.
    const previousCredential = readString(StorageKey.sessionToken);
    clearWorkspace();
    setStep({ name: 'connecting', stage: 'workspace' });
    try {
      const result = await connectNamedBike({
        shopId,
        vin,
        connectionType,
        previousCredential,
        onStage: (stage) => setStep({ name: 'connecting', stage }),
        ...how,
        ...(workspaceId !== undefined ? { workspaceId } : {}),
      });
      setStep(
        result.identity.kind === 'match' ? { name: 'connected', result } : { name: 'mismatch', result },
      );
    } catch (e) {
      // Held by another session of this technician (a reconnect too): asked, as a fresh connect is.
      if (heldByOwnSession(e)) return setStep({ name: 'takeOver', vin, workspaceId, how, error: e });
      reactToServiceToolError(e, { action: t('st.connect.connect') });
      setStep({ name: 'method' });
    }
  };

  /** The bike on the stand is another bike of the shop: continue with that one. */
  const switchTo = async (vin: string, from: ConnectResult) => {
    setBusy(true);
    try {
      await disconnectBike(from.workspace.sessionToken).catch(() => undefined);
      const suggestion = await suggestWorkspace({ bike_shop_id: shopId, vin });
      await connect(vin, suggestion.workspace?.id);
    } finally {
      setBusy(false);
    }
  };

  /** Frame number (reconfirmed) decides: the named bike, the bike the parts belong to, or unknown. */
  const checkFrame = async (frameNumber: string, from: ConnectResult) => {
    setBusy(true);
    try {
      const candidates = [from.workspace.vin, ...(from.identity.kind === 'other' ? [from.identity.vin] : [])];
      for (const vin of candidates) {
        const bike = await fetchBike(vin);
        if (normaliseFrameNumber(bike.frame_number) !== frameNumber) continue;
        if (vin === from.workspace.vin) {
          // The named bike after all (its parts were swapped): continue, the tasks will show it.
          setStep({ name: 'connecting', stage: 'tasks' });
          await disconnectBike(from.workspace.sessionToken).catch(() => undefined);
          await connect(vin, from.workspace.id, { frameConfirmed: true });
        } else await switchTo(vin, from);
        return;
      }
      await disconnectBike(from.workspace.sessionToken).catch(() => undefined);
      setStep({ name: 'unknown', vin: from.reading.basicInfo.vin, frameNumber, result: from });
    } catch (e) {
      reactToServiceToolError(e);
    } finally {
      setBusy(false);
    }
  };

  const body = (() => {
    switch (step.name) {
      case 'resume':
        return resumable ? (
          <ResumeStep
            workspace={resumable}
            onResume={() => void connect(resumable.vin, resumable.id, { settledBefore: true })}
            onOther={() => setStep({ name: 'notice' })}
          />
        ) : null;
      case 'notice':
        return <HmiNoticeStep onNext={() => setStep({ name: 'method' })} />;
      case 'method':
        return (
          <ConnectionTypeStep
            value={connectionType}
            onChange={setConnectionType}
            onBack={() => setStep({ name: 'notice' })}
            onNext={() => setStep({ name: 'identify' })}
          />
        );
      case 'identify':
        return (
          <IdentifyStep
            shopId={shopId}
            connectionType={connectionType}
            previousCredential={previousCredential}
            lastVin={lastVin}
            error={step.error}
            busy={busy}
            onBack={() => setStep({ name: 'method' })}
            onNext={(vin) => void identify(vin)}
          />
        );
      case 'workspace':
        return (
          <WorkspaceStep
            vin={step.vin}
            previous={step.previous}
            onBack={restart}
            onNext={(id) =>
              void connect(step.vin, id, {
                settledBefore: id !== undefined && step.previous?.health_score != null,
              })
            }
          />
        );
      case 'connecting':
        return <ConnectingStep stage={step.stage} />;
      case 'takeOver':
        return (
          <TakeOverStep
            error={step.error}
            onTakeOver={() => void connect(step.vin, step.workspaceId, { ...step.how, takeOver: true })}
          />
        );
      case 'mismatch':
        return (
          <MismatchStep
            chosenVin={step.result.workspace.vin}
            identity={step.result.identity}
            readVin={step.result.reading.basicInfo.vin}
            busy={busy}
            onSwitch={(vin) => void switchTo(vin, step.result)}
            onFrame={(f) => void checkFrame(f, step.result)}
            onRestart={restart}
          />
        );
      case 'connected':
        return (
          <ConnectedStep
            result={step.result}
            onOpen={() =>
              step.result.reload &&
              setWorkspace(step.result.workspace, {
                reading: step.result.reading,
                reload: step.result.reload,
              })
            }
            onNotMine={() => setStep({ name: 'mismatch', result: step.result })}
          />
        );
      case 'unknown':
        return (
          <UnknownBikeStep
            defaults={{
              vin: step.vin,
              frameNumber: step.frameNumber,
              countryCode: detail?.bike_shop?.country_code,
              regionId: detail?.bike_shop?.region_id,
              serviceCenterId: detail?.bike_shop?.service_center_id ?? undefined,
            }}
            reading={step.result?.reading ?? null}
            onSent={() => setStep({ name: 'sent' })}
            onRestart={restart}
          />
        );
      case 'sent':
        return (
          <div className="card cb-step">
            <EmptyState icon="sent" title={t('st.connect.sent.title')} text={t('st.connect.sent.text')} />
          </div>
        );
    }
  })();

  return (
    <ScreenFrame title={t('serviceTool.title')} description={t('st.connect.description')}>
      {body}
    </ScreenFrame>
  );
}
