import { parseBpmn } from '@srm/bpmn/parse';
import type { process } from '@srm/events';

/** The designer's XML compiled for a deployment (@srm/bpmn): the graph, or the problems that block it. */
export async function compileBpmn(xml: string): Promise<process.CompiledDiagram> {
  const { graph, problems } = await parseBpmn(xml);
  return {
    processId: graph?.processId ?? null,
    graph: graph ?? null,
    problems: problems.map((p) => ({
      elementId: p.elementId ?? null,
      ...(p.elementName ? { elementName: p.elementName } : {}),
      code: p.code,
      message: p.message,
      severity: p.severity,
    })),
  };
}
