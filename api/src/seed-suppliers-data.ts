import { creditCodeCheckChar } from '@srm/contracts/supplier';
import { DEMO_SUPPLIERS } from './seed-data';
import type { SeedRow } from './seed-masterdata-data';

/**
 * The demo supplier master ([P5] "Demo data"): 50 admitted glass-fibre suppliers (S004..S053, below
 * the registration sequence's S100) beside the three of [P4], with the buyer's profile, contacts,
 * bank accounts, qualifications (some expiring within 30 days, a few expired), supply scope over
 * the demo material categories, and two on the blacklist. Dates are relative to the seeding day,
 * so a fresh demo always has qualifications about to expire. Ids are fixed: seeding is idempotent.
 */

type Family = {
  categories: string[];
  /** Qualifications beyond 营业执照 and ISO 9001. */
  licences: { type: string; issuer: string; prefix: string; category?: string }[];
  bank: string;
};
const MINERAL: Family = {
  categories: [],
  licences: [{ type: 'mining_license', issuer: '自然资源厅', prefix: 'C' }],
  bank: '中国工商银行',
};
const CHEMICAL = (category: string): Family => ({
  categories: [category],
  licences: [{ type: 'hazchem_license', issuer: '应急管理局', prefix: '危化经字', category }],
  bank: '中国建设银行',
});
const EQUIPMENT: Family = {
  categories: [],
  licences: [{ type: 'iso14001', issuer: '中国质量认证中心', prefix: 'E' }],
  bank: '中国银行',
};
const PLAIN: Family = { categories: [], licences: [], bank: '中国农业银行' };

