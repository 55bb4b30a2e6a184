import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Outlet, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type {
  AnnouncementItem,
  NewsPage as NewsAnswer,
  PortalSettings,
  ResultItem,
} from '../../modules/portal';
import { AboutPage } from './AboutPage';
import { AnnouncementDetailPage } from './AnnouncementDetailPage';
import { FeaturePage } from './FeaturePage';
import { GuidePage } from './GuidePage';
import { NewsDetailPage } from './NewsDetailPage';
import { NewsPage } from './NewsPage';
import { PurchaseAnnouncementPage } from './PurchaseAnnouncementPage';
import { ResultAnnouncementPage } from './ResultAnnouncementPage';

/**
 * The portal's pages render on the server (no window, document or localStorage while rendering: this
 * runs in Node, where they do not exist), with the answers in the query cache as the server would seed them.
 */
const inquiry: AnnouncementItem = {
  id: 'sp-i-001',
  title: '玻纤浸润剂用硅烷偶联剂KH-550询价采购',
  type: 'inquiry',
  status: '进行中',
  subtitle: '华东玻纤集团 · 询价',
  info: [{ label: '采购类别', value: '化工原料' }],
  content: '<p>询价正文</p>',
  date: '2026-12-07 17:00:00',
  countdown: 12,
  bidCode: 'XJ-2026-0031',
  companyName: '华东玻纤集团',
  publishDate: '2026-11-20',
};
const result: ResultItem = {
  id: 'sp-t-101',
  type: 'tender',
  title: '2026年第三季度叶蜡石粉采购招标',
  date: '2026-10-12',
  companyName: '华东玻纤集团',
  projectName: '2026年第三季度叶蜡石粉采购招标',
  bidCode: 'ZB-2026-0021',
};
const news: NewsAnswer = {
  records: [
    {
      id: 'news-01',
      title: '集团供应商协同平台正式上线',
      content: '第一段\n第二段',
      type: 'company',
      date: '2026-11-20',
    },
  ],
  total: 1,
  current: 1,
  size: 10,
} as NewsAnswer;

/** The parts of the published settings these pages read (the web may not import the events' defaults). */
const settings = {
  template: 'se',
  hero: { primaryColor: '#004CE0' },
  sections: {
    newsTitle: '新闻资讯',
    features: [{ title: '寻源协同', description: '招标、询价、竞价在线完成' }],
  },
  company: {
    name: '华东玻纤集团',
    profile: '华东玻纤集团是一家专业从事玻璃纤维的制造企业。',
    culture: '诚信、创新、协同、共赢',
    addresses: ['浙江省桐乡市'],
    phones: ['0573-8800 0000'],
    email: 'purchase@example.com',
    timeline: [
      { year: '2003', months: [{ month: '05', content: '公司成立' }] },
      { year: '2008', months: [{ month: '09', content: '池窑点火' }] },
    ],
  },
} as unknown as PortalSettings;

const render = (Page: ComponentType, url: string) => {
  const client = new QueryClient();
  client.setQueryData(['portal', 'stats'], {
    openOpportunities: 11,
    announcements: 16,
    results: 5,
    news: 12,
  });
  client.setQueryData(['portal', 'purchase', 'all'], [inquiry]);
  client.setQueryData(['portal', 'purchase', 'inquiry'], [inquiry]);
  client.setQueryData(['portal', 'results', 'tender'], [result]);
  client.setQueryData(['portal', 'news', 1, 10], news);
  client.setQueryData(['portal', 'newsDetail', 'news-01'], news.records[0]);
  client.setQueryData(['portal', 'announcement', 'sp-i-001'], inquiry);
  // Without React's text separators, to read the text as a visitor would.
  const html = renderToString(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route element={<Outlet context={settings} />}>
            <Route path="*" element={<Page />} />
          </Route>
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return html.replaceAll('<!-- -->', '');
};

describe('portal pages rendered on the server', () => {
  it('runs where there is no browser', () => {
    expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined');
  });

  it('the purchase page: count, search, tabs with counts, the item with its label and countdown, selected', () => {
    const html = render(PurchaseAnnouncementPage, '/purchaseAnnouncement?type=inquiry&selected=sp-i-001');
    expect(html).toContain('当前共有<span class="count">11</span>个进行中的采购商机');
    expect(html).toContain('placeholder="请输入项目名称关键字"');
    expect(html).toMatch(/aria-selected="true"[^>]*>询价<span class="portal-tab-count">1<\/span>/);
    expect(html).toContain(inquiry.title);
    expect(html).toContain('报价截止时间：2026-12-07 17:00:00');
    expect(html).toContain('data-selected="true"');
  });

  it('the results list, the company page with its timeline, news, the detail pages, guide and features', () => {
    expect(render(ResultAnnouncementPage, '/resultAnnouncement?type=tender')).toContain(result.title);
    const about = render(AboutPage, '/about');
    for (const text of [
      '公司简介',
      '企业文化',
      '发展历程',
      '联系我们',
      '2003',
      '05月 公司成立',
      '邮箱：purchase@example.com',
    ])
      expect(about).toContain(text);
    const list = render(NewsPage, '/news');
    expect(list).toContain('集团供应商协同平台正式上线');
    expect(list).toContain('portal-tag-blue');
    expect(render(NewsDetailPage, '/newsDetail?id=news-01')).toContain('第二段');
    const detail = render(AnnouncementDetailPage, '/detail?id=sp-i-001');
    expect(detail).toContain(inquiry.title);
    expect(detail).toContain('报价截止时间');
    expect(detail).toContain('<p>询价正文</p>');
    expect(render(GuidePage, '/guide')).toContain('填写企业信息');
    expect(render(FeaturePage, '/feature')).toContain('寻源协同');
  });

  it('a detail without an id says it was not found', () => {
    expect(render(AnnouncementDetailPage, '/detail')).toContain('很抱歉，资源未找到!');
    expect(render(NewsDetailPage, '/newsDetail')).toContain('很抱歉，资源未找到!');
  });
});
