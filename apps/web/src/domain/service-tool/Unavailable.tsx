// An activity the connected bike cannot do, shown with the bridge's reason (capabilities.ts) in the
// user's language; a reason this portal has no message for is the bridge's English text, marked as
// such for screen readers in other languages (unavailable-reason.ts).
import { Link } from 'react-router';
import { StatusBadge } from '../../components/charts/StatusBadge.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { EmptyState } from '../../components/ui/EmptyState.tsx';
import { ScreenFrame } from '../../components/ui/ScreenFrame.tsx';
import { useI18n } from '../../lib/i18n/i18n.ts';
import { pageEntry, type ServiceToolPage } from './pages.ts';
import type { ReactNode } from 'react';
import { useSupports, useUnsupported, type BikeActivity, type Unsupported } from './capabilities.ts';
import { reasonMessage } from './unavailable-reason.ts';
import './unavailable.css';

function Reasons({ unsupported }: { unsupported: Unsupported[] }) {
  const { t } = useI18n();
  return (
    <ul className="unavailable-reasons">
      {unsupported.map((u) => {
        const reason = reasonMessage(u, t);
        return (
          <li
            key={u.activity}
            lang={reason.translated ? undefined : 'en'}
            data-testid={`unavailable-${u.activity}`}
          >
            {reason.text}
          </li>
        );
      })}
    </ul>
  );
}

/** In place of a section: nothing when the bike supports the activities, else why not. */
export function UnavailableNote({ activities }: { activities: readonly BikeActivity[] }) {
  const { t } = useI18n();
  const unsupported = useUnsupported(activities);
  if (unsupported.length === 0) return null;
  return (
    <div className="unavailable-note">
      <StatusBadge tone="neutral">{t('st.unavailable.badge')}</StatusBadge>
      <Reasons unsupported={unsupported} />
    </div>
  );
}

/**
 * The way into a guided screen: a link while the bike can do it, a disabled button beside the
 * "Not available on this bike" note when it cannot, so it never looks active (issue 28 point 12).
 */
export function OpenScreenLink({
  activities,
  to,
  children,
}: {
  activities: readonly BikeActivity[];
  to: string;
  children: ReactNode;
}) {
  const unsupported = useUnsupported(activities);
  if (unsupported.length > 0)
    return (
      <Button variant="secondary" disabled>
        {children}
      </Button>
    );
  return (
    <Link className="btn btn-secondary" to={to}>
      {children}
    </Link>
  );
}

/** In place of a whole screen the bike cannot use. */
export function UnavailablePage({
  page,
  unsupported,
}: {
  page: ServiceToolPage;
  unsupported: Unsupported[];
}) {
  const { t } = useI18n();
  const title = t(pageEntry(page).titleKey);
  return (
    <ScreenFrame title={title}>
      <div className="card" data-testid="unavailable-page">
        <EmptyState
          icon="warning"
          title={t('st.unavailable.title', { page: title })}
          text={t('st.unavailable.text')}
        />
        <Reasons unsupported={unsupported} />
      </div>
    </ScreenFrame>
  );
}

/**
 * A section that needs one activity: the section itself when the bike supports it, its heading and
 * the reason when not, nothing while the matrix is read (so an unsupported call is never made).
 */
export function CapabilityGate({
  activity,
  title,
  id,
  children,
}: {
  activity: BikeActivity;
  title: string;
  id: string;
  children: ReactNode;
}) {
  const supports = useSupports(activity);
  if (supports === undefined) return null;
  if (supports) return <>{children}</>;
  return (
    <section className="panel" aria-labelledby={id} data-testid={`gated-${activity}`}>
      <h2 id={id}>{title}</h2>
      <UnavailableNote activities={[activity]} />
    </section>
  );
}
