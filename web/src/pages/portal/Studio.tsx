import { PageContainer } from '@ant-design/pro-components';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Card, Col, Popconfirm, Row, Space, Spin, Tabs } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { draftProblems } from '@srm/contracts/portal';
import { ApiError, errorText } from '../../modules/core';
import {
  CompanyEditor,
  FooterEditor,
  HeroEditor,
  HISTORY_KEY,
  NavEditor,
  PublicationHistory,
  PublishConflict,
  SectionsEditor,
  StudioPreview,
  studioApi,
  TemplateChooser,
  useStudioDraft,
  type StudioSettings,
} from '../../modules/studio';
import { useAuthorized } from '../../modules/widgets';

/**
 * 门户设置 (spec §2 template chooser and hero page builder, §3 "Hero config", "Portal settings"): a draft
 * kept locally with the live version it started from, edited beside a whole-page preview, published as
 * a whole only over that version (else the conflict dialog); the history of publications with 恢复此版本.
 */
export function Component() {
  const { message } = App.useApp();
  const studio = useStudioDraft();
  const canList = useAuthorized('portal:settings:list');
  const canPublish = useAuthorized('portal:settings:publish');
  const canRevert = useAuthorized('portal:settings:revert');
  const [tab, setTab] = useState('template');
  const [conflict, setConflict] = useState<string | null>(null);
  const historyCard = useRef<HTMLDivElement>(null);
  const history = useQuery({ queryKey: HISTORY_KEY, queryFn: studioApi.history, enabled: canList });
  const problems = useMemo(() => (studio.draft ? draftProblems(studio.draft) : []), [studio.draft]);

  const fail = (e: unknown) => message.error(errorText(e, '操作失败'));
  const publish = useMutation({
    mutationFn: studioApi.publish,
    onSuccess: async (text) => {
      message.success(text);
      await studio.published();
    },
    onError: async (e) => {
      if (!(e instanceof ApiError && e.status === 409)) return fail(e);
      // Nothing was written: read the newer version and let the user decide over it.
      await studio.refresh();
      setConflict(e.message);
    },
  });
  // 启用 publishes what is live with that template; the draft keeps its edits and follows the template.
  const enable = useMutation({
    mutationFn: studioApi.publish,
    onSuccess: async (text, sent) => {
      message.success(text);
      await studio.enabled(sent.settings.template, sent.baseVersion);
    },
    onError: fail,
  });
  const revert = useMutation({
    mutationFn: studioApi.revert,
    onSuccess: async (text) => {
      message.success(text);
      await studio.published();
    },
    onError: fail,
  });

  const { draft, live, liveVersion } = studio;
  if (studio.error)
    return <Alert type="error" showIcon message={errorText(studio.error, '门户设置加载失败')} />;
  if (!draft || !live || liveVersion === null) return <Spin style={{ display: 'block', margin: 48 }} />;
  const edit = (change: (d: StudioSettings) => StudioSettings) => studio.update(change);
  const showChanges = () => {
    setConflict(null);
    historyCard.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

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
              disabled={!studio.dirty || problems.length > 0}
              loading={publish.isPending}
              onClick={() => publish.mutate({ settings: draft, baseVersion: studio.baseVersion })}
            >
              发布
            </Button>
          )}
        </Space>
      }
    >
      {studio.behind && (
        <Alert
          style={{ marginBottom: 16 }}
          type="warning"
          showIcon
          message={`草稿基于版本 ${studio.baseVersion}，之后已有他人发布（当前版本 ${liveVersion}），发布前请查看发布历史`}
        />
      )}
      {studio.dirty && !studio.behind && (
        <Alert
          style={{ marginBottom: 16 }}
          type="info"
          showIcon
          message="草稿已自动保存在本机，发布后门户才会更新"
        />
      )}
      {problems.length > 0 && (
        <Alert
          style={{ marginBottom: 16 }}
          type="error"
          showIcon
          data-testid="studio-problems"
          message="请先修正以下内容再发布"
          description={problems.map((p) => `${p.field}：${p.message}`).join('；')}
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
                      onEnable={(template) =>
                        enable.mutate({ settings: { ...live, template }, baseVersion: liveVersion })
                      }
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
                  key: 'sections',
                  label: '首页栏目',
                  children: (
                    <SectionsEditor
                      sections={draft.sections}
                      onChange={(sections) => edit((d) => ({ ...d, sections }))}
                    />
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
                  key: 'company',
                  label: '关于我们',
                  children: (
                    <CompanyEditor
                      company={draft.company}
                      problems={problems}
                      onChange={(company) => edit((d) => ({ ...d, company }))}
                    />
                  ),
                },
                {
                  key: 'footer',
                  label: '页脚',
                  children: (
                    <FooterEditor
                      footer={draft.footer}
                      problems={problems}
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
            <div ref={historyCard}>
              <Card size="small" title="发布历史" style={{ marginTop: 16 }}>
                <PublicationHistory
                  items={history.data ?? []}
                  canRevert={canRevert}
                  onRevert={(version) => revert.mutate(version)}
                  draftBase={studio.behind ? studio.baseVersion : null}
                />
              </Card>
            </div>
          )}
        </Col>
      </Row>
      <PublishConflict
        open={conflict !== null}
        message={conflict ?? ''}
        onShowChanges={showChanges}
        onKeep={async () => {
          setConflict(null);
          await studio.keepOverLatest();
          message.info('草稿已改为基于最新版本，确认后可再次发布');
        }}
        onDrop={() => {
          setConflict(null);
          studio.reset();
        }}
        onClose={() => setConflict(null)}
      />
    </PageContainer>
  );
}
