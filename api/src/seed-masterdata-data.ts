/**
 * The demo master data of 华东玻纤集团 ([P5] "Demo data"): places, money, organisation, experts
 * and a glass-fibre catalogue of 536 materials generated from product families (rovings,
 * chopped strands, yarns, mats, resins, sizing chemicals, minerals, packaging, spare parts), each
 * with a reference price history. Values are what the record commands take (decimals as text).
 * Ids are fixed (`<entity>-<code>`), so seeding is idempotent.
 */

export type SeedRow = { id: string; values: Record<string, unknown> };
type Values = Record<string, unknown>;

const rows = (
  entity: string,
  list: Values[],
  key: (v: Values) => string = (v) => String(v.code),
): SeedRow[] => list.map((values) => ({ id: `${entity}-${key(values)}`, values }));

// ---------------------------------------------------------------- places

type AreaSeed = [code: string, name: string, children?: AreaSeed[]];
/** Countries by calling code; below 中国 the GB/T 2260 divisions (all provinces; the demo's cities). */
const AREAS: AreaSeed[] = [
  [
    '86',
    '中国',
    [
      ['110000', '北京市'],
      ['120000', '天津市'],
      [
        '130000',
        '河北省',
        [
          ['130100', '石家庄市'],
          ['130600', '保定市'],
        ],
      ],
      [
        '140000',
        '山西省',
        [
          ['140100', '太原市'],
          ['140200', '大同市'],
          ['140300', '阳泉市'],
        ],
      ],
      ['150000', '内蒙古自治区'],
      [
        '210000',
        '辽宁省',
        [
          ['210100', '沈阳市'],
          ['210200', '大连市'],
        ],
      ],
      ['220000', '吉林省'],
      ['230000', '黑龙江省'],
      ['310000', '上海市', [['310115', '浦东新区']]],
      [
        '320000',
        '江苏省',
        [
          ['320100', '南京市'],
          ['320400', '常州市', [['320412', '武进区']]],
          ['320500', '苏州市', [['320583', '昆山市']]],
          ['321200', '泰州市'],
        ],
      ],
      [
        '330000',
        '浙江省',
        [
          [
            '330100',
            '杭州市',
            [
              ['330106', '西湖区'],
              ['330110', '余杭区'],
            ],
          ],
          ['330200', '宁波市'],
          [
            '330400',
            '嘉兴市',
            [
              ['330483', '桐乡市'],
              ['330481', '海宁市'],
            ],
          ],
          [
            '330500',
            '湖州市',
            [
              ['330502', '吴兴区'],
              ['330522', '长兴县'],
            ],
          ],
          ['331000', '台州市'],
        ],
      ],
      [
        '340000',
        '安徽省',
        [
          ['340100', '合肥市'],
          ['341100', '滁州市'],
        ],
      ],
      [
        '350000',
        '福建省',
        [
          ['350100', '福州市'],
          ['350800', '龙岩市'],
        ],
      ],
      [
        '360000',
        '江西省',
        [
          ['360400', '九江市', [['360402', '濂溪区']]],
          ['361000', '抚州市'],
        ],
      ],
      [
        '370000',
        '山东省',
        [
          ['370100', '济南市'],
          ['370300', '淄博市', [['370303', '张店区']]],
          ['370900', '泰安市'],
          ['371300', '临沂市'],
        ],
      ],
      ['410000', '河南省', [['410100', '郑州市']]],
      [
        '420000',
        '湖北省',
        [
          ['420100', '武汉市'],
          ['420800', '荆门市'],
        ],
      ],
      ['430000', '湖南省'],
      [
        '440000',
        '广东省',
        [
          ['440100', '广州市'],
          ['440300', '深圳市'],
        ],
      ],
      ['450000', '广西壮族自治区'],
      ['460000', '海南省'],
      [
        '500000',
        '重庆市',
        [
          ['500112', '渝北区'],
          ['500118', '永川区'],
        ],
      ],
      [
        '510000',
        '四川省',
        [
          ['510100', '成都市', [['510116', '双流区']]],
          ['510700', '绵阳市'],
        ],
      ],
      ['520000', '贵州省'],
      ['530000', '云南省', [['530100', '昆明市']]],
      ['540000', '西藏自治区'],
      ['610000', '陕西省', [['610100', '西安市']]],
      [
        '620000',
        '甘肃省',
        [
          ['620100', '兰州市'],
          ['620300', '金昌市'],
        ],
      ],
      ['630000', '青海省'],
      ['640000', '宁夏回族自治区'],
      ['650000', '新疆维吾尔自治区'],
      ['710000', '台湾省'],
      ['810000', '香港特别行政区'],
      ['820000', '澳门特别行政区'],
    ],
  ],
  ['1', '美国'],
  ['49', '德国'],
  ['81', '日本'],
  ['82', '韩国'],
  ['39', '意大利'],
];
const ENGLISH: Record<string, string> = {
  '86': 'China',
  '1': 'United States',
  '49': 'Germany',
  '81': 'Japan',
  '82': 'South Korea',
  '39': 'Italy',
};

/** Parents before children (a tree row's parent must exist). */
function flattenAreas(list: AreaSeed[], pid: string, level: number, out: SeedRow[] = []): SeedRow[] {
  list.forEach(([code, name, children], i) => {
    const id = `area-${code}`;
    out.push({
      id,
      values: {
        pid,
        code,
        name,
        shortName: name.replace(/(省|市|壮族自治区|回族自治区|维吾尔自治区|自治区|特别行政区)$/, ''),
        level: String(level),
        englishName: ENGLISH[code] ?? null,
        sortNo: i + 1,
      },
    });
    if (children) flattenAreas(children, id, level + 1, out);
  });
  return out;
}
export const SEED_AREAS = flattenAreas(AREAS, '0', 0);

// ---------------------------------------------------------------- money

export const SEED_CURRENCIES = rows('currency', [
  { code: 'CNY', name: '人民币', symbol: '¥', amountScale: 2, priceScale: 4, isLocal: 'Y', sortNo: 1 },
  { code: 'USD', name: '美元', symbol: '$', amountScale: 2, priceScale: 4, isLocal: 'N', sortNo: 2 },
  { code: 'EUR', name: '欧元', symbol: '€', amountScale: 2, priceScale: 4, isLocal: 'N', sortNo: 3 },
  { code: 'JPY', name: '日元', symbol: '¥', amountScale: 0, priceScale: 2, isLocal: 'N', sortNo: 4 },
]);

export const SEED_EXCHANGE_RATES = rows(
  'exchangeRate',
  (
    [
      ['USD', '2025-10-01', '7.1055'],
      ['USD', '2025-11-01', '7.0988'],
      ['USD', '2025-12-01', '7.0712'],
      ['EUR', '2025-10-01', '8.3215'],
      ['EUR', '2025-11-01', '8.2406'],
      ['EUR', '2025-12-01', '8.2861'],
      ['JPY', '2025-12-01', '0.045612'],
    ] as const
  ).map(([from, d, rate]) => ({
    fromCurrency: from,
    toCurrency: 'CNY',
    rateType: 'month',
    rate,
    effectiveDate: d,
    source: '中国外汇交易中心',
  })),
  (v) => `${String(v.fromCurrency)}-${String(v.effectiveDate)}`,
);

