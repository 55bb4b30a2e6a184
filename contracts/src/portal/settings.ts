import { z } from 'zod';
import { plainText, safeLink } from '../core/index';

/**
 * The portal's look and content (spec §2 "Public portal layout", §3 "Hero config", "Portal settings"),
 * one typed model with every default in this file. The API answers the published settings merged
 * over these defaults; the studio publishes a whole model as `PortalSettingsPublished`
 * (events/src/modules/portal/portal-settings.commands.ts). In the contract because both sides need
 * it: the API and the domain validate with it, the web is typed from it and the studio checks a
 * draft with the same rules (draft.ts).
 */

/** Every text the portal shows is plain text ([SEC1] 11); titles say so in their message. */
const plain = (max: number) => plainText(z.string().max(max), '文字');
const title = (max: number) => plainText(z.string().max(max), '标题');
const str = (max: number, d: string) => plain(max).default(d);
const flag = (d: boolean) => z.boolean().default(d);

/** Colours are CSS hex (#rgb, #rrggbb, or #rrggbbaa as antd's picker writes with transparency). */
export const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
export const COLOR_MESSAGE = '颜色格式不正确';
const color = (d: string) => z.string().regex(HEX_COLOR, COLOR_MESSAGE).default(d);

/**
 * Links and images the portal renders: http(s) addresses or a path of the site (`/about#profile`);
 * anything else (`javascript:`, `//host`, `data:`) would run or load what the studio never meant.
 */
export const PORTAL_URL = /^(?:https?:\/\/[^\s/]+[^\s]*|\/(?!\/)[^\s]*)$/i;
export const URL_MESSAGE = '链接地址应以 http://、https:// 或 / 开头';
export const YEAR_MESSAGE = '请填写年份';

/** Spec §5: the hero font-size slider. */
export const FONT_SIZE = { min: 16, max: 80, step: 2 } as const;
const url = (max: number) => safeLink(z.string().max(max).regex(PORTAL_URL, URL_MESSAGE));

const textStyle = (text: string, fontSize: number, isBold: boolean) =>
  z
    .object({
      text: str(200, text),
      isBold: flag(isBold),
      style: z
        .object({
          /** Spec §5: 16 to 80, step 2. */
          fontSize: z
            .number()
            .int()
            .min(FONT_SIZE.min)
            .max(FONT_SIZE.max)
            .multipleOf(FONT_SIZE.step)
            .default(fontSize),
          color: color('#ffffff'),
          textAlign: z.enum(['left', 'center', 'right']).default('left'),
        })
        .prefault({}),
    })
    .prefault({});

export const statItemSchema = z.object({
  value: z.number().min(0),
  plus: z.boolean(),
  unit: plain(20),
  title: title(40),
});

const navEntry = z.object({
  title: title(40),
  url: url(300),
  name: plain(60),
  visible: z.boolean(),
  children: z.array(z.object({ title: title(40), url: url(300) })).max(20),
});

const link = z.object({ title: title(60), url: url(300) });

export const DEFAULT_STATS: z.infer<typeof statItemSchema>[] = [
  { value: 47000, plus: true, unit: '家', title: '合作供应商' },
  { value: 300, plus: true, unit: '亿', title: '年采购额' },
  { value: 29000, plus: true, unit: '个', title: '累计标段' },
  { value: 300, plus: true, unit: '亿', title: '累计采购额' },
];

export const DEFAULT_NAV: z.infer<typeof navEntry>[] = [
  { title: '首页', url: '/proHome', name: 'home', visible: true, children: [] },
  {
    title: '采购公告',
    url: '/purchaseAnnouncement',
    name: 'purchaseAnnouncement',
    visible: true,
    children: [],
  },
  { title: '结果公示', url: '/resultAnnouncement', name: 'resultAnnouncement', visible: true, children: [] },
  { title: '关于我们', url: '/about', name: 'about', visible: true, children: [] },
  { title: '平台介绍', url: '/feature', name: 'feature', visible: false, children: [] },
  { title: '操作指南', url: '/guide', name: 'guide', visible: false, children: [] },
  { title: '新闻资讯', url: '/news', name: 'news', visible: false, children: [] },
];

export const DEFAULT_FOOTER_SITEMAP: z.infer<typeof navEntry>[] = [
  {
    title: '采购公告',
    url: '/pro/purchaseAnnouncement',
    name: 'purchaseAnnouncement',
    visible: true,
    children: [
      { title: '招标公告', url: '/pro/purchaseAnnouncement?type=tender' },
      { title: '询价公告', url: '/pro/purchaseAnnouncement?type=inquiry' },
      { title: '竞价公告', url: '/pro/purchaseAnnouncement?type=bidding' },
    ],
  },
  {
    title: '结果公示',
    url: '/pro/resultAnnouncement',
    name: 'resultAnnouncement',
    visible: true,
    children: [
      { title: '招标结果', url: '/pro/resultAnnouncement?type=tender' },
      { title: '询价结果', url: '/pro/resultAnnouncement?type=inquiry' },
      { title: '竞价结果', url: '/pro/resultAnnouncement?type=bidding' },
    ],
  },
  {
    title: '关于我们',
    url: '/about',
    name: 'about',
    visible: true,
    children: [
      { title: '公司简介', url: '/about#profile' },
      { title: '发展历程', url: '/about#history' },
      { title: '企业文化', url: '/about#culture' },
      { title: '联系我们', url: '/about#contact' },
    ],
  },
  {
    title: '用户指南',
    url: '/guide',
    name: 'guide',
    visible: true,
    children: [
      { title: '用户注册', url: '/register' },
      { title: '用户登录', url: '/user/login' },
      { title: '找回密码', url: '/guide#password' },
    ],
  },
];

