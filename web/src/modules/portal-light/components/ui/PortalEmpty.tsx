import './portal-ui.css';
export type PortalEmptyProps = { description: string };

/** The empty state of a portal list. */
export function PortalEmpty({ description }: PortalEmptyProps) {
  return <div className="portal-empty">{description}</div>;
}