export const SEED_TAX_RATES = rows('taxRate', [
  {
    code: 'VAT13',
    name: '增值税13%',
    rate: '13',
    taxType: 'general',
    isDefault: 'Y',
    remark: '货物销售、加工修理修配',
  },
  { code: 'VAT9', name: '增值税9%', rate: '9', taxType: 'general', remark: '运输服务、不动产租赁、农产品' },
  {
    code: 'VAT6',
    name: '增值税6%',
    rate: '6',
    taxType: 'general',
    remark: '现代服务（技术服务、检测、咨询）',
  },
  { code: 'VAT3', name: '增值税3%（简易）', rate: '3', taxType: 'simple', remark: '小规模纳税人' },
  { code: 'VAT0', name: '零税率', rate: '0', taxType: 'zero', remark: '出口货物' },
]);

export const SEED_PAYMENT_TYPES = rows('paymentType', [
  { code: 'TT', name: '电汇', isBill: 'N', sortNo: 1 },
  { code: 'BAB', name: '银行承兑汇票', isBill: 'Y', sortNo: 2 },
  { code: 'CAB', name: '商业承兑汇票', isBill: 'Y', sortNo: 3 },
  { code: 'LC', name: '信用证', isBill: 'N', sortNo: 4 },
  { code: 'SCF', name: '供应链票据', isBill: 'Y', sortNo: 5 },
]);

export const SEED_PAYMENT_CONDITIONS = rows('paymentCondition', [
  { code: 'N30', name: '货到票到30天付清', deliveryRatio: '100', creditDays: 30, paymentType: 'TT' },
  { code: 'M60', name: '月结60天', deliveryRatio: '100', creditDays: 60, paymentType: 'BAB' },
  {
    code: 'P30D70',
    name: '30%预付，70%到货后付清',
    advanceRatio: '30',
    deliveryRatio: '70',
    paymentType: 'TT',
  },
  {
    code: 'P30A60R10',
    name: '3-6-1（预付30%，验收60%，质保金10%）',
    advanceRatio: '30',
    acceptanceRatio: '60',
    retentionRatio: '10',
    retentionMonths: 12,
    paymentType: 'TT',
    description: '设备类：合同生效后预付30%，验收合格后付60%，质保期满无质量问题付10%',
  },
  {
    code: 'PM',
    name: '贵金属款到发货',
    advanceRatio: '100',
    paymentType: 'TT',
    description: '铂铑合金按上海黄金交易所当日均价结算',
  },
]);

export const SEED_BANKS = rows('bank', [
  { code: 'ICBC', name: '中国工商银行', shortName: '工商银行', bankType: 'state', swiftCode: 'ICBKCNBJ' },
  { code: 'ABC', name: '中国农业银行', shortName: '农业银行', bankType: 'state', swiftCode: 'ABOCCNBJ' },
  { code: 'BOC', name: '中国银行', shortName: '中国银行', bankType: 'state', swiftCode: 'BKCHCNBJ' },
  { code: 'CCB', name: '中国建设银行', shortName: '建设银行', bankType: 'state', swiftCode: 'PCBCCNBJ' },
  { code: 'BOCOM', name: '交通银行', shortName: '交通银行', bankType: 'state', swiftCode: 'COMMCNSH' },
  { code: 'CMB', name: '招商银行', shortName: '招商银行', bankType: 'joint', swiftCode: 'CMBCCNBS' },
  { code: 'SPDB', name: '上海浦东发展银行', shortName: '浦发银行', bankType: 'joint', swiftCode: 'SPDBCNSH' },
  { code: 'CZB', name: '浙商银行', shortName: '浙商银行', bankType: 'joint', swiftCode: 'ZJCBCN2N' },
  { code: 'HZB', name: '杭州银行', shortName: '杭州银行', bankType: 'city', swiftCode: 'HZCBCN2H' },
  { code: 'JXRCB', name: '嘉兴农村商业银行', shortName: '嘉兴农商行', bankType: 'rural' },
  { code: 'CDB', name: '国家开发银行', shortName: '国开行', bankType: 'policy', swiftCode: 'SDBCCNBJ' },
  {
    code: 'HSBC',
    name: '汇丰银行（中国）有限公司',
    shortName: '汇丰银行',
    bankType: 'foreign',
    swiftCode: 'HSBCCNSH',
  },
]);

export const SEED_TRADE_METHODS = rows('tradeMethod', [
  { code: 'GT', name: '一般贸易', customsCode: '0110', isImport: 'N' },
  { code: 'IPM', name: '进料对口', customsCode: '0615', isImport: 'Y', remark: '进口料件加工复出口' },
  { code: 'PSM', name: '来料加工', customsCode: '0214', isImport: 'Y' },
  { code: 'BWH', name: '保税仓库货物', customsCode: '1233', isImport: 'Y' },
  { code: 'DOM', name: '国内采购', customsCode: null, isImport: 'N', remark: '不涉及报关' },
]);

// ---------------------------------------------------------------- catalogue

export const SEED_UNITS = rows(
  'unit',
  (
    [
      ['T', '吨', 't', 'weight', 3],
      ['KG', '千克', 'kg', 'weight', 3],
      ['G', '克', 'g', 'weight', 2],
      ['M', '米', 'm', 'length', 2],
      ['M2', '平方米', 'm²', 'area', 2],
      ['M3', '立方米', 'm³', 'volume', 3],
      ['L', '升', 'L', 'volume', 2],
      ['PCS', '个', 'pcs', 'count', 0],
      ['SET', '套', 'set', 'count', 0],
      ['PC', '块', 'pc', 'count', 0],
      ['ROLL', '卷', 'roll', 'count', 0],
      ['BAG', '袋', 'bag', 'count', 0],
      ['DRUM', '桶', 'drum', 'count', 0],
      ['PLT', '托', 'plt', 'count', 0],
      ['BOX', '箱', 'box', 'count', 0],
      ['H', '小时', 'h', 'time', 1],
    ] as const
  ).map(([code, name, symbol, unitType, quantityScale], i) => ({
    code,
    name,
    symbol,
    unitType,
    quantityScale,
    sortNo: i + 1,
  })),
);

export const SEED_UNIT_CONVERSIONS = rows(
  'unitConversion',
  (
    [
      ['T', 'KG', '1000', null],
      ['KG', 'G', '1000', null],
      ['M3', 'L', '1000', null],
      ['DRUM', 'KG', '200', 'RS01.0001'],
      ['DRUM', 'KG', '25', 'CH01.0001'],
      ['PLT', 'KG', '1008', 'RV01.0001'],
      ['ROLL', 'KG', '30', 'MT01.0001'],
    ] as const
  ).map(([fromUnit, toUnit, factor, materialCode]) => ({ fromUnit, toUnit, factor, materialCode })),
  (v) => `${String(v.fromUnit)}-${String(v.toUnit)}-${String(v.materialCode ?? 'ALL')}`,
);