/** [name, division code (GB/T 2260), categories, family, contact, bank branch city] */
type Company = [string, string, string[], Family, string, string];
const COMPANIES: Company[] = [
  ['浙江长兴叶蜡石矿业有限公司', '330522', ['cat-raw-pyro'], MINERAL, '沈国强', '长兴'],
  ['福建寿宁叶蜡石开发有限公司', '350924', ['cat-raw-pyro'], MINERAL, '林建华', '宁德'],
  ['龙岩永兴高岭土有限公司', '350800', ['cat-raw-kaolin'], MINERAL, '黄志明', '龙岩'],
  ['茂名茂高高岭科技有限公司', '440900', ['cat-raw-kaolin'], MINERAL, '梁伟东', '茂名'],
  ['苏州阳山高岭土有限公司', '320505', ['cat-raw-kaolin'], MINERAL, '顾晓峰', '苏州'],
  ['湖州白云石灰石矿业有限公司', '330500', ['cat-raw-lime'], MINERAL, '钱海涛', '湖州'],
  ['池州方解石粉体有限公司', '341700', ['cat-raw-lime'], MINERAL, '汪红兵', '池州'],
  ['灵寿县鑫源石英砂有限公司', '130126', ['cat-raw-other'], MINERAL, '赵永刚', '石家庄'],
  ['营口北方硼业有限公司', '210800', ['cat-raw-other'], MINERAL, '王德胜', '营口'],
  ['郴州湘南萤石矿业有限公司', '431000', ['cat-raw-other'], MINERAL, '李湘平', '郴州'],
  ['淄博鲁源白云石有限公司', '370300', ['cat-raw-lime'], MINERAL, '孙立军', '淄博'],
  ['九江浔阳石英砂有限公司', '360400', ['cat-raw-other'], MINERAL, '刘春生', '九江'],
  ['南京曙光硅烷化工有限公司', '320100', [], CHEMICAL('cat-aux-sizing'), '周明', '南京'],
  ['武汉楚江有机硅新材料有限公司', '420100', [], CHEMICAL('cat-aux-sizing'), '吴刚', '武汉'],
  ['张家港晨光偶联剂有限公司', '320582', [], CHEMICAL('cat-aux-sizing'), '陈晨', '苏州'],
  ['上海浦江浸润剂科技有限公司', '310115', [], CHEMICAL('cat-aux-sizing'), '徐静', '上海'],
  ['杭州之江成膜剂有限公司', '330100', [], CHEMICAL('cat-aux-sizing'), '郑浩', '杭州'],
  ['常州武进助剂化工有限公司', '320412', [], CHEMICAL('cat-aux-sizing'), '蒋磊', '常州'],
  ['常州华泰树脂有限公司', '320400', [], CHEMICAL('cat-aux-resin'), '朱文斌', '常州'],
  ['江阴天马合成树脂有限公司', '320281', [], CHEMICAL('cat-aux-resin'), '马骏', '无锡'],
  ['南通金陵不饱和树脂有限公司', '320600', [], CHEMICAL('cat-aux-resin'), '冯涛', '南通'],
  ['昆山上纬复合材料树脂有限公司', '320583', [], CHEMICAL('cat-aux-resin'), '杨帆', '苏州'],
  ['桐乡恒丰纸管有限公司', '330483', ['cat-aux-pack'], PLAIN, '沈利明', '嘉兴'],
  ['嘉兴宏达托盘制造有限公司', '330400', ['cat-aux-pack'], PLAIN, '褚建新', '嘉兴'],
  ['九江华泰包装材料有限公司', '360400', ['cat-aux-pack'], PLAIN, '熊文华', '九江'],
  ['成都蜀包塑料薄膜有限公司', '510100', ['cat-aux-pack'], PLAIN, '何勇', '成都'],
  ['苏州瑞丰缠绕膜有限公司', '320500', ['cat-aux-pack'], PLAIN, '陆卫东', '苏州'],
  ['昆明滇金铂铑制品有限公司', '530100', ['cat-equip-bushing'], EQUIPMENT, '杨丽华', '昆明'],
  ['上海铂联漏板科技有限公司', '310000', ['cat-equip-bushing'], EQUIPMENT, '宋建国', '上海'],
  ['重庆铂瑞贵金属加工有限公司', '500000', ['cat-equip-bushing'], EQUIPMENT, '邓小川', '重庆'],
  ['常州宏发拉丝机械有限公司', '320400', ['cat-equip-winder'], EQUIPMENT, '潘宏发', '常州'],
  ['泰安恒力玻纤设备有限公司', '370900', ['cat-equip-winder'], EQUIPMENT, '张恒力', '泰安'],
  ['桐乡精工机械制造有限公司', '330483', ['cat-equip-winder'], EQUIPMENT, '金永明', '嘉兴'],
  ['成都川机自动化设备有限公司', '510100', ['cat-equip-winder'], EQUIPMENT, '罗志强', '成都'],
  ['郑州瑞泰耐火材料有限公司', '410100', ['cat-equip-refractory'], EQUIPMENT, '闫瑞泰', '郑州'],
  ['洛阳中原耐材有限公司', '410300', ['cat-equip-refractory'], EQUIPMENT, '贾中原', '洛阳'],
  ['淄博鲁中耐火材料有限公司', '370300', ['cat-equip-refractory'], EQUIPMENT, '韩鲁中', '淄博'],
  ['巩义金龙耐材有限公司', '410181', ['cat-equip-refractory'], EQUIPMENT, '高金龙', '郑州'],
  ['九江鼎盛玻纤制品有限公司', '360400', ['cat-product-roving'], PLAIN, '胡鼎盛', '九江'],
  ['泰安汇丰玻纤制品有限公司', '370900', ['cat-product-chopped'], PLAIN, '曹汇丰', '泰安'],
  ['重庆渝通短切原丝有限公司', '500000', ['cat-product-chopped'], PLAIN, '彭渝通', '重庆'],
  ['常州天源玻纤纱有限公司', '320400', ['cat-product-yarn'], PLAIN, '许天源', '常州'],
  ['如皋九华玻纤织物有限公司', '320682', ['cat-product-fabric'], PLAIN, '丁九华', '南通'],
  ['山东泰和玻纤毡业有限公司', '370900', ['cat-product-fabric'], PLAIN, '袁泰和', '泰安'],
  ['成都华美玻纤纱线有限公司', '510100', ['cat-product-yarn'], PLAIN, '邱华美', '成都'],
  ['青海柴达木硼业化工有限公司', '630100', [], CHEMICAL('cat-raw-other'), '马青山', '西宁'],
  ['天津渤海纯碱化工有限公司', '120000', [], CHEMICAL('cat-raw-other'), '谭海波', '天津'],
  ['内蒙古阿拉善萤石开发有限公司', '152900', ['cat-raw-other'], MINERAL, '包日勒', '呼和浩特'],
  ['贺州桂东石灰石有限公司', '451100', ['cat-raw-lime'], MINERAL, '韦东明', '贺州'],
  ['凤阳县皖北石英砂有限公司', '341126', ['cat-raw-other'], MINERAL, '葛凤阳', '滁州'],
];

