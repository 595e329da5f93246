// A small coloured status label (pass / fail / skip, matched / differs, registered / missing).
export type BadgeTone = 'good' | 'warn' | 'bad' | 'neutral' | 'info';

export function StatusBadge({ tone, children }: { tone: BadgeTone; children: string }) {
  return <span className={`status-badge badge-${tone}`}>{children}</span>;
}