export const SEED_BRANDS = rows(
  'brand',
  (
    [
      ['MOM', '迈图', 'Momentive', '迈图高新材料集团', '1'],
      ['DOW', '陶氏', 'Dow', '陶氏化学公司', '1'],
      ['SHIN', '信越', 'Shin-Etsu', '信越化学工业株式会社', '81'],
      ['SGHG', '曙光', 'Shuguang', '南京曙光精细化工有限公司', '86'],
      ['JHXC', '江瀚', 'Jianghan', '湖北江瀚新材料股份有限公司', '86'],
      ['BASF', '巴斯夫', 'BASF', '巴斯夫欧洲公司', '49'],
      ['DSM', '帝斯曼', 'DSM', '帝斯曼复合材料树脂', '86'],
      ['SWC', '上纬', 'Swancor', '上纬新材料科技股份有限公司', '86'],
      ['HSM', '亨斯迈', 'Huntsman', '亨斯迈先进材料', '1'],
      ['HER', '贺利氏', 'Heraeus', '贺利氏贵金属', '49'],
      ['JM', '庄信万丰', 'Johnson Matthey', '庄信万丰贵金属', '86'],
      ['SPM', '贵研', 'Sino-Platinum', '贵研铂业股份有限公司', '86'],
      ['SKF', 'SKF', 'SKF', '斯凯孚（中国）有限公司', '86'],
      ['NSK', 'NSK', 'NSK', '恩斯克投资有限公司', '81'],
      ['HRB', '哈轴', 'HRB', '哈尔滨轴承制造有限公司', '86'],
      ['RHI', '奥镁', 'RHI Magnesita', '奥镁耐火材料', '86'],
      ['SG', '圣戈班', 'Saint-Gobain', '圣戈班西普耐火材料', '86'],
      ['OMEGA', '欧米茄', 'Omega', '欧米茄工程', '1'],
    ] as const
  ).map(([code, name, englishName, manufacturer, countryCode]) => ({
    code,
    name,
    englishName,
    manufacturer,
    countryCode,
  })),
);

type CategorySeed = [code: string, name: string, group: string, children?: CategorySeed[]];
const PURCHASE_CATEGORIES: CategorySeed[] = [
  [
    'PC01',
    '原燃材料',
    'PG01',
    [
      ['PC0101', '矿物原料', 'PG01'],
      ['PC0102', '硼及化工原料', 'PG01'],
      ['PC0103', '能源燃料', 'PG01'],
    ],
  ],
  [
    'PC02',
    '辅助材料',
    'PG02',
    [
      ['PC0201', '浸润剂原料', 'PG02'],
      ['PC0202', '树脂', 'PG02'],
      ['PC0203', '包装材料', 'PG04'],
    ],
  ],
  [
    'PC03',
    '设备及备件',
    'PG03',
    [
      ['PC0301', '贵金属', 'PG03'],
      ['PC0302', '机械备件', 'PG03'],
      ['PC0303', '电气仪表', 'PG03'],
      ['PC0304', '耐火材料', 'PG03'],
    ],
  ],
  ['PC04', '玻纤制品外购', 'PG02'],
];
function flattenCategories(list: CategorySeed[], pid: string, out: SeedRow[] = []): SeedRow[] {
  list.forEach(([code, name, purchaseGroup, children], i) => {
    const id = `purchaseCategory-${code}`;
    out.push({ id, values: { pid, code, name, purchaseGroup, sortNo: i + 1 } });
    if (children) flattenCategories(children, id, out);
  });
  return out;
}
export const SEED_PURCHASE_CATEGORIES = flattenCategories(PURCHASE_CATEGORIES, '0');

// ---------------------------------------------------------------- organisation

export const SEED_PURCHASE_ORGS = rows('purchaseOrg', [
  {
    code: 'PO01',
    name: '集团采购中心',
    companyName: '华东玻纤集团股份有限公司',
    departId: 'dep-purchasing',
    currencyCode: 'CNY',
  },
  { code: 'PO02', name: '九江公司采购部', companyName: '华东玻纤（九江）有限公司', currencyCode: 'CNY' },
  { code: 'PO03', name: '成都公司采购部', companyName: '华东玻纤（成都）有限公司', currencyCode: 'CNY' },
]);

export const SEED_PURCHASE_GROUPS = rows('purchaseGroup', [
  { code: 'PG01', name: '原燃材料采购组', purchaseOrg: 'PO01', leader: 'buyer1', phone: '0573-88180001' },
  { code: 'PG02', name: '化工辅料采购组', purchaseOrg: 'PO01', leader: 'buyer1', phone: '0573-88180002' },
  { code: 'PG03', name: '设备备件采购组', purchaseOrg: 'PO01', leader: 'buyer2', phone: '0573-88180003' },
  { code: 'PG04', name: '包装物流采购组', purchaseOrg: 'PO01', leader: 'buyer2', phone: '0573-88180004' },
]);

/** 数据组织: the group, its two subsidiaries and the head office's purchasing division. */
export const SEED_DATA_ORGS = rows('dataOrg', [
  {
    code: 'DO01',
    name: '华东玻纤集团股份有限公司',
    orgType: 'company',
    purchaseOrg: 'PO01',
    areaCode: '330000,330400,330483',
    sortNo: 1,
  },
  {
    code: 'DO02',
    name: '华东玻纤（九江）有限公司',
    orgType: 'company',
    purchaseOrg: 'PO02',
    areaCode: '360000,360400,360402',
    sortNo: 2,
  },
  {
    code: 'DO03',
    name: '华东玻纤（成都）有限公司',
    orgType: 'company',
    purchaseOrg: 'PO03',
    areaCode: '510000,510100,510116',
    sortNo: 3,
  },
  {
    code: 'DO0101',
    name: '玻纤纱事业部',
    orgType: 'division',
    purchaseOrg: 'PO01',
    areaCode: '330000,330400,330483',
    sortNo: 4,
  },
  {
    code: 'DO0102',
    name: '玻纤制品事业部',
    orgType: 'division',
    purchaseOrg: 'PO01',
    areaCode: '330000,330400,330483',
    sortNo: 5,
  },
]);

export const SEED_FACTORIES = rows('factory', [
  {
    code: 'F01',
    name: '桐乡生产基地',
    purchaseOrg: 'PO01',
    areaCode: '330000,330400,330483',
    address: '浙江省桐乡市梧桐街道文华南路669号',
    contact: '沈建国',
    phone: '0573-88181000',
  },
  {
    code: 'F02',
    name: '九江生产基地',
    purchaseOrg: 'PO02',
    areaCode: '360000,360400,360402',
    address: '江西省九江市濂溪区玻纤大道8号',
    contact: '胡志明',
    phone: '0792-8180100',
  },
  {
    code: 'F03',
    name: '成都生产基地',
    purchaseOrg: 'PO03',
    areaCode: '510000,510100,510116',
    address: '四川省成都市双流区西航港大道1888号',
    contact: '罗文',
    phone: '028-85180100',
  },
]);

const WAREHOUSE_KINDS = [
  ['RM', '原料库', 'raw'],
  ['AX', '辅料库', 'aux'],
  ['HC', '危化品库', 'chem'],
  ['SP', '备件库', 'spare'],
  ['FG', '成品库', 'product'],
] as const;
export const SEED_WAREHOUSES = rows('warehouse', [
  ...SEED_FACTORIES.flatMap((f) =>
    WAREHOUSE_KINDS.map(([k, label, warehouseType]) => ({
      code: `${String(f.values.code)}-${k}`,
      name: `${String(f.values.name).replace('生产基地', '')}${label}`,
      factoryCode: f.values.code,
      warehouseType,
      address: `${String(f.values.address)} ${label}`,
      keeper: null,
      phone: f.values.phone,
      needAppointment: warehouseType === 'product' ? 'N' : 'Y',
    })),
  ),
  {
    code: 'F01-PM',
    name: '桐乡贵金属库',
    factoryCode: 'F01',
    warehouseType: 'precious',
    address: '浙江省桐乡市梧桐街道文华南路669号 贵金属保险库',
    needAppointment: 'Y',
  },
]);

