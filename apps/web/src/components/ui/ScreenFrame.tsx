// The frame every screen renders in: a page heading, an optional description and the content.
import type { ReactNode } from 'react';

export function ScreenFrame({
  title,
  description,
  actions,
  children,
}: {
  title: string;
  description?: string;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section className="screen" aria-labelledby="screen-title">
      <header className="screen-header">
        <div>
          <h1 id="screen-title">{title}</h1>
          {description ? <p className="muted screen-description">{description}</p> : null}
        </div>
        {actions ? <div className="row">{actions}</div> : null}
      </header>
      {children}
    </section>
  );
}
