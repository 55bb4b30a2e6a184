/**
 * The designer's properties panel <-> the `srm:` moddle attributes of a BPMN element (the engine's executable
 * settings, @srm/bpmn/moddle). Pure: reads a business object (moddle element or plain object) and turns form
 * values into a plan the designer applies with bpmn-js' modeling commands.
 */

export type ElementKind = 'userTask' | 'serviceTask' | 'timer' | 'flow' | 'endEvent' | 'other';

export type ServiceParam = { name: string; value: string };

export type ElementProperties = {
  kind: ElementKind;
  id: string;
  name: string;
  // userTask
  assignee?: string;
  candidateUsers?: string[];
  candidateRoles?: string[];
  deptLeader?: boolean;
  onReject?: string;
  /** 'none' = a single task; else a multi-instance countersign. */
  countersign?: 'none' | 'all' | 'any' | 'ratio';
  ratio?: number;
  sequential?: boolean;
  collection?: string;
  // serviceTask
  activity?: string;
  params?: ServiceParam[];
  // boundary timer
  action?: string;
  duration?: string;
  // sequence flow
  condition?: string;
  isDefault?: boolean;
  // end event
  outcome?: string;
  // userTask and end event: 抄送
  ccUsers?: string[];
  ccRoles?: string[];
  ccInitiator?: boolean;
};

/** What the designer writes back: `attrs` on the element, and the nested parts the kind owns. */
export type PropertiesPlan = {
  attrs: Record<string, unknown>;
  /** userTask: null removes the multi-instance loop. */
  loop?: { isSequential: boolean; attrs: Record<string, unknown> } | null;
  /** serviceTask: the srm:param children. */
  params?: ServiceParam[];
  /** flow: the condition expression body, null removes it. */
  condition?: string | null;
  /** boundary timer: the ISO 8601 duration, null removes it. */
  duration?: string | null;
};

type Bo = Record<string, unknown> & { $type?: string; get?: (name: string) => unknown };

const srm = (bo: Bo | undefined, name: string): unknown => {
  if (!bo) return undefined;
  return typeof bo.get === 'function' ? bo.get(`srm:${name}`) : bo[name];
};
const text = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v : undefined);
const list = (v: unknown): string[] =>
  typeof v === 'string'
    ? v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : [];
const child = (bo: Bo | undefined, name: string): Bo | undefined => {
  const v = bo?.[name];
  return v && typeof v === 'object' ? (v as Bo) : undefined;
};
/** Empty form values are removed from the XML (undefined), not written as empty attributes. */
const orUndefined = (v: string | undefined | null): string | undefined =>
  v && v.trim() ? v.trim() : undefined;

export function kindOf(bo: Bo): ElementKind {
  switch (bo.$type) {
    case 'bpmn:UserTask':
      return 'userTask';
    case 'bpmn:ServiceTask':
      return 'serviceTask';
    case 'bpmn:SequenceFlow':
      return 'flow';
    case 'bpmn:EndEvent':
      return 'endEvent';
    case 'bpmn:BoundaryEvent': {
      const defs = Array.isArray(bo.eventDefinitions) ? (bo.eventDefinitions as Bo[]) : [];
      return defs.some((d) => d.$type === 'bpmn:TimerEventDefinition') ? 'timer' : 'other';
    }
    default:
      return 'other';
  }
}

/** 抄送 of a user task or end event. */
const ccOf = (bo: Bo) => ({
  ccUsers: list(srm(bo, 'ccUsers')),
  ccRoles: list(srm(bo, 'ccRoles')),
  ccInitiator: srm(bo, 'ccInitiator') === true,
});
const writeCc = (attrs: Record<string, unknown>, values: ElementProperties) => {
  attrs['srm:ccUsers'] = orUndefined((values.ccUsers ?? []).join(','));
  attrs['srm:ccRoles'] = orUndefined((values.ccRoles ?? []).join(','));
  attrs['srm:ccInitiator'] = values.ccInitiator ? true : undefined;
};

