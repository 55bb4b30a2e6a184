/** A new definition's first diagram: one start event, its process id = the definition's key (deploy checks it). */
export function emptyDiagram(key: string, name: string): string {
  const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
  return `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:srm="https://srm.dev/schema/bpmn/srm" id="defs-${esc(key)}" targetNamespace="https://srm.dev/process">
  <bpmn:process id="${esc(key)}" name="${esc(name)}" isExecutable="true">
    <bpmn:startEvent id="start" name="开始" />
  </bpmn:process>
  <bpmndi:BPMNDiagram id="diagram">
    <bpmndi:BPMNPlane id="plane" bpmnElement="${esc(key)}">
      <bpmndi:BPMNShape id="start_di" bpmnElement="start"><dc:Bounds x="180" y="160" width="36" height="36" /></bpmndi:BPMNShape>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn:definitions>`;
}

/** The start event's id of a diagram (退回 to the initiator targets it); null if none. */
export function startEventId(xml: string): string | null {
  const m = /<(?:\w+:)?startEvent\b[^>]*\bid="([^"]+)"/.exec(xml);
  return m ? m[1]! : null;
}