export const SEED_RECEIVING_SLOTS = rows(
  'receivingSlot',
  SEED_WAREHOUSES.filter((w) => w.values.needAppointment === 'Y').flatMap((w) =>
    (
      [
        ['D1', '08:00', '11:30', 6, '1,2,3,4,5,6'],
        ['D1', '13:30', '17:00', 6, '1,2,3,4,5'],
        ['D2', '08:00', '11:30', 4, '1,2,3,4,5'],
      ] as const
    ).map(([dockNo, startTime, endTime, capacity, weekdays]) => ({
      warehouseCode: w.values.code,
      dockNo,
      startTime,
      endTime,
      capacity: w.values.warehouseType === 'raw' ? capacity * 2 : capacity,
      weekdays,
    })),
  ),
  (v) => `${String(v.warehouseCode)}-${String(v.dockNo)}-${String(v.startTime).replace(':', '')}`,
);

export const SEED_POSTS = rows('post', [
  { code: 'BUYER', name: '采购员', postRank: '1', departId: 'dep-raw', sortNo: 1 },
  { code: 'BUYER_LEAD', name: '采购主管', postRank: '2', departId: 'dep-raw', sortNo: 2 },
  { code: 'PUR_MGR', name: '采购经理', postRank: '3', departId: 'dep-purchasing', sortNo: 3 },
  { code: 'PUR_DIR', name: '采购总监', postRank: '4', departId: 'dep-purchasing', sortNo: 4 },
  { code: 'KEEPER', name: '仓管员', postRank: '1', sortNo: 5 },
  { code: 'QC', name: '质检员', postRank: '1', departId: 'dep-quality', sortNo: 6 },
  { code: 'ACCOUNTANT', name: '应付会计', postRank: '1', departId: 'dep-finance', sortNo: 7 },
]);

export const SEED_LANGUAGES = rows('language', [
  { code: 'zh-CN', name: '简体中文', nativeName: '简体中文', isDefault: 'Y', sortNo: 1 },
  { code: 'en-US', name: '英语', nativeName: 'English', isDefault: 'N', sortNo: 2 },
  { code: 'ja-JP', name: '日语', nativeName: '日本語', isDefault: 'N', sortNo: 3 },
]);

// ---------------------------------------------------------------- sourcing support

export const SEED_EXPERT_GROUPS = rows('expertGroup', [
  { code: 'EG01', name: '矿物原料评标组', specialty: 'mineral', leader: 'approver1' },
  { code: 'EG02', name: '化工辅料评标组', specialty: 'chemical' },
  { code: 'EG03', name: '贵金属评标组', specialty: 'precious', leader: 'approver1' },
  { code: 'EG04', name: '设备工程评标组', specialty: 'equipment' },
  { code: 'EG05', name: '商务评标组', specialty: 'finance', leader: 'finance1' },
]);

const EXPERTS: [string, string, string, 'internal' | 'external', string, string, string | null][] = [
  ['EX001', '王强', 'EG01', 'internal', 'mineral,kiln', 'senior', 'approver1'],
  ['EX002', '孙丽', 'EG05', 'internal', 'finance', 'middle', 'finance1'],
  ['EX003', '赵敏', 'EG05', 'internal', 'finance,legal', 'middle', 'auditor1'],
  ['EX004', '沈建国', 'EG04', 'internal', 'equipment,electrical', 'vice', null],
  ['EX005', '钱立群', 'EG01', 'internal', 'mineral', 'vice', null],
  ['EX006', '吴海燕', 'EG02', 'internal', 'chemical', 'vice', null],
  ['EX007', '郑伟', 'EG03', 'internal', 'precious', 'senior', null],
  ['EX008', '冯磊', 'EG04', 'internal', 'kiln,equipment', 'vice', null],
  ['EX009', '陈思远', 'EG02', 'internal', 'chemical', 'middle', null],
  ['EX010', '褚红梅', 'EG05', 'internal', 'finance', 'vice', null],
  ['EX011', '卫国栋', 'EG01', 'external', 'mineral', 'senior', null],
  ['EX012', '蒋文博', 'EG02', 'external', 'chemical', 'senior', null],
  ['EX013', '韩雪', 'EG03', 'external', 'precious', 'vice', null],
  ['EX014', '杨振华', 'EG04', 'external', 'electrical', 'senior', null],
  ['EX015', '朱明', 'EG04', 'external', 'kiln', 'senior', null],
  ['EX016', '秦雅琴', 'EG05', 'external', 'legal', 'other', null],
  ['EX017', '许光耀', 'EG02', 'external', 'chemical,packaging', 'vice', null],
  ['EX018', '何家俊', 'EG04', 'external', 'equipment', 'vice', null],
  ['EX019', '吕佳', 'EG05', 'external', 'finance', 'middle', null],
  ['EX020', '施国平', 'EG03', 'external', 'precious,equipment', 'senior', null],
];
const EXTERNAL_COMPANIES = [
  '南京玻璃纤维研究设计院',
  '浙江大学材料科学与工程学院',
  '中国建材检验认证集团',
  '武汉理工大学',
];
export const SEED_EXPERTS = rows(
  'expert',
  EXPERTS.map(([code, name, groupCode, expertType, specialty, title, userId], i) => ({
    code,
    name,
    groupCode,
    expertType,
    specialty,
    title,
    userId,
    company:
      expertType === 'internal'
        ? '华东玻纤集团股份有限公司'
        : EXTERNAL_COMPANIES[i % EXTERNAL_COMPANIES.length],
    phone: `137${String(10000000 + i * 7919).padStart(8, '0')}`,
  })),
);

export const SEED_QUALITATIVE_ITEMS = rows('qualitativeItem', [
  {
    code: 'Q01',
    name: '质量体系认证',
    dimension: 'quality',
    maxScore: '10',
    description: '持有有效ISO 9001证书得满分；过期或无证书不得分',
  },
  {
    code: 'Q02',
    name: '批次质量稳定性',
    dimension: 'quality',
    maxScore: '20',
    description: '关键指标（Al₂O₃、Fe₂O₃、粒度）批间波动',
  },
  {
    code: 'Q03',
    name: '交货准时性',
    dimension: 'delivery',
    maxScore: '15',
    description: '按预约时段到货；延误一次扣3分',
  },
  {
    code: 'Q04',
    name: '应急供货能力',
    dimension: 'delivery',
    maxScore: '10',
    description: '紧急订单48小时内响应',
  },
  {
    code: 'Q05',
    name: '售后服务响应',
    dimension: 'service',
    maxScore: '10',
    description: '质量问题24小时内到场或书面答复',
  },
  {
    code: 'Q06',
    name: '技术支持能力',
    dimension: 'technology',
    maxScore: '15',
    description: '配合浸润剂配方调整、来料试验',
  },
  {
    code: 'Q07',
    name: '价格竞争力',
    dimension: 'cost',
    maxScore: '15',
    description: '与市场指数及同类供应商比价',
  },
  {
    code: 'Q08',
    name: '安全环保合规',
    dimension: 'service',
    maxScore: '5',
    description: '危化品运输资质、环评手续齐全',
  },
]);

// ---------------------------------------------------------------- materials

type Material = Values & { code: string; name: string };
/** A small deterministic spread (no randomness: the seed is the same on every machine). */
const spread = (n: number, i: number) => 1 + (((i * 37 + n * 11) % 17) - 8) / 100;
const money = (v: number, scale = 2) => v.toFixed(scale);

type Family = {
  prefix: string;
  categoryId: string;
  purchaseCategory: string;
  materialType: string;
  unitCode: string;
  leadTimeDays: number;
  /** Reference price (CNY incl. 13% VAT per unit) of one item. */
  items: (Omit<Material, 'code'> & { price: number })[];
  supplierId?: string;
};

