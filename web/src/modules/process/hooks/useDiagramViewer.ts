import NavigatedViewer from 'bpmn-js/lib/NavigatedViewer';
import 'bpmn-js/dist/assets/diagram-js.css';
import 'bpmn-js/dist/assets/bpmn-js.css';
import 'bpmn-js/dist/assets/bpmn-font/css/bpmn-embedded.css';
import { useEffect, useRef } from 'react';
import '../processDiagram.css';

type Canvas = { addMarker: (id: string, cls: string) => void; zoom: (level: string) => void };
type Registry = { get: (id: string) => unknown };

const NO_MARKERS: ReadonlyMap<string, string> = new Map();

/**
 * The read-only diagram both viewers share (版本 of a definition, an instance's path): a NavigatedViewer
 * created once per mount and kept in a ref (CONVENTIONS 21), `xml` imported whenever it changes,
 * `markers` (element id -> CSS class) put on the elements the diagram has, then zoomed to fit.
 * Returns the ref for the container element.
 */
export function useDiagramViewer(xml: string | null, markers: ReadonlyMap<string, string> = NO_MARKERS) {
  const container = useRef<HTMLDivElement>(null);
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
    v.importXML(xml).then(
      () => {
        if (!live) return;
        const canvas = v.get<Canvas>('canvas');
        const registry = v.get<Registry>('elementRegistry');
        for (const [id, cls] of markers) if (registry.get(id)) canvas.addMarker(id, cls);
        canvas.zoom('fit-viewport');
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [xml, markers]);

  return container;
}