const CREDIT_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
/** A valid unified social credit code (GB 32100-2015): 91, the division, a registration number, the check. */
export function creditCodeFor(division: string, n: number): string {
  let reg = '';
  let v = n * 7919 + 104729;
  for (let i = 0; i < 7; i++) {
    reg += CREDIT_CHARS[v % 31];
    v = Math.floor(v / 31);
  }
  const body = `91${division}MA${reg}`;
  return body + creditCodeCheckChar(body);
}

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const SURNAMES = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗';
const GIVEN = ['静', '敏', '婷', '磊', '洋', '勇', '艳', '杰', '娟', '涛', '明', '超', '秀英', '霞', '平'];
const POSITIONS = ['销售经理', '财务经理', '质量经理', '总经理', '技术总监', '商务专员'];
const BANKS = [
  '中国工商银行',
  '中国建设银行',
  '中国银行',
  '中国农业银行',
  '交通银行',
  '招商银行',
  '浙商银行',
];

export type SeedSupplier = {
  id: string;
  info: {
    companyName: string;
    creditCode: string;
    contact: string;
    phone: string;
    email: string | null;
    address: string | null;
    legalPerson: string | null;
    categoryIds: string[];
    attachments: string[];
  };
  profile: {
    code: string;
    supplierType: string;
    level: string;
    registeredCapital: string;
    establishedDate: string;
  };
  blacklist: { reason: string; from: string; to: string | null } | null;
};

export type SupplierMasterSeed = {
  /** The 50 new companies (admitted by the seed). */
  suppliers: SeedSupplier[];
  /** The buyer's profile for every seeded company, the three of [P4] too. */
  profiles: { id: string; profile: SeedSupplier['profile'] }[];
  entities: { entity: string; rows: SeedRow[] }[];
};