const texDiameter: Record<number, number[]> = {
  300: [13],
  600: [14, 16],
  1200: [16, 17],
  2200: [17],
  2400: [17, 22, 24],
  4800: [24],
  9600: [24],
};
const ROVING_SIZING = [
  ['epoxy', '环氧相容', '风电叶片/缠绕'],
  ['up', '不饱和聚酯相容', '拉挤/缠绕'],
  ['pp', '聚丙烯相容', 'LFT'],
  ['silane', '通用增强型', '编织/拉挤'],
] as const;

const directRoving: Family['items'] = (['E', 'ECR'] as const).flatMap((glass) =>
  Object.entries(texDiameter).flatMap(([tex, diameters]) =>
    diameters.flatMap((d) =>
      ROVING_SIZING.map(([sizing, sizingName, use]) => ({
        name: `${glass}玻璃直接无捻粗纱`,
        specModel: `${glass}${d}-${tex}-${sizing.toUpperCase()} ${tex}tex ${d}μm ${sizingName}（${use}）`,
        glassType: glass,
        tex: tex,
        filamentDiameter: String(d),
        sizingType: sizing,
        packageType: 'doff',
        packageWeight: Number(tex) >= 2400 ? '18' : '16',
        price: (glass === 'ECR' ? 4.9 : 4.4) * 1000 * (Number(tex) <= 600 ? 1.12 : 1),
      })),
    ),
  ),
);

const assembledRoving: Family['items'] = ([2400, 4800] as const).flatMap((tex) =>
  ([11, 13, 14] as const).flatMap((d) =>
    (
      [
        ['up', 'SMC用'],
        ['emulsion', '喷射用'],
        ['silane', '板材用'],
      ] as const
    ).map(([sizing, use]) => ({
      name: '合股无捻粗纱',
      specModel: `ER${d}-${tex}-${use} ${tex}tex ${d}μm`,
      glassType: 'E',
      tex: String(tex),
      filamentDiameter: String(d),
      sizingType: sizing,
      packageType: 'doff',
      packageWeight: '20',
      price: 5200 + (14 - d) * 150,
    })),
  ),
);

const choppedStrand: Family['items'] = (['3', '4.5', '6', '12', '24'] as const).flatMap((len) =>
  ([10, 11, 13, 14] as const).flatMap((d) =>
    (
      [
        ['pa', 'PA增强'],
        ['pp', 'PP增强'],
        ['epoxy', 'PBT/PC增强'],
        ['up', 'BMC用'],
      ] as const
    ).map(([sizing, use]) => ({
      name: '短切原丝',
      specModel: `CS${d}-${len}mm-${sizing.toUpperCase()} ${len}mm ${d}μm ${use}`,
      glassType: 'E',
      filamentDiameter: String(d),
      chopLength: len,
      sizingType: sizing,
      packageType: 'tonbag',
      packageWeight: '1000',
      price: 5600 + (14 - d) * 260 + (Number(len) < 6 ? 200 : 0),
    })),
  ),
);

const yarn: Family['items'] = (['E', 'C'] as const).flatMap((glass) =>
  (
    [
      [5.5, 5],
      [11, 5],
      [11, 7],
      [22, 7],
      [33, 7],
      [34, 9],
      [68, 9],
      [136, 9],
      [200, 9],
      [300, 11],
    ] as const
  ).flatMap(([tex, d]) =>
    (['Z28', 'Z40'] as const).map((twist) => ({
      name: `${glass}玻璃纤维纱`,
      specModel: `${glass}C${d}-${tex}${twist} ${tex}tex ${d}μm 捻度${twist.slice(1)}`,
      glassType: glass,
      tex: String(tex),
      filamentDiameter: String(d),
      sizingType: 'textile',
      packageType: 'bobbin',
      packageWeight: '2.5',
      price: (glass === 'E' ? 1 : 0.82) * (9000 + 120000 / tex),
    })),
  ),
);

const csm: Family['items'] = ([225, 300, 450, 600, 900] as const).flatMap((g) =>
  (
    [
      ['powder', '粉剂'],
      ['emulsion', '乳剂'],
    ] as const
  ).flatMap(([binder, binderName]) =>
    ([1040, 1270] as const).map((width) => ({
      name: '短切原丝毡',
      specModel: `EMC${g}-${width}-${binder === 'powder' ? 'P' : 'E'} ${g}g/m² 幅宽${width}mm ${binderName}`,
      glassType: 'E',
      arealWeight: String(g),
      sizingType: binder,
      packageType: 'roll',
      packageWeight: g <= 450 ? '30' : '45',
      price: binder === 'powder' ? 7.6 : 7.2,
    })),
  ),
);

const wovenRoving: Family['items'] = ([200, 400, 500, 600, 800] as const).flatMap((g) =>
  ([1000, 1270] as const).map((width) => ({
    name: '无捻粗纱布（方格布）',
    specModel: `EWR${g}-${width} ${g}g/m² 幅宽${width}mm`,
    glassType: 'E',
    arealWeight: String(g),
    packageType: 'roll',
    packageWeight: width === 1000 ? '40' : '55',
    price: 7.8 - g / 400,
  })),
);

const resins: Family['items'] = (
  [
    ['191#不饱和聚酯树脂', '邻苯型 通用', 'DSM', 10.8],
    ['196#不饱和聚酯树脂', '邻苯型 低收缩', 'DSM', 11.2],
    ['间苯型不饱和聚酯树脂', '耐腐蚀', 'SWC', 13.5],
    ['乙烯基酯树脂', '901 双酚A型', 'SWC', 24.5],
    ['乙烯基酯树脂', '470 酚醛型', 'SWC', 29.8],
    ['环氧树脂', 'E-51 双酚A型', 'HSM', 17.5],
    ['环氧树脂', 'E-44 双酚A型', 'HSM', 16.8],
    ['风电灌注环氧树脂', '主剂 A组分', 'SWC', 23.0],
    ['风电灌注环氧固化剂', 'B组分', 'SWC', 26.0],
    ['聚氨酯树脂', '拉挤用 双组分', 'BASF', 21.0],
  ] as const
).flatMap(([name, spec, brandCode, price]) =>
  (
    [
      ['drum', '200kg/桶', '200'],
      ['ibc', '1000kg/IBC', '1000'],
    ] as const
  ).map(([packageType, pack, w]) => ({
    name,
    specModel: `${spec} ${pack}`,
    brandCode,
    packageType,
    packageWeight: w,
    price: packageType === 'ibc' ? price * 0.97 : price,
  })),
);

