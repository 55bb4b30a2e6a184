import { Empty } from 'antd';
import { useMemo } from 'react';
import { useDiagramViewer } from '../hooks/useDiagramViewer';
import type { ProcessPath } from '../types';
import { pathMarkers } from '../utils/pathHighlight';

export type ProcessRunViewerProps = { xml: string | null; path: ProcessPath; height?: number };

/** An instance's pinned diagram with its path: passed nodes, active nodes and taken flows marked. */
export function ProcessRunViewer({ xml, path, height = 420 }: ProcessRunViewerProps) {
  const markers = useMemo(() => pathMarkers(path), [path]);
  const container = useDiagramViewer(xml, markers);
  return (
    <>
      {!xml && <Empty description="无流程图" />}
      {/* The container stays mounted (the viewer is created once), hidden while there is no diagram. */}
      <div
        ref={container}
        className="srm-diagram"
        style={{ height, display: xml ? undefined : 'none' }}
        data-testid="run-viewer"
      />
    </>
  );
}