/** The demo supplier master as of `today` (YYYY-MM-DD, China Standard Time). */
export function supplierMasterSeed(today: string): SupplierMasterSeed {
  const suppliers: SeedSupplier[] = COMPANIES.map(([name, division, categories, family, contact], i) => {
    const n = i + 4;
    const id = `S${String(n).padStart(3, '0')}`;
    return {
      id,
      info: {
        companyName: name,
        creditCode: creditCodeFor(division, n),
        contact,
        phone: `139${String(10_000_000 + n * 7_301).slice(-8)}`,
        email: `sales@${id.toLowerCase()}.example.cn`,
        address: null,
        legalPerson: contact,
        categoryIds: [...new Set([...categories, ...family.categories])],
        attachments: [],
      },
      profile: profileOf(n, family === PLAIN && i % 3 === 0 ? 'trader' : 'manufacturer'),
      blacklist:
        n === 26
          ? {
              reason: '连续两批次纸管含水率超标，造成原丝污染，整改未完成',
              from: addDays(today, -20),
              to: addDays(today, 345),
            }
          : n === 44
            ? { reason: '投标过程中与其他供应商串通报价', from: addDays(today, -60), to: null }
            : null,
    };
  });
  const known = DEMO_SUPPLIERS.map((s, i) => ({
    id: s.id,
    categoryIds: s.categoryIds,
    contact: s.contact,
    phone: s.phone,
    name: s.name,
    creditCode: s.creditCode,
    family: i === 1 ? CHEMICAL('cat-aux-sizing') : i === 0 ? MINERAL : PLAIN,
  }));
  const all = [
    ...known,
    ...suppliers.map((s, i) => ({
      id: s.id,
      categoryIds: s.info.categoryIds,
      contact: s.info.contact,
      phone: s.info.phone,
      name: s.info.companyName,
      creditCode: s.info.creditCode,
      family: COMPANIES[i]![3],
    })),
  ];

  const banks: SeedRow[] = [];
  const contacts: SeedRow[] = [];
  const qualifications: SeedRow[] = [];
  const pool: SeedRow[] = [];
  all.forEach((s, i) => {
    const n = Number(s.id.slice(1));
    const city = COMPANIES[n - 4]?.[5] ?? '桐乡';
    const bank = i % 3 === 0 ? s.family.bank : BANKS[n % BANKS.length]!;
    banks.push({
      id: `supplierBank-${s.id}-1`,
      values: {
        supplierId: s.id,
        bankName: `${bank}${city}分行营业部`,
        accountNo: `6222 0${String(n).padStart(3, '0')} ${String(1_000_000 + n * 3_733).slice(-7)} ${String(n * 97).padStart(4, '0')}`,
        accountName: s.name,
        isDefault: 'Y',
      },
    });
    if (n % 4 === 0)
      banks.push({
        id: `supplierBank-${s.id}-2`,
        values: {
          supplierId: s.id,
          bankName: `招商银行${city}支行`,
          accountNo: `7559 ${String(n).padStart(4, '0')} ${String(2_000_000 + n * 911).slice(-7)}`,
          accountName: s.name,
          isDefault: 'N',
        },
      });
    contacts.push({
      id: `supplierContact-${s.id}-1`,
      values: {
        supplierId: s.id,
        name: s.contact,
        position: '销售经理',
        phone: s.phone,
        email: `sales@${s.id.toLowerCase()}.example.cn`,
        isPrimary: 'Y',
      },
    });
    for (const k of [1, 2]) {
      if (k === 2 && n % 2 === 1) continue;
      const name = `${SURNAMES[(n * 3 + k) % SURNAMES.length]}${GIVEN[(n + k * 5) % GIVEN.length]}`;
      contacts.push({
        id: `supplierContact-${s.id}-${k + 1}`,
        values: {
          supplierId: s.id,
          name,
          position: POSITIONS[(n + k) % POSITIONS.length],
          phone: `137${String(20_000_000 + n * 5_113 + k).slice(-8)}`,
          isPrimary: 'N',
        },
      });
    }
    const qual = (key: string, values: Record<string, unknown>) =>
      qualifications.push({ id: `qualification-${s.id}-${key}`, values: { supplierId: s.id, ...values } });
    qual('license', {
      qualType: 'business_license',
      certNo: s.creditCode,
      issuer: '市场监督管理局',
      validFrom: addDays(today, -3000 - n * 40),
      validTo: null,
    });
    // Every seventh expires within 30 days; a few have expired.
    const isoTo =
      n % 7 === 0
        ? addDays(today, 3 + (n % 25))
        : n % 17 === 0
          ? addDays(today, -12)
          : addDays(today, 200 + n * 9);
    qual('iso9001', {
      qualType: 'iso9001',
      certNo: `00${String(118_000 + n * 37)}Q${String(20_000 + n * 13)}R0M`,
      issuer: '中国质量认证中心',
      validFrom: addDays(isoTo, -1095),
      validTo: isoTo,
    });
    s.family.licences.forEach((l, j) => {
      const to =
        n % 9 === 0
          ? addDays(today, 10 + (n % 18))
          : n === 20 || n === 49
            ? addDays(today, -5 - n)
            : addDays(today, 400 + n * 5);
      qual(l.type, {
        qualType: l.type,
        certNo: `${l.prefix}${String(n).padStart(3, '0')}${j}-${2023 + (n % 3)}`,
        issuer: `${city}${l.issuer}`,
        ...(l.category ? { categoryId: l.category } : {}),
        validFrom: addDays(to, -1095),
        validTo: to,
      });
    });
    s.categoryIds.forEach((c) =>
      pool.push({
        id: `sourcePool-${s.id}-${c}`,
        values: {
          supplierId: s.id,
          categoryId: c,
          poolStatus: n % 11 === 0 ? 'potential' : n === 38 ? 'frozen' : 'qualified',
          joinDate: addDays(today, -400 - n * 7),
          ...(n === 38 ? { remark: '耐火砖批次质量问题，暂停供货待复评' } : {}),
        },
      }),
    );
  });
  return {
    suppliers,
    profiles: [
      ...known.map((k) => ({ id: k.id, profile: profileOf(Number(k.id.slice(1)), 'manufacturer') })),
      ...suppliers.map((s) => ({ id: s.id, profile: s.profile })),
    ],
    entities: [
      { entity: 'supplierBank', rows: banks },
      { entity: 'supplierContact', rows: contacts },
      { entity: 'qualification', rows: qualifications },
      { entity: 'sourcePool', rows: pool },
    ],
  };
}

function profileOf(n: number, supplierType: string): SeedSupplier['profile'] {
  return {
    code: `GYS${String(n).padStart(4, '0')}`,
    supplierType,
    level: ['A', 'B', 'B', 'C', 'B', 'A', 'C'][n % 7]!,
    registeredCapital: `${((n * 137) % 9000) + 500}.00`,
    establishedDate: `${1995 + (n % 25)}-${String((n % 12) + 1).padStart(2, '0')}-${String((n % 27) + 1).padStart(2, '0')}`,
  };
}
