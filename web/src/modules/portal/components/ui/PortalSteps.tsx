import './portal-ui.css';

export type PortalStepsProps = { items: readonly { title: string; description?: string }[] };

/** Numbered steps in a row (antd Steps' look, none done yet): an ordered list. */
export function PortalSteps({ items }: PortalStepsProps) {
  return (
    <ol className="portal-steps">
      {items.map((s, i) => (
        <li key={s.title} className="portal-step">
          <span className="portal-step-icon" aria-hidden>
            {i + 1}
          </span>
          <div>
            <div className="portal-step-title">{s.title}</div>
            {s.description && <div className="portal-step-description">{s.description}</div>}
          </div>
        </li>
      ))}
    </ol>
  );
}
