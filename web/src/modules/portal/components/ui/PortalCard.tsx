import { useId, type CSSProperties, type ReactNode } from 'react';
import './portal-ui.css';

export type PortalCardProps = {
  title?: string;
  id?: string;
  children: ReactNode;
  style?: CSSProperties;
  'data-testid'?: string;
};

/** A light card (antd Card's look): a section named by its heading when it has a title. */
export function PortalCard({ title, id, children, style, 'data-testid': testId }: PortalCardProps) {
  const headingId = useId();
  return (
    <section
      id={id}
      className="portal-ui-card"
      style={style}
      data-testid={testId}
      aria-labelledby={title ? headingId : undefined}
    >
      {title && (
        <div className="portal-ui-card-head">
          <h2 id={headingId} className="portal-ui-card-title">
            {title}
          </h2>
        </div>
      )}
      <div className="portal-ui-card-body">{children}</div>
    </section>
  );
}
