import { srmModdleDescriptor } from '@srm/bpmn/moddle';
import Modeler from 'bpmn-js/lib/Modeler';
import 'bpmn-js/dist/assets/diagram-js.css';
import 'bpmn-js/dist/assets/bpmn-js.css';
import 'bpmn-js/dist/assets/bpmn-font/css/bpmn-embedded.css';
import { App, Alert, Button, List, Space, Typography, Upload } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorText } from '../../core';
import { saveBlob } from '../../widgets';
import '../processDiagram.css';
import { processApi } from '../services/processApi';
import type { Problem } from '../types';
import { planOf, propertiesOf, type ElementProperties } from '../utils/moddleProperties';
import { problemsByElement } from '../utils/pathHighlight';
import { PropertiesPanel } from './PropertiesPanel';

type El = { id: string; businessObject: Record<string, unknown> & { $type: string } };
type Modeling = {
  updateProperties: (el: El, props: Record<string, unknown>) => void;
  updateModdleProperties: (el: El, bo: unknown, props: Record<string, unknown>) => void;
};
type Moddle = {
  create: (type: string, attrs?: Record<string, unknown>) => { set: (k: string, v: unknown) => void };
};
type Overlays = { add: (id: string, type: string, o: object) => void; remove: (f: { type: string }) => void };
type Canvas = {
  addMarker: (id: string, c: string) => void;
  removeMarker: (id: string, c: string) => void;
  zoom: (l: string) => void;
};
type Registry = { get: (id: string) => El | undefined; getAll: () => El[] };

export type ProcessDesignerEditableProps = {
  definitionId: string;
  initialXml: string;
  fileName: string;
  onDeployed?: () => void;
  /** Told whenever the diagram gets changes not saved yet (an edit, an import) or loses them (保存, 部署). */
  onDirtyChange?: (dirty: boolean) => void;
  /** The canvas height (the designer page gives it the window's). */
  height?: number | string;
};

/**
 * 流程设计: the bpmn-js modeler with the `srm` extension, a properties panel for the selected element,
 * 校验 (problems as overlays and a list), 保存, 部署, 导入 / 导出 XML.
 */
