import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Divider, Flex, Input, Typography } from 'antd';
import type { DraftProblem, StudioCompany, StudioYear } from '../types';
import { problemAt } from '@srm/contracts/portal';
import { patchAt, setAt } from '../utils/draft';
import { RowActions } from './RowActions';

export type CompanyEditorProps = {
  company: StudioCompany;
  problems: readonly DraftProblem[];
  onChange: (next: StudioCompany) => void;
};

/** The model's limits (portal-settings.ts). */
const MAX = { contacts: 10, years: 50, months: 12 } as const;

/** The company page (/about): 公司简介, 企业文化, 联系我们 and the 发展历程 timeline. */
export function CompanyEditor({ company, problems, onChange }: CompanyEditorProps) {
  const set = (patch: Partial<StudioCompany>) => onChange({ ...company, ...patch });
  const years = company.timeline;
  const setYear = (i: number, year: StudioYear) => set({ timeline: setAt(years, i, year) });
  return (
    <Flex vertical gap={8}>
      <Input
        addonBefore="公司名称"
        aria-label="公司名称"
        value={company.name}
        maxLength={100}
        onChange={(e) => set({ name: e.target.value })}
      />
      <Typography.Text strong>公司简介</Typography.Text>
      <Input.TextArea
        aria-label="公司简介"
        value={company.profile}
        maxLength={5000}
        autoSize={{ minRows: 3, maxRows: 10 }}
        onChange={(e) => set({ profile: e.target.value })}
      />
      <Typography.Text strong>企业文化</Typography.Text>
      <Input.TextArea
        aria-label="企业文化"
        value={company.culture}
        maxLength={1000}
        autoSize={{ minRows: 2, maxRows: 6 }}
        onChange={(e) => set({ culture: e.target.value })}
      />

      <Divider plain orientation="left" style={{ margin: '4px 0' }}>
        联系我们
      </Divider>
      <StringList
        label="地址"
        items={company.addresses}
        max={200}
        onChange={(addresses) => set({ addresses })}
      />
      <StringList label="电话" items={company.phones} max={40} onChange={(phones) => set({ phones })} />
      <Input
        addonBefore="邮箱"
        aria-label="邮箱"
        value={company.email}
        maxLength={100}
        onChange={(e) => set({ email: e.target.value })}
      />

      <Divider plain orientation="left" style={{ margin: '4px 0' }}>
        发展历程
      </Divider>
      {years.map((y, i) => {
        const yearError = problemAt(problems, `company.timeline.${i}.year`);
        return (
          <Card
            key={i}
            size="small"
            data-testid="studio-timeline-year"
            title={
              <Flex gap={8} align="center">
                <Input
                  aria-label={`发展历程${i + 1}年份`}
                  placeholder="年份，如 2026"
                  value={y.year}
                  maxLength={10}
                  status={yearError ? 'error' : undefined}
                  style={{ width: 140 }}
                  onChange={(e) => setYear(i, { ...y, year: e.target.value })}
                />
                {yearError && <Typography.Text type="danger">{yearError}</Typography.Text>}
              </Flex>
            }
            extra={
              <RowActions
                list={years}
                index={i}
                label={`发展历程${i + 1}`}
                onChange={(timeline) => set({ timeline })}
              />
            }
          >
            <Flex vertical gap={6}>
              {y.months.map((m, j) => (
                <Flex key={j} gap={6} align="center">
                  <Input
                    aria-label={`发展历程${i + 1}第${j + 1}条月份`}
                    placeholder="月"
                    value={m.month}
                    maxLength={10}
                    style={{ width: 64 }}
                    onChange={(e) =>
                      setYear(i, { ...y, months: patchAt(y.months, j, { month: e.target.value }) })
                    }
                  />
                  <Input
                    aria-label={`发展历程${i + 1}第${j + 1}条内容`}
                    placeholder="大事记"
                    value={m.content}
                    maxLength={500}
                    onChange={(e) =>
                      setYear(i, { ...y, months: patchAt(y.months, j, { content: e.target.value }) })
                    }
                  />
                  <RowActions
                    list={y.months}
                    index={j}
                    label={`发展历程${i + 1}第${j + 1}条`}
                    onChange={(months) => setYear(i, { ...y, months })}
                  />
                </Flex>
              ))}
              <Button
                size="small"
                type="dashed"
                icon={<PlusOutlined />}
                disabled={y.months.length >= MAX.months}
                onClick={() => setYear(i, { ...y, months: [...y.months, { month: '', content: '' }] })}
              >
                添加大事记
              </Button>
            </Flex>
          </Card>
        );
      })}
      <Button
        type="dashed"
        icon={<PlusOutlined />}
        disabled={years.length >= MAX.years}
        onClick={() => set({ timeline: [...years, { year: '', months: [{ month: '', content: '' }] }] })}
      >
        添加年份
      </Button>
    </Flex>
  );
}

/** Rows of one text each (addresses, phones): edit, reorder, delete, add. */
function StringList({
  label,
  items,
  max,
  onChange,
}: {
  label: string;
  items: string[];
  max: number;
  onChange: (next: string[]) => void;
}) {
  return (
    <Flex vertical gap={6}>
      {items.map((v, i) => (
        <Flex key={i} gap={6} align="center">
          <Input
            addonBefore={`${label}${i + 1}`}
            aria-label={`${label}${i + 1}`}
            value={v}
            maxLength={max}
            onChange={(e) => onChange(setAt(items, i, e.target.value))}
          />
          <RowActions list={items} index={i} label={`${label}${i + 1}`} onChange={onChange} />
        </Flex>
      ))}
      <Button
        size="small"
        type="dashed"
        icon={<PlusOutlined />}
        disabled={items.length >= MAX.contacts}
        onClick={() => onChange([...items, ''])}
      >
        添加{label}
      </Button>
    </Flex>
  );
}
