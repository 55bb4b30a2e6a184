import { ArrowLeftOutlined } from '@ant-design/icons';
import { PageContainer } from '@ant-design/pro-components';
import { App, Button, Result, Spin, Tag } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useBlocker, useLocation, useNavigate } from 'react-router';
import { errorText } from '../../modules/core';
import {
  DEFINITION_LIST_PATH,
  DESIGNER_PATH,
  emptyDiagram,
  ProcessDesignerEditable,
  processApi,
  type DefinitionDetail,
} from '../../modules/process';
import { useUnsavedChanges } from '../../modules/widgets';

type Loaded =
  | { state: 'loading' }
  | { state: 'failed'; message: string }
  | { state: 'ready'; detail: DefinitionDetail; xml: string };

/**
 * 流程设计器 (hidden menu `m-process-modeler`, `/process/designer/edit?id=<definition>`): one
 * definition's diagram on its own page, a deep link that survives a reload. Leaving with changes
 * not saved asks first: a link or the browser's back (router blocker), a reload or closing the
 * window (beforeunload).
 */
export function Component() {
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const location = useLocation();
  // The definition is the one of the designer URL last seen: a view can mount for a moment under
  // another tab's location (choosing a tab mounts its view before the route follows), so it follows
  // the location while that is a designer URL and keeps its id while the location is another page's.
  const [id, setId] = useState<string | null>(null);
  useEffect(() => {
    if (location.pathname !== DESIGNER_PATH) return;
    setId(new URLSearchParams(location.search).get('id') ?? '');
  }, [location.pathname, location.search]);
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [dirty, setDirty] = useState(false);

  /** Shows a definition's facts; the canvas gets a diagram only on that definition's first load. */
  const show = useCallback((detail: DefinitionDetail) => {
    setLoaded((was) => ({
      state: 'ready',
      detail,
      xml:
        was.state === 'ready' && was.detail.id === detail.id
          ? was.xml
          : (detail.draftXml ?? emptyDiagram(detail.key, detail.name)),
    }));
  }, []);

  useEffect(() => {
    if (id === null) return;
    if (!id) {
      setLoaded({ state: 'failed', message: '请选择一条记录' });
      return;
    }
    // An answer for an id the page no longer shows is dropped.
    let live = true;
    processApi.definition(id).then(
      (detail) => live && show(detail),
      (e: unknown) => live && setLoaded({ state: 'failed', message: errorText(e, '流程定义加载失败') }),
    );
    return () => {
      live = false;
    };
  }, [id, show]);

  useUnsavedChanges(dirty);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  const asking = useRef(false);
  useEffect(() => {
    if (blocker.state !== 'blocked' || asking.current) return;
    asking.current = true;
    modal.confirm({
      title: '确定离开流程设计吗？',
      content: '流程图有未保存的修改，离开后修改将丢失。',
      okText: '离开',
      cancelText: '取消',
      onOk: () => {
        asking.current = false;
        blocker.proceed();
      },
      onCancel: () => {
        asking.current = false;
        blocker.reset();
      },
    });
  }, [blocker, modal]);

  const back = () => void navigate(DEFINITION_LIST_PATH);
  const backButton = (
    <Button key="back" icon={<ArrowLeftOutlined />} onClick={back} data-testid="designer-back">
      返回流程定义
    </Button>
  );

  if (loaded.state === 'loading') return <Spin style={{ display: 'block', margin: '80px auto' }} />;
  if (loaded.state === 'failed') {
    return <Result status="warning" title={loaded.message} extra={backButton} />;
  }
  const { detail, xml } = loaded;
  return (
    <PageContainer
      title={`流程设计：${detail.name}`}
      subTitle={
        <span data-testid="designer-version">
          {detail.version ? `已部署 V${detail.version}` : '未部署'}
          {detail.status === 'suspended' && (
            <Tag color="error" style={{ marginLeft: 8 }}>
              已挂起
            </Tag>
          )}
        </span>
      }
      extra={[backButton]}
    >
      <ProcessDesignerEditable
        key={detail.id}
        definitionId={detail.id}
        initialXml={xml}
        fileName={detail.key}
        height="calc(100vh - 300px)"
        onDirtyChange={setDirty}
        onDeployed={() => void processApi.definition(detail.id).then(show, () => undefined)}
      />
    </PageContainer>
  );
}
