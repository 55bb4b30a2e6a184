import { useDiagramViewer } from '../hooks/useDiagramViewer';

export type ProcessDesignerReadonlyProps = { xml: string; height?: number };

/** A deployed version's diagram, read only (版本 of a definition). */
export function ProcessDesignerReadonly({ xml, height = 480 }: ProcessDesignerReadonlyProps) {
  const container = useDiagramViewer(xml);
  return <div ref={container} className="srm-diagram" style={{ height }} data-testid="version-viewer" />;
}
