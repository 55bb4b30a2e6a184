import NavigatedViewer from 'bpmn-js/lib/NavigatedViewer';
import 'bpmn-js/dist/assets/diagram-js.css';
import 'bpmn-js/dist/assets/bpmn-js.css';
import { useEffect, useRef } from 'react';
import '../processDiagram.css';

/** A deployed version's diagram, read only (版本 of a definition). */
export function ProcessDesignerReadonly({ xml, height = 480 }: { xml: string; height?: number }) {
  const container = useRef<HTMLDivElement>(null);
  const viewer = useRef<NavigatedViewer | null>(null);

  useEffect(() => {
    if (!container.current) return;
    const v = new NavigatedViewer({ container: container.current });
    viewer.current = v;
    return () => v.destroy();
  }, []);

  useEffect(() => {
    const v = viewer.current;
    if (!v) return;
    void v.importXML(xml).then(
      () => v.get<{ zoom: (l: string) => void }>('canvas').zoom('fit-viewport'),
      () => undefined,
    );
  }, [xml]);

  return <div ref={container} className="srm-diagram" style={{ height }} />;
}