const silanes = [
  ['KH-550', 'γ-氨丙基三乙氧基硅烷', 28],
  ['KH-560', 'γ-缩水甘油醚氧丙基三甲氧基硅烷', 36],
  ['KH-570', 'γ-甲基丙烯酰氧基丙基三甲氧基硅烷', 34],
  ['KH-792', 'N-(β-氨乙基)-γ-氨丙基三甲氧基硅烷', 42],
  ['A-1100', 'γ-氨丙基三乙氧基硅烷', 46],
  ['A-187', 'γ-缩水甘油醚氧丙基三甲氧基硅烷', 58],
  ['A-174', 'γ-甲基丙烯酰氧基丙基三甲氧基硅烷', 55],
  ['A-1120', 'N-(β-氨乙基)-γ-氨丙基三甲氧基硅烷', 62],
] as const;
const sizingChemicals: Family['items'] = [
  ...silanes.flatMap(([model, chem, price]) =>
    (model.startsWith('KH') ? (['SGHG', 'JHXC'] as const) : (['MOM', 'SHIN', 'DOW'] as const)).flatMap(
      (brandCode) =>
        (
          [
            ['drum', '25kg/桶', '25'],
            ['drum', '200kg/桶', '200'],
          ] as const
        ).map(([packageType, pack, w]) => ({
          name: `硅烷偶联剂 ${model}`,
          specModel: `${chem} 纯度≥98% ${pack}`,
          brandCode,
          sizingType: 'silane',
          packageType,
          packageWeight: w,
          price: price * (w === '200' ? 0.95 : 1) * (brandCode === 'SGHG' ? 0.96 : 1),
        })),
    ),
  ),
  ...(
    [
      ['环氧树脂乳液（成膜剂）', '固含量50% 粒径≤1μm', 24],
      ['聚氨酯乳液（成膜剂）', '固含量40% 阴离子型', 27],
      ['聚醋酸乙烯酯乳液（成膜剂）', '固含量55%', 13],
      ['饱和聚酯乳液（成膜剂）', '固含量45%', 22],
      ['聚丙烯乳液（成膜剂）', '马来酸酐接枝 固含量35%', 19],
      ['阳离子润滑剂', '脂肪酸酰胺类 固含量20%', 16],
      ['非离子润滑剂', '聚乙二醇酯 PEG400MO', 18],
      ['抗静电剂', '季铵盐类 固含量50%', 21],
      ['冰醋酸', '工业级 ≥99.5% pH调节', 4.2],
      ['改性淀粉', '纺织型浸润剂用 阳离子淀粉', 6.8],
    ] as const
  ).flatMap(([name, spec, price]) =>
    (['BASF', 'DOW'] as const).flatMap((brandCode) =>
      (
        [
          ['drum', '200kg/桶', '200'],
          ['ibc', '1000kg/IBC', '1000'],
        ] as const
      ).map(([packageType, pack, w]) => ({
        name,
        specModel: `${spec} ${pack}`,
        brandCode,
        sizingType: 'emulsion',
        packageType,
        packageWeight: w,
        price: price * (packageType === 'ibc' ? 0.96 : 1) * (brandCode === 'DOW' ? 1.04 : 1),
      })),
    ),
  ),
];

const minerals: Family['items'] = [
  ...(
    [
      ['叶蜡石粉', 'cat-raw-pyro', 'Al₂O₃≥18%', 560],
      ['高岭土（煅烧）', 'cat-raw-kaolin', 'Al₂O₃≥42% Fe₂O₃≤0.4%', 1380],
      ['高岭土（水洗）', 'cat-raw-kaolin', 'Al₂O₃≥36% Fe₂O₃≤0.6%', 960],
      ['石灰石粉', 'cat-raw-lime', 'CaO≥54% MgO≤1.5%', 210],
      ['白云石粉', 'cat-raw-lime', 'MgO≥20% CaO≥30%', 260],
      ['石英砂', 'cat-raw-other', 'SiO₂≥99% Fe₂O₃≤0.05%', 420],
      ['萤石粉', 'cat-raw-other', 'CaF₂≥95%', 2850],
      ['硬硼钙石', 'cat-raw-other', 'B₂O₃≥40%', 3900],
      ['滑石粉', 'cat-raw-other', 'MgO≥30% 白度≥90', 1150],
      ['氧化铝粉', 'cat-raw-other', 'Al₂O₃≥98.6%', 3650],
    ] as const
  ).flatMap(([name, categoryId, grade, price]) =>
    ([200, 250, 325] as const).flatMap((mesh) =>
      (
        [
          ['tonbag', '吨袋'],
          ['bulk', '散装'],
        ] as const
      ).map(([packageType, pack]) => ({
        name,
        categoryId,
        specModel: `${mesh}目 ${grade} 水分≤0.5% ${pack}`,
        packageType,
        price: price * (1 + (mesh - 200) / 800) * (packageType === 'bulk' ? 0.95 : 1),
      })),
    ),
  ),
  ...(
    [
      ['硼酸', '工业级 H₃BO₃≥99.5% 25kg/袋', 'bag', 7200],
      ['硼酸', '工业级 H₃BO₃≥99.0% 吨袋', 'tonbag', 6800],
      ['五水硼砂', 'Na₂B₄O₇·5H₂O≥95% 25kg/袋', 'bag', 4600],
      ['纯碱', '轻质 Na₂CO₃≥99.2% 吨袋', 'tonbag', 1750],
      ['芒硝', 'Na₂SO₄≥99% 吨袋', 'tonbag', 520],
      ['氧化铁红', 'Fe₂O₃≥96% 25kg/袋', 'bag', 5200],
    ] as const
  ).map(([name, spec, packageType, price]) => ({
    name,
    categoryId: 'cat-raw-other',
    specModel: spec,
    packageType,
    price,
  })),
];

const packaging: Family['items'] = [
  ...([52, 76, 152, 160] as const).flatMap((inner) =>
    ([260, 280, 300, 500] as const).map((len) => ({
      name: '纸管',
      specModel: `内径${inner}mm 长${len}mm 壁厚${inner >= 152 ? 8 : 5}mm`,
      packageType: 'piece',
      unitCode: 'PCS',
      price: 0.6 + (inner * len) / 12000,
    })),
  ),
  ...(
    [
      ['熏蒸木托盘', '1140×1140mm 四面进叉 承重1.5t', 118],
      ['熏蒸木托盘', '1200×1000mm 双面 承重2t', 126],
      ['免熏蒸胶合板托盘', '1140×1140mm 出口用', 98],
      ['塑料托盘', '1200×1000mm 川字 承重1t', 168],
      ['塑料托盘', '1140×1140mm 九脚 承重1.5t', 152],
      ['周转铁托盘', '1140×1140mm 可堆叠', 420],
    ] as const
  ).map(([name, spec, price]) => ({ name, specModel: spec, unitCode: 'PCS', packageType: 'piece', price })),
  ...([17, 20, 23, 25] as const).flatMap((t) =>
    ([500, 1000] as const).map((w) => ({
      name: 'PE缠绕膜',
      specModel: `厚${t}μm 宽${w}mm 预拉伸300%`,
      unitCode: 'KG',
      packageType: 'roll',
      price: 11.6 + (25 - t) * 0.12,
    })),
  ),
  ...(
    [
      ['PE内衬袋', '0.05mm×1300×1600mm', 'PCS', 1.8],
      ['PE热收缩膜', '0.08mm 宽1600mm', 'KG', 13.2],
      ['PET打包带', '16×0.8mm 绿色', 'KG', 9.6],
      ['纸护角', 'L型 50×50×5mm 长1000mm', 'PCS', 0.85],
      ['蜂窝纸板隔层', '1140×1140×10mm', 'PCS', 6.5],
      ['瓦楞纸箱', '五层 A=B 600×400×300mm', 'PCS', 9.2],
      ['瓦楞纸箱', '五层 A=B 450×450×280mm', 'PCS', 7.6],
      ['吨袋', '90×90×110cm 承重1t 带内衬', 'PCS', 38],
    ] as const
  ).map(([name, spec, unitCode, price]) => ({
    name,
    specModel: spec,
    unitCode,
    packageType: 'piece',
    price,
  })),
];

