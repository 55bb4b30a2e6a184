import { portal, system, type EventStore } from '@srm/events';
import { DEMO_SUPPLIERS, DEMO_TENANT } from './seed-data';

const DAY = 86_400_000;
const COMPANY = DEMO_TENANT.name;
const meta = { metadata: { actor: 'seed', tenantId: DEMO_TENANT.id } };

type SeedProject = {
  id: string;
  kind: portal.SourcingKind;
  bidCode: string;
  title: string;
  category: string;
  /** Days from the seed time to the deadline (negative: already passed). */
  deadlineDays: number;
  /** Days from the seed time to the publication (<= 0). */
  publishedDays: number;
  /** Awarded this many days from the seed time, to these suppliers. */
  award?: { days: number; suppliers: { name: string; title: string }[] };
};

const [KAOLIN, CHEM, PACK] = DEMO_SUPPLIERS.map((s) => s.name) as [string, string, string];

/** Sourcing projects of the glass-fibre maker: open ones of all three kinds, and awarded ones. */
export const SEED_PROJECTS: SeedProject[] = [
  {
    id: 'sp-t-001',
    kind: 'tender',
    bidCode: 'ZB-2026-0121',
    title: '2026年度玻璃纤维池窑用铂铑合金漏板采购招标',
    category: '贵金属及漏板',
    deadlineDays: 15,
    publishedDays: -2,
  },
  {
    id: 'sp-t-002',
    kind: 'tender',
    bidCode: 'ZB-2026-0122',
    title: '年产10万吨无碱玻纤池窑冷修技改耐火材料采购招标',
    category: '耐火材料',
    deadlineDays: 8,
    publishedDays: -3,
  },
  {
    id: 'sp-t-003',
    kind: 'tender',
    bidCode: 'ZB-2026-0123',
    title: '2027年度叶蜡石粉、高岭土原料框架采购招标',
    category: '矿物原料',
    deadlineDays: 22,
    publishedDays: -1,
  },
  {
    id: 'sp-t-004',
    kind: 'tender',
    bidCode: 'ZB-2026-0124',
    title: '电子级玻纤布织造车间喷气织机采购招标',
    category: '生产设备',
    deadlineDays: 3,
    publishedDays: -6,
  },
  {
    id: 'sp-i-001',
    kind: 'inquiry',
    bidCode: 'XJ-2026-0301',
    title: '玻纤浸润剂用硅烷偶联剂KH-550询价采购',
    category: '化工原料',
    deadlineDays: 12,
    publishedDays: -1,
  },
  {
    id: 'sp-i-002',
    kind: 'inquiry',
    bidCode: 'XJ-2026-0302',
    title: '拉丝机纸管及包装托盘询价采购',
    category: '包装材料',
    deadlineDays: 6,
    publishedDays: -2,
  },
  {
    id: 'sp-i-003',
    kind: 'inquiry',
    bidCode: 'XJ-2026-0303',
    title: '天然气调压撬年度维保服务询价',
    category: '维保服务',
    deadlineDays: 2,
    publishedDays: -4,
  },
  {
    id: 'sp-i-004',
    kind: 'inquiry',
    bidCode: 'XJ-2026-0304',
    title: '短切原丝生产线备品备件询价采购',
    category: '备品备件',
    deadlineDays: 18,
    publishedDays: 0,
  },
  {
    id: 'sp-a-001',
    kind: 'auction',
    bidCode: 'JJ-2026-0051',
    title: '无碱玻纤纱包装用缠绕膜年度竞价采购',
    category: '包装材料',
    deadlineDays: 5,
    publishedDays: -1,
  },
  {
    id: 'sp-a-002',
    kind: 'auction',
    bidCode: 'JJ-2026-0052',
    title: '硼钙石原料第一季度竞价采购',
    category: '矿物原料',
    deadlineDays: 11,
    publishedDays: -2,
  },
  {
    id: 'sp-a-003',
    kind: 'auction',
    bidCode: 'JJ-2026-0053',
    title: '环氧树脂乳液成膜剂竞价采购',
    category: '化工原料',
    deadlineDays: 9,
    publishedDays: 0,
  },
  {
    id: 'sp-t-090',
    kind: 'tender',
    bidCode: 'ZB-2026-0090',
    title: '2026年第四季度高岭土原料采购招标',
    category: '矿物原料',
    deadlineDays: -45,
    publishedDays: -60,
    award: { days: -30, suppliers: [{ name: KAOLIN, title: '中标供应商' }] },
  },
  {
    id: 'sp-i-090',
    kind: 'inquiry',
    bidCode: 'XJ-2026-0290',
    title: '浸润剂用聚氨酯乳液询价采购',
    category: '化工原料',
    deadlineDays: -28,
    publishedDays: -35,
    award: { days: -20, suppliers: [{ name: CHEM, title: '中标供应商' }] },
  },
  {
    id: 'sp-a-090',
    kind: 'auction',
    bidCode: 'JJ-2026-0040',
    title: '纸箱及护角包装材料竞价采购',
    category: '包装材料',
    deadlineDays: -14,
    publishedDays: -21,
    award: {
      days: -10,
      suppliers: [
        { name: PACK, title: '第一中标人' },
        { name: '苏州华联纸业有限公司', title: '第二中标人' },
      ],
    },
  },
  {
    id: 'sp-t-091',
    kind: 'tender',
    bidCode: 'ZB-2026-0091',
    title: '池窑纯氧燃烧系统液氧供应招标',
    category: '工业气体',
    deadlineDays: -12,
    publishedDays: -25,
    award: {
      days: -7,
      suppliers: [
        { name: '杭州杭氧气体有限公司', title: '标段一 中标供应商' },
        { name: '嘉兴林德气体有限公司', title: '标段二 中标供应商' },
      ],
    },
  },
  {
    id: 'sp-i-091',
    kind: 'inquiry',
    bidCode: 'XJ-2026-0291',
    title: '石灰石粉年度询价采购',
    category: '矿物原料',
    deadlineDays: -9,
    publishedDays: -16,
    award: { days: -5, suppliers: [{ name: KAOLIN, title: '中标供应商' }] },
  },
];