/** The panel's values for a business object. */
export function propertiesOf(bo: Bo): ElementProperties {
  const kind = kindOf(bo);
  const base: ElementProperties = { kind, id: String(bo.id ?? ''), name: text(bo.name) ?? '' };
  switch (kind) {
    case 'userTask': {
      const loop = child(bo, 'loopCharacteristics');
      const multi = loop?.$type === 'bpmn:MultiInstanceLoopCharacteristics';
      const mode = text(srm(loop, 'countersign'));
      const ratio = srm(loop, 'ratio');
      return {
        ...base,
        assignee: text(srm(bo, 'assignee')) ?? '',
        candidateUsers: list(srm(bo, 'candidateUsers')),
        candidateRoles: list(srm(bo, 'candidateRoles')),
        deptLeader: srm(bo, 'deptLeader') === true,
        onReject: text(srm(bo, 'onReject')) ?? 'end',
        countersign: multi ? ((mode as ElementProperties['countersign']) ?? 'all') : 'none',
        ...(multi && typeof ratio === 'number' ? { ratio } : {}),
        sequential: multi && loop?.isSequential === true,
        collection: text(srm(loop, 'collection')) ?? '',
        ...ccOf(bo),
      };
    }
    case 'serviceTask': {
      const values = child(bo, 'extensionElements')?.values;
      const params = (Array.isArray(values) ? (values as Bo[]) : [])
        .filter((v) => v.$type === 'srm:Param')
        .map((p) => ({ name: String(p.name ?? ''), value: String(p.value ?? '') }));
      return { ...base, activity: text(srm(bo, 'activity')) ?? '', params };
    }
    case 'timer': {
      const defs = bo.eventDefinitions as Bo[];
      const timer = defs.find((d) => d.$type === 'bpmn:TimerEventDefinition');
      return {
        ...base,
        action: text(srm(bo, 'action')) ?? '',
        duration: text(child(timer, 'timeDuration')?.body) ?? '',
      };
    }
    case 'flow': {
      const source = child(bo, 'sourceRef');
      return {
        ...base,
        condition: text(child(bo, 'conditionExpression')?.body) ?? '',
        isDefault: !!source && source.default === bo,
      };
    }
    case 'endEvent':
      return { ...base, outcome: text(srm(bo, 'outcome')) ?? '', ...ccOf(bo) };
    default:
      return base;
  }
}

/** Form values -> what to write. Attribute names carry the `srm:` prefix (bpmn-js `updateProperties`). */
export function planOf(values: ElementProperties): PropertiesPlan {
  const attrs: Record<string, unknown> = { name: orUndefined(values.name) };
  switch (values.kind) {
    case 'userTask': {
      attrs['srm:assignee'] = orUndefined(values.assignee);
      attrs['srm:candidateUsers'] = orUndefined((values.candidateUsers ?? []).join(','));
      attrs['srm:candidateRoles'] = orUndefined((values.candidateRoles ?? []).join(','));
      attrs['srm:deptLeader'] = values.deptLeader ? true : undefined;
      attrs['srm:onReject'] = values.onReject === 'continue' ? 'continue' : undefined;
      writeCc(attrs, values);
      const mode = values.countersign ?? 'none';
      const loop =
        mode === 'none'
          ? null
          : {
              isSequential: values.sequential === true,
              attrs: {
                'srm:countersign': mode,
                'srm:ratio': mode === 'ratio' ? values.ratio : undefined,
                'srm:collection': orUndefined(values.collection),
              },
            };
      return { attrs, loop };
    }
    case 'serviceTask':
      attrs['srm:activity'] = orUndefined(values.activity);
      return {
        attrs,
        params: (values.params ?? [])
          .filter((p) => p.name.trim())
          .map((p) => ({ name: p.name.trim(), value: p.value })),
      };
    case 'timer':
      attrs['srm:action'] = orUndefined(values.action);
      return { attrs, duration: orUndefined(values.duration) ?? null };
    case 'flow':
      return { attrs, condition: orUndefined(values.condition) ?? null };
    case 'endEvent':
      attrs['srm:outcome'] = orUndefined(values.outcome);
      writeCc(attrs, values);
      return { attrs };
    default:
      return { attrs };
  }
}

/** ISO 8601 duration as the engine accepts it (P1D, PT2H, P1DT12H); empty means none. */
export const ISO_DURATION = /^P(?!$)(\d+Y)?(\d+M)?(\d+W)?(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+(\.\d+)?S)?)?$/;