const spares: Family['items'] = [
  ...([800, 1200, 1600, 2400, 4000, 6000] as const).flatMap((holes) =>
    (
      [
        ['Pt90Rh10', 1],
        ['Pt80Rh20', 1.12],
      ] as const
    ).map(([alloy, f]) => ({
      name: '铂铑合金漏板',
      specModel: `${holes}孔 ${alloy} 合金重约${(2 + holes / 600).toFixed(1)}kg`,
      categoryId: 'cat-equip-bushing',
      purchaseCategory: 'PC0301',
      brandCode: holes >= 4000 ? 'HER' : 'SPM',
      unitCode: 'PC',
      packageType: 'piece',
      price: 236000 * (2 + holes / 600) * f,
    })),
  ),
  ...(
    [
      ['铂铑合金漏嘴', 'Pt90Rh10 Φ1.6mm', 'G', 268],
      ['铂铑合金漏嘴', 'Pt90Rh10 Φ1.8mm', 'G', 268],
      ['铂铑合金丝', 'Pt90Rh10 Φ0.5mm', 'G', 262],
      ['铂铑合金冷却水管', 'Pt90Rh10 Φ6mm', 'G', 265],
    ] as const
  ).flatMap(([name, spec, unitCode, price]) =>
    (['HER', 'JM', 'SPM'] as const).map((brandCode) => ({
      name,
      specModel: spec,
      categoryId: 'cat-equip-bushing',
      purchaseCategory: 'PC0301',
      brandCode,
      unitCode,
      price: price * (brandCode === 'SPM' ? 0.985 : 1),
    })),
  ),
  ...(
    [
      ['S型热电偶', 'WRP-130 L=500mm'],
      ['S型热电偶', 'WRP-130 L=750mm'],
      ['B型热电偶', 'WRR-130 L=500mm'],
      ['B型热电偶', 'WRR-130 L=1000mm'],
    ] as const
  ).map(([name, spec]) => ({
    name,
    specModel: spec,
    categoryId: 'cat-equip',
    purchaseCategory: 'PC0303',
    brandCode: 'OMEGA',
    unitCode: 'PCS',
    price: name.startsWith('B') ? 3800 : 2600,
  })),
  ...(['6205-2RS', '6305-2Z', '6208-2RS', '6310', '22220E', 'NU2212'] as const).flatMap((model, i) =>
    (['SKF', 'NSK', 'HRB'] as const).map((brandCode) => ({
      name: model.startsWith('22') ? '调心滚子轴承' : model.startsWith('NU') ? '圆柱滚子轴承' : '深沟球轴承',
      specModel: model,
      categoryId: 'cat-equip-winder',
      purchaseCategory: 'PC0302',
      brandCode,
      unitCode: 'PCS',
      price: [45, 68, 96, 180, 1650, 820][i]! * (brandCode === 'HRB' ? 0.55 : 1),
    })),
  ),
  ...(
    [
      ['拉丝机机头', '自动换筒拉丝机 4分拉', 68000],
      ['拉丝机排线器', '螺旋排线器 φ300', 4200],
      ['拉丝机夹头', '筒夹 φ300×580mm', 8600],
      ['集束轮', '石墨 φ40mm', 180],
      ['涂油器辊', '石墨辊 φ60×400mm', 1450],
      ['冷却片', '紫铜 1.5mm×18mm 4000孔漏板用', 2600],
      ['分束板', '陶瓷 8分束', 380],
      ['拉丝机变频器', '22kW 380V', 9800],
      ['拉丝机伺服电机', '7.5kW 3000rpm', 12600],
      ['短切机刀辊', '4.5mm 刀距 聚氨酯', 5200],
      ['短切机胶辊', '邵氏硬度90A φ250', 3100],
      ['窑炉燃烧器', '纯氧燃烧枪 天然气', 28500],
    ] as const
  ).map(([name, spec, price]) => ({
    name,
    specModel: spec,
    categoryId: 'cat-equip-winder',
    purchaseCategory: 'PC0302',
    unitCode: name.includes('辊') || name.includes('器') || name.includes('机') ? 'SET' : 'PCS',
    price,
  })),
  ...(
    [
      ['致密氧化铬砖', 'Cr₂O₃≥92%', 'RHI', 52000],
      ['致密氧化铬砖', 'Cr₂O₃≥85%', 'RHI', 43000],
      ['电熔AZS砖', 'AZS-33 无缩孔', 'SG', 16500],
      ['电熔AZS砖', 'AZS-41 倾斜浇铸', 'SG', 21500],
      ['致密锆英石砖', 'ZrO₂≥65%', 'SG', 12800],
      ['硅砖', 'SiO₂≥96% 熔化部大碹用', 'RHI', 4300],
    ] as const
  ).flatMap(([name, grade, brandCode, price]) =>
    (['T-3', 'T-38', '异型'] as const).map((shape) => ({
      name,
      specModel: `${grade} 砖型${shape}`,
      categoryId: 'cat-equip-refractory',
      purchaseCategory: 'PC0304',
      brandCode,
      unitCode: 'T',
      price: price * (shape === '异型' ? 1.25 : 1),
    })),
  ),
];

const FAMILIES: Family[] = [
  {
    prefix: 'RV01',
    categoryId: 'cat-product-roving',
    purchaseCategory: 'PC04',
    materialType: 'product',
    unitCode: 'T',
    leadTimeDays: 15,
    items: directRoving,
  },
  {
    prefix: 'RV02',
    categoryId: 'cat-product-roving',
    purchaseCategory: 'PC04',
    materialType: 'product',
    unitCode: 'T',
    leadTimeDays: 15,
    items: assembledRoving,
  },
  {
    prefix: 'CS01',
    categoryId: 'cat-product-chopped',
    purchaseCategory: 'PC04',
    materialType: 'product',
    unitCode: 'T',
    leadTimeDays: 15,
    items: choppedStrand,
  },
  {
    prefix: 'YN01',
    categoryId: 'cat-product-yarn',
    purchaseCategory: 'PC04',
    materialType: 'product',
    unitCode: 'T',
    leadTimeDays: 20,
    items: yarn.map((y) => ({ ...y, price: Math.round(y.price / 10) * 10 })),
  },
  {
    prefix: 'MT01',
    categoryId: 'cat-product-fabric',
    purchaseCategory: 'PC04',
    materialType: 'product',
    unitCode: 'KG',
    leadTimeDays: 20,
    items: csm,
  },
  {
    prefix: 'WR01',
    categoryId: 'cat-product-fabric',
    purchaseCategory: 'PC04',
    materialType: 'product',
    unitCode: 'KG',
    leadTimeDays: 20,
    items: wovenRoving,
  },
  {
    prefix: 'RS01',
    categoryId: 'cat-aux-resin',
    purchaseCategory: 'PC0202',
    materialType: 'chem',
    unitCode: 'KG',
    leadTimeDays: 10,
    items: resins,
  },
  {
    prefix: 'CH01',
    categoryId: 'cat-aux-sizing',
    purchaseCategory: 'PC0201',
    materialType: 'chem',
    unitCode: 'KG',
    leadTimeDays: 14,
    items: sizingChemicals,
    supplierId: 'S002',
  },
  {
    prefix: 'MN01',
    categoryId: 'cat-raw-other',
    purchaseCategory: 'PC0101',
    materialType: 'raw',
    unitCode: 'T',
    leadTimeDays: 7,
    items: minerals,
    supplierId: 'S001',
  },
  {
    prefix: 'PK01',
    categoryId: 'cat-aux-pack',
    purchaseCategory: 'PC0203',
    materialType: 'pack',
    unitCode: 'PCS',
    leadTimeDays: 7,
    items: packaging,
    supplierId: 'S003',
  },
  {
    prefix: 'SP01',
    categoryId: 'cat-equip',
    purchaseCategory: 'PC0302',
    materialType: 'spare',
    unitCode: 'PCS',
    leadTimeDays: 30,
    items: spares,
  },
];