const KIND_WORDS: Record<portal.SourcingKind, { method: string; deadline: string }> = {
  tender: { method: '公开招标', deadline: '报名截止时间' },
  inquiry: { method: '询价采购', deadline: '报价截止时间' },
  auction: { method: '在线竞价', deadline: '计划开始时间' },
};

const announcementOf = (p: SeedProject, now: Date): portal.SourcingAnnouncement => {
  const w = KIND_WORDS[p.kind];
  const deadline = new Date(now.getTime() + p.deadlineDays * DAY);
  const when = portal.businessDateTime(deadline);
  return {
    projectId: p.id,
    tenantId: DEMO_TENANT.id,
    kind: p.kind,
    bidCode: p.bidCode,
    title: p.title,
    subtitle: `${COMPANY} · ${w.method}`,
    companyName: COMPANY,
    info: [
      { label: '采购单位', value: COMPANY },
      { label: '项目编号', value: p.bidCode },
      { label: '采购类别', value: p.category },
      { label: '采购方式', value: w.method },
    ],
    content: [
      `<h3>${p.title}</h3>`,
      `<p>${COMPANY}就“${p.title}”项目进行${w.method}，欢迎符合条件的供应商参加。</p>`,
      `<p><strong>一、项目编号：</strong>${p.bidCode}</p>`,
      `<p><strong>二、采购类别：</strong>${p.category}</p>`,
      '<p><strong>三、供应商资格要求：</strong>具有独立法人资格，营业执照在有效期内；近三年无重大质量事故；已在本平台完成注册并通过资质审核。</p>',
      `<p><strong>四、${w.deadline}：</strong>${when}</p>`,
      '<p><strong>五、参与方式：</strong>登录供应商协同平台，在采购公告中点击“我要参与”完成报名。</p>',
    ].join(''),
    invitation: [
      '<p>致各潜在供应商：</p>',
      `<p>${COMPANY}诚邀贵公司参加“${p.title}”（项目编号 ${p.bidCode}）的${w.method}。</p>`,
      `<p>请于 ${when} 前登录平台完成报名并按要求提交文件。采购文件、技术规格与评审办法请在报名后下载。</p>`,
      '<p>联系人：集团采购中心 张工，电话 0573-8800 0000。</p>',
      `<p style="text-align: right">${COMPANY} 采购中心</p>`,
    ].join(''),
    deadline: deadline.toISOString(),
    publishedAt: new Date(now.getTime() + p.publishedDays * DAY).toISOString(),
  };
};

