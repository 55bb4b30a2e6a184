import type { PortalSettings } from './modules/portal-light';

/** The portal settings' defaults (events/src/modules/portal/portal-settings.ts), for tests without the API. */
export const DEFAULT_SETTINGS_FIXTURE: PortalSettings = {
  template: 'se',
  hero: {
    shape: 'ellipse',
    height: 488,
    primaryColor: '#004CE0',
    deco: true,
    title: {
      text: '数字化采购 阳光透明 合作共赢',
      isBold: true,
      style: {
        fontSize: 44,
        color: '#ffffff',
        textAlign: 'left',
      },
    },
    subTitle: {
      text: '华东玻纤集团供应商协同平台：采购公告、结果公示、在线报名一站完成',
      isBold: false,
      style: {
        fontSize: 18,
        color: '#ffffff',
        textAlign: 'left',
      },
    },
    button: {
      visible: true,
      text: '立即注册',
    },
    stat: {
      visible: true,
    },
    statsData: [
      {
        value: 47000,
        plus: true,
        unit: '家',
        title: '合作供应商',
      },
      {
        value: 300,
        plus: true,
        unit: '亿',
        title: '年采购额',
      },
      {
        value: 29000,
        plus: true,
        unit: '个',
        title: '累计标段',
      },
      {
        value: 300,
        plus: true,
        unit: '亿',
        title: '累计采购额',
      },
    ],
  },
  nav: {
    siteMap: [
      {
        title: '首页',
        url: '/proHome',
        name: 'home',
        visible: true,
        children: [],
      },
      {
        title: '采购公告',
        url: '/purchaseAnnouncement',
        name: 'purchaseAnnouncement',
        visible: true,
        children: [],
      },
      {
        title: '结果公示',
        url: '/resultAnnouncement',
        name: 'resultAnnouncement',
        visible: true,
        children: [],
      },
      {
        title: '关于我们',
        url: '/about',
        name: 'about',
        visible: true,
        children: [],
      },
      {
        title: '平台介绍',
        url: '/feature',
        name: 'feature',
        visible: false,
        children: [],
      },
      {
        title: '操作指南',
        url: '/guide',
        name: 'guide',
        visible: false,
        children: [],
      },
      {
        title: '新闻资讯',
        url: '/news',
        name: 'news',
        visible: false,
        children: [],
      },
    ],
  },
  footer: {
    siteMap: [
      {
        title: '采购公告',
        url: '/pro/purchaseAnnouncement',
        name: 'purchaseAnnouncement',
        visible: true,
        children: [
          {
            title: '招标公告',
            url: '/pro/purchaseAnnouncement?type=tender',
          },
          {
            title: '询价公告',
            url: '/pro/purchaseAnnouncement?type=inquiry',
          },
          {
            title: '竞价公告',
            url: '/pro/purchaseAnnouncement?type=bidding',
          },
        ],
      },
      {
        title: '结果公示',
        url: '/pro/resultAnnouncement',
        name: 'resultAnnouncement',
        visible: true,
        children: [
          {
            title: '招标结果',
            url: '/pro/resultAnnouncement?type=tender',
          },
          {
            title: '询价结果',
            url: '/pro/resultAnnouncement?type=inquiry',
          },
          {
            title: '竞价结果',
            url: '/pro/resultAnnouncement?type=bidding',
          },
        ],
      },
      {
        title: '关于我们',
        url: '/about',
        name: 'about',
        visible: true,
        children: [
          {
            title: '公司简介',
            url: '/about#profile',
          },
          {
            title: '发展历程',
            url: '/about#history',
          },
          {
            title: '企业文化',
            url: '/about#culture',
          },
          {
            title: '联系我们',
            url: '/about#contact',
          },
        ],
      },
      {
        title: '用户指南',
        url: '/guide',
        name: 'guide',
        visible: true,
        children: [
          {
            title: '用户注册',
            url: '/register',
          },
          {
            title: '用户登录',
            url: '/user/login',
          },
          {
            title: '找回密码',
            url: '/guide#password',
          },
        ],
      },
    ],
    otherLinks: [],
    icpInfo: '浙ICP备2026012345号-1',
    copyright: 'Copyright © 2026 华东玻纤集团 版权所有',
    supportInfo: '技术支持：SRM 开源项目',
    imgs: [],
  },
  sections: {
    cta: {
      visible: true,
      title: '成为华东玻纤集团的合作供应商',
      text: '注册并完善企业信息，即可在线报名、报价和竞价，及时获取采购商机。',
      button: '立即注册',
    },
    features: [
      {
        title: '寻源透明',
        description: '询价、招标、竞价全流程在线，公告与结果公开可查',
      },
      {
        title: '实时竞价',
        description: '竞价排名实时刷新，延时规则自动执行',
      },
      {
        title: '协同高效',
        description: '合同、订单、送货、发票线上协同，进度一目了然',
      },
      {
        title: '全程留痕',
        description: '每一次变更都有记录，过程可追溯、可审计',
      },
    ],
    newsTitle: '新闻资讯',
    companiesTitle: '最新加入',
    partnersTitle: '合作伙伴',
    showCompanies: false,
    showPartners: false,
  },
  company: {
    name: '华东玻纤集团',
    profile:
      '华东玻纤集团是一家专业从事玻璃纤维及其制品研发、生产和销售的大型制造企业，产品涵盖无碱玻璃纤维无捻粗纱、短切原丝、电子级玻纤布和复合材料制品，广泛应用于风电、交通、建筑与电子电气行业。集团坚持阳光采购，与全国数千家供应商长期合作。',
    culture: '诚信、创新、协同、共赢',
    addresses: ['浙江省桐乡市经济开发区玻纤大道 1 号'],
    phones: ['0573-8800 0000'],
    email: 'purchase@hdbx-glassfiber.example.com',
    timeline: [],
  },
};
