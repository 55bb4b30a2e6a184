import { CheckCircleFilled } from '@ant-design/icons';
import { Button, Card, Flex, Tag, Typography } from 'antd';
import { homePathOf, type PortalTemplate } from '../../portal-light';

export type TemplateChooserProps = {
  /** The template that is live. */
  live: PortalTemplate;
  /** The draft's template (the one being edited). */
  editing: PortalTemplate;
  canEnable: boolean;
  enabling: boolean;
  onEdit: (t: PortalTemplate) => void;
  onEnable: (t: PortalTemplate) => void;
};

const TEMPLATES: { value: PortalTemplate; title: string; description: string }[] = [
  { value: 'se', title: '基础版', description: '首屏、采购公告、结果公示、新闻资讯，适合快速上线' },
  { value: 'pro', title: '高级版', description: '在基础版之上增加平台介绍、合作伙伴与完整新闻栏目' },
];

/** Spec §2: the two templates, each with 预览 (the public home in a new tab), 编辑 and 启用. */
export function TemplateChooser({
  live,
  editing,
  canEnable,
  enabling,
  onEdit,
  onEnable,
}: TemplateChooserProps) {
  return (
    <Flex gap={16} wrap>
      {TEMPLATES.map((t) => (
        <Card
          key={t.value}
          size="small"
          style={{ width: 300, borderColor: t.value === editing ? '#1677ff' : undefined }}
          data-testid={`studio-template-${t.value}`}
          title={
            <Flex gap={8} align="center">
              {t.title}
              <Tag>{t.value}</Tag>
              {t.value === live && (
                <Tag color="success" icon={<CheckCircleFilled />}>
                  使用中
                </Tag>
              )}
            </Flex>
          }
          actions={[
            <Button key="preview" type="link" href={homePathOf(t.value)} target="_blank" rel="noopener">
              预览
            </Button>,
            <Button key="edit" type="link" onClick={() => onEdit(t.value)}>
              编辑
            </Button>,
            <Button
              key="enable"
              type="link"
              disabled={!canEnable || t.value === live}
              loading={enabling}
              onClick={() => onEnable(t.value)}
            >
              启用
            </Button>,
          ]}
        >
          <Typography.Paragraph type="secondary" style={{ margin: 0, minHeight: 44 }}>
            {t.description}
          </Typography.Paragraph>
        </Card>
      ))}
    </Flex>
  );
}