export function ProcessDesignerEditable({
  definitionId,
  initialXml,
  fileName,
  onDeployed,
  onDirtyChange,
  height = 480,
}: ProcessDesignerEditableProps) {
  const { message } = App.useApp();
  const container = useRef<HTMLDivElement>(null);
  // The modeler lives in a ref (CONVENTIONS 21), created once per mount.
  const modeler = useRef<Modeler | null>(null);
  const [selected, setSelected] = useState<El | null>(null);
  const [props, setProps] = useState<ElementProperties | null>(null);
  const [problems, setProblems] = useState<Problem[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [dirty, setDirty] = useState(false);
  // The selection as the modeler's listeners see it (they are registered once).
  const selectedId = useRef<string | null>(null);
  const dirtyListener = useRef(onDirtyChange);
  dirtyListener.current = onDirtyChange;
  useEffect(() => dirtyListener.current?.(dirty), [dirty]);

  useEffect(() => {
    if (!container.current) return;
    const m = new Modeler({ container: container.current, moddleExtensions: { srm: srmModdleDescriptor } });
    modeler.current = m;
    m.on('selection.changed', (e: { newSelection: El[] }) => {
      const el = e.newSelection.length === 1 ? e.newSelection[0]! : null;
      selectedId.current = el?.id ?? null;
      setSelected(el);
      setProps(el ? propertiesOf(el.businessObject) : null);
    });
    // A name typed on the canvas (or any change to the selected element) shows in the panel at once.
    m.on('element.changed', (e: { element: El }) => {
      if (e.element.id === selectedId.current) setProps(propertiesOf(e.element.businessObject));
    });
    // Every edit, undo or redo is a change not saved yet; loading a diagram (`clear`) is not.
    m.on('commandStack.changed', (e: { trigger: string | null }) => {
      if (e.trigger !== 'clear') setDirty(true);
    });
    return () => {
      m.destroy();
      modeler.current = null;
    };
  }, []);

  const load = useCallback(
    async (xml: string, imported = false) => {
      const m = modeler.current;
      if (!m) return;
      try {
        await m.importXML(xml);
        m.get<Canvas>('canvas').zoom('fit-viewport');
        setProblems(null);
        selectedId.current = null;
        setSelected(null);
        setProps(null);
        // An imported file is not saved yet; the definition's own draft is.
        setDirty(imported);
      } catch (e) {
        void message.error(`流程图无法读取：${errorText(e, 'XML 格式不正确')}`);
      }
    },
    [message],
  );

  useEffect(() => {
    void load(initialXml);
  }, [initialXml, load]);

  const xml = async () => (await modeler.current!.saveXML({ format: true })).xml ?? '';

  const apply = (values: ElementProperties) => {
    const m = modeler.current;
    if (!m || !selected) return;
    const modeling = m.get<Modeling>('modeling');
    const moddle = m.get<Moddle>('moddle');
    const plan = planOf(values);
    modeling.updateProperties(selected, plan.attrs);
    const bo = selected.businessObject;
    if (plan.loop !== undefined) {
      if (plan.loop === null) {
        if (bo.loopCharacteristics) modeling.updateProperties(selected, { loopCharacteristics: undefined });
      } else {
        const loop = moddle.create('bpmn:MultiInstanceLoopCharacteristics', {
          isSequential: plan.loop.isSequential,
        });
        for (const [k, v] of Object.entries(plan.loop.attrs)) if (v !== undefined) loop.set(k, v);
        modeling.updateProperties(selected, { loopCharacteristics: loop });
      }
    }
    if (plan.params) {
      const ext = moddle.create('bpmn:ExtensionElements', {
        values: plan.params.map((p) => moddle.create('srm:Param', p)),
      });
      modeling.updateProperties(selected, { extensionElements: plan.params.length ? ext : undefined });
    }
    if (plan.condition !== undefined) {
      modeling.updateProperties(selected, {
        conditionExpression: plan.condition
          ? moddle.create('bpmn:FormalExpression', { body: plan.condition })
          : undefined,
      });
    }
    if (plan.duration !== undefined) {
      const timer = (bo.eventDefinitions as { $type: string }[] | undefined)?.find(
        (d) => d.$type === 'bpmn:TimerEventDefinition',
      );
      if (timer) {
        modeling.updateModdleProperties(selected, timer, {
          timeDuration: plan.duration
            ? moddle.create('bpmn:FormalExpression', { body: plan.duration })
            : undefined,
        });
      }
    }
  };

  const showProblems = (list: Problem[]) => {
    const m = modeler.current!;
    const overlays = m.get<Overlays>('overlays');
    const canvas = m.get<Canvas>('canvas');
    const registry = m.get<Registry>('elementRegistry');
    overlays.remove({ type: 'srm-problem' });
    for (const el of registry.getAll()) canvas.removeMarker(el.id, 'srm-invalid');
    for (const [id, ps] of problemsByElement(list).byElement) {
      if (!registry.get(id)) continue;
      canvas.addMarker(id, 'srm-invalid');
      const badge = document.createElement('div');
      badge.className = 'srm-problem-badge';
      badge.title = ps.map((p) => p.message).join('\n');
      badge.textContent = String(ps.length);
      badge.dataset.testid = `problem-${id}`;
      overlays.add(id, 'srm-problem', { position: { top: -9, right: 9 }, html: badge });
    }
    setProblems(list);
  };

  const run = async (what: () => Promise<void>) => {
    setBusy(true);
    try {
      await what();
    } finally {
      setBusy(false);
    }
  };

  const validate = () =>
    run(async () => {
      try {
        const answer = await processApi.validate(await xml());
        showProblems(answer.problems);
        if (answer.valid) void message.success('校验通过');
        else
          void message.warning(
            `校验未通过，共 ${answer.problems.filter((p) => p.severity === 'error').length} 个问题`,
          );
      } catch (e) {
        void message.error(errorText(e, '校验失败'));
      }
    });

  const save = () =>
    run(async () => {
      try {
        void message.success((await processApi.saveDraft(definitionId, await xml())) || '保存成功');
        setDirty(false);
      } catch (e) {
        void message.error(errorText(e, '保存失败'));
      }
    });

  const deploy = () =>
    run(async () => {
      try {
        const text = await processApi.deploy(definitionId, await xml());
        showProblems([]);
        setDirty(false);
        void message.success(text || '部署成功');
        onDeployed?.();
      } catch (e) {
        const problemsOf = (e as { envelope?: { result?: { problems?: Problem[] } } }).envelope?.result
          ?.problems;
        if (problemsOf) showProblems(problemsOf);
        void message.error(errorText(e, '部署失败'));
      }
    });

  const exportXml = async () =>
    saveBlob(new Blob([await xml()], { type: 'application/xml' }), `${fileName}.bpmn`);

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8, height: '100%' }}>
      <Space wrap>
        <Button onClick={() => void validate()} loading={busy}>
          校验
        </Button>
        <Button onClick={() => void save()} loading={busy}>
          保存
        </Button>
        <Button type="primary" onClick={() => void deploy()} loading={busy}>
          部署
        </Button>
        <Upload
          accept=".bpmn,.xml"
          showUploadList={false}
          beforeUpload={(file) => {
            void file.text().then((text) => load(text, true));
            return false;
          }}
        >
          <Button>导入XML</Button>
        </Upload>
        <Button onClick={() => void exportXml()}>导出XML</Button>
        {dirty && (
          <Typography.Text type="warning" data-testid="designer-dirty">
            有未保存的修改
          </Typography.Text>
        )}
      </Space>
      <div style={{ display: 'flex', gap: 8, flex: 1, height }}>
        <div ref={container} className="srm-diagram" style={{ flex: 1 }} data-testid="designer-canvas" />
        <div style={{ width: 300, overflow: 'auto' }}>
          <PropertiesPanel value={props} onChange={apply} />
        </div>
      </div>
      {problems && problems.length === 0 && <Alert type="success" showIcon message="校验通过" />}
      {problems && problems.length > 0 && (
        <List
          size="small"
          bordered
          header="校验问题"
          dataSource={problems}
          data-testid="problem-list"
          renderItem={(p) => (
            <List.Item>
              <Alert
                type={p.severity === 'error' ? 'error' : 'warning'}
                message={p.message}
                banner
                style={{ width: '100%' }}
              />
            </List.Item>
          )}
        />
      )}
    </div>
  );
}
