// bpmn-moddle ships types only under `bpmn-moddle/types`; the parser needs just the reader.
declare module 'bpmn-moddle' {
  export type ModdleElement = { $type: string; id?: string; name?: string; [key: string]: unknown };
  export class BpmnModdle {
    constructor(packages?: Record<string, unknown>, options?: Record<string, unknown>);
    fromXML(xml: string): Promise<{ rootElement: ModdleElement; warnings: Array<{ message: string }> }>;
  }
}