/** The advanced home's 12 news items (spec §1), company news and industry news. */
export const SEED_NEWS: {
  id: string;
  title: string;
  type: 'company' | 'industry';
  date: string;
  content: string;
}[] = [
  {
    id: 'news-01',
    type: 'company',
    date: '2026-11-18',
    title: '集团供应商协同平台正式上线',
    content:
      '集团供应商协同平台于11月18日正式上线，采购公告、在线报名、报价与竞价、结果公示全部线上完成，实现阳光采购全流程留痕。',
  },
  {
    id: 'news-02',
    type: 'industry',
    date: '2026-11-12',
    title: '风电叶片大型化带动高模量玻纤需求增长',
    content: '随着风电叶片长度突破百米，高模量玻璃纤维需求持续增长，行业头部企业纷纷扩产高性能产品线。',
  },
  {
    id: 'news-03',
    type: 'company',
    date: '2026-11-05',
    title: '桐乡基地年产10万吨池窑冷修技改项目启动',
    content:
      '桐乡基地年产10万吨无碱玻纤池窑冷修技改项目正式启动，项目采用纯氧燃烧与智能化拉丝技术，能耗预计下降15%。',
  },
  {
    id: 'news-04',
    type: 'industry',
    date: '2026-10-28',
    title: '电子级玻纤布价格企稳回升',
    content: '受下游覆铜板需求回暖影响，电子级玻纤布价格企稳回升，薄布与超薄布供应偏紧。',
  },
  {
    id: 'news-05',
    type: 'company',
    date: '2026-10-20',
    title: '集团召开2026年度优秀供应商表彰大会',
    content: '集团召开年度供应商大会，表彰在质量、交付与创新方面表现突出的二十家优秀供应商。',
  },
  {
    id: 'news-06',
    type: 'industry',
    date: '2026-10-11',
    title: '玻纤行业绿色低碳发展指南发布',
    content: '行业协会发布玻纤行业绿色低碳发展指南，提出到2030年单位产品综合能耗下降20%的目标。',
  },
  {
    id: 'news-07',
    type: 'company',
    date: '2026-09-26',
    title: '集团与高校共建复合材料联合实验室',
    content: '集团与浙江某高校共建复合材料联合实验室，聚焦热塑性复合材料与回收再利用技术。',
  },
  {
    id: 'news-08',
    type: 'industry',
    date: '2026-09-15',
    title: '热塑性复合材料在汽车轻量化中加速应用',
    content: '长玻纤增强热塑性材料在汽车前端模块、电池包壳体中加速应用，带动短切原丝需求。',
  },
  {
    id: 'news-09',
    type: 'company',
    date: '2026-09-03',
    title: '电子纱二期项目顺利投产',
    content: '集团电子纱二期项目顺利投产，新增年产能3万吨，产品通过多家覆铜板企业认证。',
  },
  {
    id: 'news-10',
    type: 'industry',
    date: '2026-08-22',
    title: '铂铑合金价格波动对漏板成本的影响分析',
    content: '铂铑合金价格近期波动加剧，玻纤企业通过漏板回收与合金配比优化降低成本风险。',
  },
  {
    id: 'news-11',
    type: 'company',
    date: '2026-08-08',
    title: '集团通过能源管理体系认证',
    content: '集团顺利通过ISO 50001能源管理体系认证，能源管理水平再上新台阶。',
  },
  {
    id: 'news-12',
    type: 'industry',
    date: '2026-07-30',
    title: '上半年玻纤及制品出口量同比增长',
    content: '海关数据显示，上半年我国玻璃纤维及制品出口量同比增长，欧洲与东南亚市场需求旺盛。',
  },
];

/** 发展历程 of the company page (timeline, 4 per page). */
export const SEED_TIMELINE = [
  { year: '2003', months: [{ month: '05', content: '公司在浙江桐乡成立，第一条坩埚拉丝生产线投产' }] },
  { year: '2008', months: [{ month: '09', content: '首座年产3万吨无碱玻纤池窑点火' }] },
  { year: '2012', months: [{ month: '03', content: '电子纱项目投产，进入电子级玻纤布领域' }] },
  { year: '2016', months: [{ month: '11', content: '组建华东玻纤集团，拥有三大生产基地' }] },
  { year: '2019', months: [{ month: '06', content: '风电纱产品通过国际认证' }] },
  { year: '2022', months: [{ month: '08', content: '智能制造示范工厂建成' }] },
  { year: '2024', months: [{ month: '04', content: '复合材料研究院成立' }] },
  { year: '2026', months: [{ month: '11', content: '供应商协同平台上线，采购全面线上化' }] },
];

/**
 * The portal's demo content, idempotent, by appending the same events sourcing and the studio will:
 * each project's announcement (deadlines relative to the first seeding, so countdowns run) and,
 * for awarded ones, its result; the 12 news items; the company's profile, contact and timeline.
 */
export async function seedPortal(store: EventStore, now: Date = new Date()): Promise<void> {
  for (const p of SEED_PROJECTS) {
    const streamId = portal.sourcingProjectStreamId(p.id);
    const version = await store.streamVersion(streamId);
    if (version === 0) await portal.publishSourcingAnnouncement(store, announcementOf(p, now), meta);
    if (p.award && version < 2) {
      await portal.announceSourcingResult(
        store,
        {
          projectId: p.id,
          tenantId: DEMO_TENANT.id,
          awardedAt: new Date(now.getTime() + p.award.days * DAY).toISOString(),
          suppliers: p.award.suppliers,
        },
        meta,
      );
    }
  }
  for (const n of SEED_NEWS) {
    const exists = await store.db
      .selectFrom('portal_news')
      .select('id')
      .where('id', '=', n.id)
      .executeTakeFirst();
    if (exists) continue;
    const { id, date, ...values } = n;
    await system.createRecord(
      store,
      'portalNews',
      { id, tenantId: DEMO_TENANT.id, values: { ...values, newsDate: date } },
      meta,
    );
  }
  if ((await store.streamVersion(portal.portalSettingsStreamId(DEMO_TENANT.id))) === 0) {
    await portal.publishPortalSettings(store, DEMO_TENANT.id, { company: { timeline: SEED_TIMELINE } }, meta);
  }
}