type GeneratedMaterial = { row: SeedRow; price: number; unitCode: string; supplierId: string | undefined };
const MATERIALS: GeneratedMaterial[] = FAMILIES.flatMap((f) =>
  f.items.map(({ price, ...item }, i) => {
    const code = `${f.prefix}.${String(i + 1).padStart(4, '0')}`;
    const unitCode = (item.unitCode as string | undefined) ?? f.unitCode;
    const values: Values = {
      code,
      materialType: f.materialType,
      categoryId: f.categoryId,
      purchaseCategory: f.purchaseCategory,
      taxRateCode: 'VAT13',
      leadTimeDays: f.leadTimeDays,
      ...item,
      unitCode,
      status: '1',
    };
    return { row: { id: `material-${code}`, values }, price, unitCode, supplierId: f.supplierId };
  }),
);
export const SEED_MATERIALS: SeedRow[] = MATERIALS.map((m) => m.row);

/**
 * Reference prices (no supplier): the price in force since 2025-01-01 and a 调价 on 2025-07-01;
 * the demo suppliers' own prices for their categories (S001 minerals, S002 sizing chemicals,
 * S003 packaging), the latest from 2025-10-01.
 */
export const SEED_MATERIAL_PRICES: SeedRow[] = MATERIALS.flatMap((m, i) => {
  const code = String(m.row.values.code);
  const scale = m.price >= 100 ? 2 : 4;
  const base = (effectiveDate: string, price: number, extra: Values = {}): Values => ({
    materialCode: code,
    currencyCode: 'CNY',
    taxRateCode: 'VAT13',
    priceUnit: m.unitCode,
    effectiveDate,
    price: money(price, scale),
    ...extra,
  });
  const first = m.price * spread(1, i);
  const second = first * (i % 3 === 0 ? 0.97 : 1.035);
  const out: SeedRow[] = [
    {
      id: `materialPrice-${code}-REF-20250101`,
      values: base('2025-01-01', first, { expiryDate: '2025-06-30', priceSource: 'manual' }),
    },
    {
      id: `materialPrice-${code}-REF-20250701`,
      values: base('2025-07-01', second, {
        priceSource: 'inquiry',
        adjustReason: second < first ? '年度议价下调' : '原材料及能源成本上涨',
      }),
    },
  ];
  if (m.supplierId) {
    out.push({
      id: `materialPrice-${code}-${m.supplierId}-20251001`,
      values: base('2025-10-01', second * 0.985, {
        supplierId: m.supplierId,
        priceSource: 'contract',
        sourceNo: `CT-2025-${String(100 + (i % 50)).padStart(6, '0')}`,
        minQty: m.unitCode === 'T' ? '20' : '100',
      }),
    });
  }
  return out;
});

export const SEED_QUOTAS = rows(
  'quota',
  MATERIALS.filter((m) => m.supplierId && /高岭土|硅烷|纸管|托盘/.test(String(m.row.values.name)))
    .filter((_, i) => i % 2 === 0)
    .map((m, i) => ({
      materialCode: m.row.values.code,
      supplierId: m.supplierId,
      ratio: ['60', '70', '100', '50'][i % 4],
      effectiveDate: '2025-01-01',
      expiryDate: '2025-12-31',
    })),
  (v) => `${String(v.materialCode)}-${String(v.supplierId)}`,
);

export const SEED_SAMPLES = rows('sample', [
  {
    code: 'YP-2025-000001',
    materialCode: 'MN01.0011',
    supplierId: 'S001',
    sampleName: '煅烧高岭土 325目',
    specModel: 'Al₂O₃≥42% Fe₂O₃≤0.4%',
    quantity: '50',
    unitCode: 'KG',
    requiredDate: '2025-09-15',
    sendDate: '2025-09-10',
    trackingNo: 'SF1409283746501',
    result: 'pass',
  },
  {
    code: 'YP-2025-000002',
    materialCode: 'CH01.0007',
    supplierId: 'S002',
    sampleName: 'KH-560 硅烷偶联剂',
    quantity: '25',
    unitCode: 'KG',
    requiredDate: '2025-10-20',
    sendDate: '2025-10-18',
    trackingNo: 'YT7765120938847',
    result: 'conditional',
    remark: '水解速度偏慢，允许试用一个批次',
  },
  {
    code: 'YP-2025-000003',
    materialCode: 'CH01.0041',
    supplierId: 'S002',
    sampleName: '环氧树脂乳液',
    quantity: '20',
    unitCode: 'KG',
    requiredDate: '2025-12-05',
    result: 'pending',
  },
  {
    code: 'YP-2025-000004',
    materialCode: 'PK01.0005',
    supplierId: 'S003',
    sampleName: '纸管 内径76mm',
    quantity: '200',
    unitCode: 'PCS',
    requiredDate: '2025-11-10',
    sendDate: '2025-11-06',
    trackingNo: 'ZTO73318200451',
    result: 'fail',
    remark: '径向抗压强度不达标',
  },
  {
    code: 'YP-2025-000005',
    materialCode: 'PK01.0017',
    supplierId: 'S003',
    sampleName: '熏蒸木托盘 1140×1140',
    quantity: '5',
    unitCode: 'PCS',
    requiredDate: '2025-12-20',
    result: 'pending',
  },
]);

/** In creation order: a referenced row before the rows that name it (no foreign keys, but readable). */
export const MASTER_DATA_SEED: { entity: string; rows: SeedRow[] }[] = [
  { entity: 'area', rows: SEED_AREAS },
  { entity: 'currency', rows: SEED_CURRENCIES },
  { entity: 'exchangeRate', rows: SEED_EXCHANGE_RATES },
  { entity: 'taxRate', rows: SEED_TAX_RATES },
  { entity: 'paymentType', rows: SEED_PAYMENT_TYPES },
  { entity: 'paymentCondition', rows: SEED_PAYMENT_CONDITIONS },
  { entity: 'bank', rows: SEED_BANKS },
  { entity: 'tradeMethod', rows: SEED_TRADE_METHODS },
  { entity: 'unit', rows: SEED_UNITS },
  { entity: 'brand', rows: SEED_BRANDS },
  { entity: 'purchaseOrg', rows: SEED_PURCHASE_ORGS },
  { entity: 'purchaseGroup', rows: SEED_PURCHASE_GROUPS },
  { entity: 'dataOrg', rows: SEED_DATA_ORGS },
  { entity: 'purchaseCategory', rows: SEED_PURCHASE_CATEGORIES },
  { entity: 'factory', rows: SEED_FACTORIES },
  { entity: 'warehouse', rows: SEED_WAREHOUSES },
  { entity: 'receivingSlot', rows: SEED_RECEIVING_SLOTS },
  { entity: 'post', rows: SEED_POSTS },
  { entity: 'language', rows: SEED_LANGUAGES },
  { entity: 'material', rows: SEED_MATERIALS },
  { entity: 'unitConversion', rows: SEED_UNIT_CONVERSIONS },
  { entity: 'materialPrice', rows: SEED_MATERIAL_PRICES },
  { entity: 'expertGroup', rows: SEED_EXPERT_GROUPS },
  { entity: 'expert', rows: SEED_EXPERTS },
  { entity: 'qualitativeItem', rows: SEED_QUALITATIVE_ITEMS },
  { entity: 'quota', rows: SEED_QUOTAS },
  { entity: 'sample', rows: SEED_SAMPLES },
];
