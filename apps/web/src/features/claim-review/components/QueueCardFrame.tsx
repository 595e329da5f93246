// The frame both queue cards share: the title (a link to the item's page), its status, who filed it
// where and when, then the decision beside the evidence.
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export function QueueCardFrame({
  title,
  to,
  status,
  statusText,
  byline,
  decision,
  evidence,
}: {
  title: string;
  to: string;
  status: string;
  statusText: string;
  byline: ReactNode;
  decision: ReactNode;
  evidence: ReactNode;
}) {
  return (
    <article className="card stack" aria-label={title}>
      <div className="cl-card-head">
        <h2>
          <Link to={to}>{title}</Link>
        </h2>
        <span className={`cl-status cl-status-${status}`}>{statusText}</span>
      </div>
      <p className="muted">{byline}</p>
      <div className="cl-columns">
        <div className="stack">{decision}</div>
        {evidence}
      </div>
    </article>
  );
}
