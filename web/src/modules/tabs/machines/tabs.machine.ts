import { assign, setup } from 'xstate';
import type { Device, TabPage, TabsNotice } from '../types';
import {
  activateTab,
  closeLeftTabs,
  closeOtherTabs,
  closeRightTabs,
  closeTab,
  HOME_TAB,
  isRefusal,
  onlyActive,
  openTab,
  refreshTab,
  replaceTab,
  withHomeFirst,
} from '../utils/tabList';
import type { TabList } from '../utils/tabList';

export type TabsInput = {
  /** The route the app starts on. */
  current: TabPage;
  device?: Device;
  /** The `multipage` setting (spec §3 "Store settings"); default on. */
  multipage?: boolean;
  home?: TabPage;
};

export type TabsContext = TabList & {
  home: TabPage;
  device: Device;
  multipage: boolean;
  notice: TabsNotice | null;
};

export type TabsEvent =
  /** The route changed (or a menu item was chosen): its tab is added or activated. */
  | { type: 'tab.open'; page: TabPage }
  | { type: 'tab.activate'; fullPath: string }
  | { type: 'tab.close'; fullPath: string }
  | { type: 'tab.closeLeft'; fullPath: string }
  | { type: 'tab.closeRight'; fullPath: string }
  | { type: 'tab.closeOthers'; fullPath: string }
  | { type: 'tab.refresh'; fullPath: string }
  | { type: 'tabs.device'; device: Device }
  | { type: 'tabs.multipage'; enabled: boolean };

const listOf = (context: TabsContext): TabList => ({
  pages: context.pages,
  activeKey: context.activeKey,
  generations: context.generations,
});

const withNotice = (context: TabsContext, text: string): Pick<TabsContext, 'notice'> => ({
  notice: { id: (context.notice?.id ?? 0) + 1, text },
});

/**
 * The multi-tab bar (spec §4 "Tabs"). Multi-tab is on unless the `multipage` setting is off or the
 * device is a phone; then only the current route is kept. The UI navigates to `activeKey` when it
 * changes, renders views keyed by `tabViewKey` and shows each new `notice`.
 */
export const tabsMachine = setup({
  types: {
    context: {} as TabsContext,
    events: {} as TabsEvent,
    input: {} as TabsInput,
  },
  actions: {
    keepHomeFirst: assign(({ context }) => withHomeFirst(listOf(context), context.home)),
    keepOnlyActive: assign(({ context }) => onlyActive(listOf(context))),
  },
  guards: {
    multiTabOn: ({ context }) => context.multipage && context.device !== 'mobile',
  },
}).createMachine({
  id: 'tabs',
  context: ({ input }) => ({
    pages: [input.current],
    activeKey: input.current.fullPath,
    generations: {},
    home: input.home ?? HOME_TAB,
    device: input.device ?? 'desktop',
    multipage: input.multipage ?? true,
    notice: null,
  }),
  initial: 'routing',
  on: {
    'tab.activate': { actions: assign(({ context, event }) => activateTab(listOf(context), event.fullPath)) },
    'tab.refresh': { actions: assign(({ context, event }) => refreshTab(listOf(context), event.fullPath)) },
    'tab.close': {
      actions: assign(({ context, event }) => {
        const result = closeTab(listOf(context), event.fullPath, context.home.fullPath);
        return isRefusal(result) ? withNotice(context, result.refused) : result;
      }),
    },
    'tabs.device': { target: '.routing', actions: assign({ device: ({ event }) => event.device }) },
    'tabs.multipage': { target: '.routing', actions: assign({ multipage: ({ event }) => event.enabled }) },
  },
  states: {
    routing: {
      always: [{ guard: 'multiTabOn', target: 'multiTab' }, { target: 'singleTab' }],
    },
    /** Home first and never closed; tabs keyed by full path. */
    multiTab: {
      entry: 'keepHomeFirst',
      on: {
        'tab.open': { actions: assign(({ context, event }) => openTab(listOf(context), event.page)) },
        'tab.closeLeft': {
          actions: assign(({ context, event }) =>
            closeLeftTabs(listOf(context), event.fullPath, context.home.fullPath),
          ),
        },
        'tab.closeRight': {
          actions: assign(({ context, event }) =>
            closeRightTabs(listOf(context), event.fullPath, context.home.fullPath),
          ),
        },
        'tab.closeOthers': {
          actions: assign(({ context, event }) =>
            closeOtherTabs(listOf(context), event.fullPath, context.home.fullPath),
          ),
        },
      },
    },
    /** Mobile or multi-tab off: only the current route is kept. */
    singleTab: {
      entry: 'keepOnlyActive',
      on: {
        'tab.open': { actions: assign(({ context, event }) => replaceTab(listOf(context), event.page)) },
      },
    },
  },
});
