/** Storage types of a field: each maps to one PostgreSQL column type (money and quantities are `decimal`). */
export const FIELD_TYPES = ['string', 'text', 'integer', 'decimal', 'date', 'datetime'] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

export const FIELD_TYPE_LABELS: Record<FieldType, string> = {
  string: '文本',
  text: '长文本',
  integer: '整数',
  decimal: '小数',
  date: '日期',
  datetime: '日期时间',
};

/** Spec §5 "Form widget types", in the spec's order. */
export const WIDGETS = [
  'text',
  'number',
  'integer',
  'password',
  'date',
  'datetime',
  'textarea',
  'list',
  'radio',
  'file',
  'image',
  'checkbox',
  'rate',
  'switch',
  'umeditor',
  'popup',
  'list_multi',
  'sel_org',
  'sel_depart',
  'sel_user',
  'sel_search',
  'sel_tree',
  'cat_tree',
  'hidden',
  'link_down',
  'pca',
  'markdown',
] as const;
export type Widget = (typeof WIDGETS)[number];

/** Spec §5 "Query form views": these, and text for every other widget. */
export const QUERY_VIEWS = [
  'text',
  'date',
  'datetime',
  'list',
  'radio',
  'sel_tree',
  'cat_tree',
  'sel_search',
  'sel_user',
  'sel_depart',
  'popup',
  'pca',
  'checkbox',
  'list_multi',
] as const;
export type QueryView = (typeof QUERY_VIEWS)[number];

/** Single: one input; group: a begin~end pair (`<field>_begin`, `<field>_end`). */
export const QUERY_MODES = ['single', 'group'] as const;
export type QueryMode = (typeof QUERY_MODES)[number];

const TEXTUAL: readonly FieldType[] = ['string', 'text'];
/** The storage types each widget can edit. */
export const WIDGET_TYPES: Record<Widget, readonly FieldType[]> = {
  text: TEXTUAL,
  number: ['integer', 'decimal'],
  integer: ['integer'],
  password: ['string'],
  date: ['date'],
  datetime: ['datetime'],
  textarea: TEXTUAL,
  list: TEXTUAL,
  radio: TEXTUAL,
  file: TEXTUAL,
  image: TEXTUAL,
  checkbox: TEXTUAL,
  rate: ['integer', 'decimal'],
  switch: ['string'],
  umeditor: ['text'],
  popup: TEXTUAL,
  list_multi: TEXTUAL,
  sel_org: TEXTUAL,
  sel_depart: TEXTUAL,
  sel_user: TEXTUAL,
  sel_search: TEXTUAL,
  sel_tree: TEXTUAL,
  cat_tree: TEXTUAL,
  hidden: FIELD_TYPES,
  link_down: TEXTUAL,
  pca: TEXTUAL,
  markdown: ['text'],
};

/** The widget a field gets when its definition names none. */
export const DEFAULT_WIDGET: Record<FieldType, Widget> = {
  string: 'text',
  text: 'textarea',
  integer: 'integer',
  decimal: 'number',
  date: 'date',
  datetime: 'datetime',
};

/** Widgets whose values come from a dictionary (`dictCode`). */
export const DICT_WIDGETS: readonly Widget[] = ['list', 'radio', 'checkbox', 'list_multi'];
/** Selection widgets return comma-separated strings of values (spec §3). */
export const MULTI_WIDGETS: readonly Widget[] = ['checkbox', 'list_multi'];
/** Widgets the user picks a value with (the required message says 请选择 rather than 请输入). */
export const CHOICE_WIDGETS: readonly Widget[] = [
  'date',
  'datetime',
  'list',
  'radio',
  'checkbox',
  'switch',
  'popup',
  'list_multi',
  'sel_org',
  'sel_depart',
  'sel_user',
  'sel_search',
  'sel_tree',
  'cat_tree',
  'link_down',
  'pca',
];
export const UPLOAD_WIDGETS: readonly Widget[] = ['file', 'image'];

/** The query view a widget gets by default (spec §5: others text). */
export const queryViewOf = (widget: Widget): QueryView =>
  (QUERY_VIEWS as readonly string[]).includes(widget) ? (widget as QueryView) : 'text';

/** Switch: first option on, second off (spec §4, default Y/N). */
export const DEFAULT_SWITCH_OPTIONS = ['Y', 'N'] as const;
