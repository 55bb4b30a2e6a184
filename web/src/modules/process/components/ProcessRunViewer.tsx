import NavigatedViewer from 'bpmn-js/lib/NavigatedViewer';
import 'bpmn-js/dist/assets/diagram-js.css';
import 'bpmn-js/dist/assets/bpmn-js.css';
import 'bpmn-js/dist/assets/bpmn-font/css/bpmn-embedded.css';
import { Empty } from 'antd';
import { useEffect, useRef } from 'react';
import '../processDiagram.css';
import type { ProcessPath } from '../types';
import { pathMarkers } from '../utils/pathHighlight';

type Canvas = {
  addMarker: (id: string, cls: string) => void;
  zoom: (level: string) => void;
};
type Registry = { get: (id: string) => unknown };

/** An instance's pinned diagram with its path: passed nodes, active nodes and taken flows marked. */
export function ProcessRunViewer({
  xml,
  path,
  height = 420,
}: {
  xml: string | null;
  path: ProcessPath;
  height?: number;
}) {
  const container = useRef<HTMLDivElement>(null);
  // The viewer lives in a ref (CONVENTIONS 21): React re-renders must not recreate it.
  const viewer = useRef<NavigatedViewer | null>(null);

  useEffect(() => {
    if (!container.current) return;
    const v = new NavigatedViewer({ container: container.current });
    viewer.current = v;
    return () => {
      v.destroy();
      viewer.current = null;
    };
  }, []);

  useEffect(() => {
    const v = viewer.current;
    if (!v || !xml) return;
    let live = true;
    void v.importXML(xml).then(
      () => {
        if (!live) return;
        const canvas = v.get<Canvas>('canvas');
        const registry = v.get<Registry>('elementRegistry');
        for (const [id, cls] of pathMarkers(path)) if (registry.get(id)) canvas.addMarker(id, cls);
        canvas.zoom('fit-viewport');
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [xml, path]);

  if (!xml) return <Empty description="无流程图" />;
  return <div ref={container} className="srm-diagram" style={{ height }} data-testid="run-viewer" />;
}