const timelineYear = z.object({
  year: z.string().max(10).regex(/\S/, YEAR_MESSAGE),
  months: z.array(z.object({ month: plain(10), content: plain(500) })).max(12),
});

export const portalSettingsSchema = z.object({
  /** Spec §2: basic `se` (default) or advanced `pro`. */
  template: z.enum(['se', 'pro']).default('se'),
  hero: z
    .object({
      shape: z.enum(['ellipse', 'polygon', 'other']).default('ellipse'),
      height: z.number().int().min(200).max(1000).default(488),
      primaryColor: color('#004CE0'),
      deco: flag(true),
      title: textStyle('数字化采购 阳光透明 合作共赢', 44, true),
      subTitle: textStyle('华东玻纤集团供应商协同平台：采购公告、结果公示、在线报名一站完成', 18, false),
      button: z.object({ visible: flag(true), text: str(20, '立即注册') }).prefault({}),
      stat: z.object({ visible: flag(true) }).prefault({}),
      statsData: z.array(statItemSchema).max(8).default(DEFAULT_STATS),
    })
    .prefault({}),
  nav: z.object({ siteMap: z.array(navEntry).max(20).default(DEFAULT_NAV) }).prefault({}),
  footer: z
    .object({
      siteMap: z.array(navEntry).max(10).default(DEFAULT_FOOTER_SITEMAP),
      otherLinks: z.array(link).max(20).default([]),
      icpInfo: str(100, '浙ICP备2026012345号-1'),
      copyright: str(200, 'Copyright © 2026 华东玻纤集团 版权所有'),
      /** Spec: the support company is omitted there; ours is the project's. */
      supportInfo: str(200, '技术支持：SRM 开源项目'),
      imgs: z
        .array(z.object({ title: title(60), src: url(500) }))
        .max(10)
        .default([]),
    })
    .prefault({}),
  sections: z
    .object({
      cta: z
        .object({
          visible: flag(true),
          title: str(100, '成为华东玻纤集团的合作供应商'),
          text: str(300, '注册并完善企业信息，即可在线报名、报价和竞价，及时获取采购商机。'),
          button: str(20, '立即注册'),
        })
        .prefault({}),
      features: z
        .array(z.object({ title: title(40), description: plain(200) }))
        .max(12)
        .default([
          { title: '寻源透明', description: '询价、招标、竞价全流程在线，公告与结果公开可查' },
          { title: '实时竞价', description: '竞价排名实时刷新，延时规则自动执行' },
          { title: '协同高效', description: '合同、订单、送货、发票线上协同，进度一目了然' },
          { title: '全程留痕', description: '每一次变更都有记录，过程可追溯、可审计' },
        ]),
      /** Section titles (spec §1): news, latest joined, partner companies. */
      newsTitle: str(40, '新闻资讯'),
      companiesTitle: str(40, '最新加入'),
      partnersTitle: str(40, '合作伙伴'),
      /** Spec §1: the latest-joined companies cloud and the partner logo wall are hidden by default. */
      showCompanies: flag(false),
      showPartners: flag(false),
    })
    .prefault({}),
  company: z
    .object({
      name: str(100, '华东玻纤集团'),
      profile: str(
        5000,
        '华东玻纤集团是一家专业从事玻璃纤维及其制品研发、生产和销售的大型制造企业，产品涵盖无碱玻璃纤维无捻粗纱、短切原丝、电子级玻纤布和复合材料制品，广泛应用于风电、交通、建筑与电子电气行业。集团坚持阳光采购，与全国数千家供应商长期合作。',
      ),
      culture: str(1000, '诚信、创新、协同、共赢'),
      addresses: z.array(plain(200)).max(10).default(['浙江省桐乡市经济开发区玻纤大道 1 号']),
      phones: z.array(plain(40)).max(10).default(['0573-8800 0000']),
      email: str(100, 'purchase@hdbx-glassfiber.example.com'),
      timeline: z.array(timelineYear).max(50).default([]),
    })
    .prefault({}),
});

export type PortalSettings = z.output<typeof portalSettingsSchema>;
export type PortalSettingsInput = z.input<typeof portalSettingsSchema>;
export type PortalStat = z.infer<typeof statItemSchema>;

/** The settings a tenant that published none sees. */
export const defaultPortalSettings = (): PortalSettings => portalSettingsSchema.parse({});
export type PortalTemplate = PortalSettings['template'];
