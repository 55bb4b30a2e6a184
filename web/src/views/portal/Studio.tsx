import { PageContainer } from '@ant-design/pro-components';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Card, Col, Popconfirm, Row, Space, Spin, Tabs } from 'antd';
import { useState } from 'react';
import { errorText } from '../../modules/core';
import {
  FooterEditor,
  HeroEditor,
  HISTORY_KEY,
  NavEditor,
  PublicationHistory,
  StudioPreview,
  studioApi,
  TemplateChooser,
  useStudioDraft,
  type StudioSettings,
} from '../../modules/studio';
import { useAuthorized } from '../../modules/widgets';

/**
 * 门户设置 (spec §2 template chooser and hero page builder, §3 "Hero config", "Portal settings"): a draft
 * kept locally, edited beside a live preview of the portal's own hero, published as a whole; the
 * history of publications with 恢复此版本.
 */
export function Component() {
  const { message } = App.useApp();
  const studio = useStudioDraft();
  const canList = useAuthorized('portal:settings:list');
  const canPublish = useAuthorized('portal:settings:publish');
  const canRevert = useAuthorized('portal:settings:revert');
  const [tab, setTab] = useState('template');
  const history = useQuery({ queryKey: HISTORY_KEY, queryFn: studioApi.history, enabled: canList });

  const done = async (text: string) => {
    message.success(text);
    await studio.published();
  };
  const fail = (e: unknown) => message.error(errorText(e, '操作失败'));
  const publish = useMutation({ mutationFn: studioApi.publish, onSuccess: done, onError: fail });
  // 启用 publishes what is live with that template; the draft keeps its edits and follows the template.
  const enable = useMutation({
    mutationFn: studioApi.publish,
    onSuccess: async (text, model) => {
      message.success(text);
      await studio.published(true);
      studio.follow(model.template);
    },
    onError: fail,
  });
  const revert = useMutation({ mutationFn: studioApi.revert, onSuccess: done, onError: fail });

  const { draft, live } = studio;
  if (studio.error)
    return <Alert type="error" showIcon message={errorText(studio.error, '门户设置加载失败')} />;
  if (!draft || !live) return <Spin style={{ display: 'block', margin: 48 }} />;
  const edit = (change: (d: StudioSettings) => StudioSettings) => studio.update(change);

  return (
    <PageContainer
      title="门户设置"
      extra={
        <Space>
          <Popconfirm title="放弃未发布的更改？" onConfirm={studio.reset} disabled={!studio.dirty}>
            <Button disabled={!studio.dirty}>撤销更改</Button>
          </Popconfirm>
          {canPublish && (
            <Button
              type="primary"
              disabled={!studio.dirty}
              loading={publish.isPending}
              onClick={() => publish.mutate(draft)}
            >
              发布
            </Button>
          )}
        </Space>
      }
    >
      {studio.dirty && (
        <Alert
          style={{ marginBottom: 16 }}
          type="info"
          showIcon
          message="草稿已自动保存在本机，发布后门户才会更新"
        />
      )}
      <Row gutter={16}>
        <Col xs={24} xl={11}>
          <Card size="small">
            <Tabs
              activeKey={tab}
              onChange={setTab}
              items={[
                {
                  key: 'template',
                  label: '模板',
                  children: (
                    <TemplateChooser
                      live={live.template}
                      editing={draft.template}
                      canEnable={canPublish}
                      enabling={enable.isPending}
                      onEdit={(template) => {
                        edit((d) => ({ ...d, template }));
                        setTab('hero');
                      }}
                      onEnable={(template) => enable.mutate({ ...live, template })}
                    />
                  ),
                },
                {
                  key: 'hero',
                  label: '首屏',
                  children: (
                    <HeroEditor hero={draft.hero} onChange={(hero) => edit((d) => ({ ...d, hero }))} />
                  ),
                },
                {
                  key: 'nav',
                  label: '导航',
                  children: (
                    <NavEditor
                      siteMap={draft.nav.siteMap}
                      onChange={(siteMap) => edit((d) => ({ ...d, nav: { ...d.nav, siteMap } }))}
                    />
                  ),
                },
                {
                  key: 'footer',
                  label: '页脚',
                  children: (
                    <FooterEditor
                      footer={draft.footer}
                      onChange={(footer) => edit((d) => ({ ...d, footer }))}
                    />
                  ),
                },
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} xl={13}>
          <Card size="small" title="实时预览">
            <StudioPreview settings={draft} />
          </Card>
          {canList && (
            <Card size="small" title="发布历史" style={{ marginTop: 16 }}>
              <PublicationHistory
                items={history.data ?? []}
                canRevert={canRevert}
                onRevert={(version) => revert.mutate(version)}
              />
            </Card>
          )}
        </Col>
      </Row>
    </PageContainer>
  );
}
