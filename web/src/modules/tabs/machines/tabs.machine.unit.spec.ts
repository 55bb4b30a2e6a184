import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { initialTransition, transition } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import type { Device, TabPage } from '../types';
import {
  HOME_CLOSE_REFUSED,
  HOME_PATH,
  keepAliveKeys,
  LAST_TAB_CLOSE_REFUSED,
  tabViewKey,
} from '../utils/tabList';
import { tabsMachine } from './tabs.machine';
import type { TabsEvent, TabsInput } from './tabs.machine';

type Snapshot = SnapshotFrom<typeof tabsMachine>;

const page = (fullPath: string, keepAlive = false): TabPage => ({
  fullPath,
  path: fullPath.split('?')[0] ?? fullPath,
  name: fullPath,
  meta: { title: `title of ${fullPath}`, icon: null, keepAlive },
});

const start = (input: TabsInput): Snapshot => initialTransition(tabsMachine, input)[0];

const given = (input: TabsInput, ...events: TabsEvent[]): Snapshot =>
  events.reduce((snapshot, event) => transition(tabsMachine, snapshot, event)[0], start(input));

const open = (fullPath: string, keepAlive = false): TabsEvent => ({
  type: 'tab.open',
  page: page(fullPath, keepAlive),
});

const paths = (snapshot: Snapshot): string[] => snapshot.context.pages.map((p) => p.fullPath);

const viewKey = (snapshot: Snapshot, fullPath: string): string => tabViewKey(snapshot.context, fullPath);

describe('tabsMachine', () => {
  describe('opening', () => {
    it('given the app starts on a route, then the home tab comes first and the route is active', () => {
      const s = given({ current: page('/a') });
      expect(paths(s)).toEqual([HOME_PATH, '/a']);
      expect(s.context.activeKey).toBe('/a');
      expect(s.context.pages[0]?.meta.title).toBe('首页');
    });

    it('given the app starts on the home route, then there is only the home tab', () => {
      const s = given({ current: page(HOME_PATH) });
      expect(paths(s)).toEqual([HOME_PATH]);
    });

    it('when a new route opens, then its tab is added at the end and becomes active', () => {
      const s = given({ current: page('/a') }, open('/b'));
      expect(paths(s)).toEqual([HOME_PATH, '/a', '/b']);
      expect(s.context.activeKey).toBe('/b');
    });

    it('given a tab is open, when its route opens again, then no tab is added and it becomes active', () => {
      const s = given({ current: page('/a') }, open('/b'), open('/a'));
      expect(paths(s)).toEqual([HOME_PATH, '/a', '/b']);
      expect(s.context.activeKey).toBe('/a');
    });

    it('when the same path opens with another query, then it is another tab (tabs are keyed by full path)', () => {
      const s = given({ current: page('/a?id=1') }, open('/a?id=2'));
      expect(paths(s)).toEqual([HOME_PATH, '/a?id=1', '/a?id=2']);
    });

    it('given a tab is open, when its route opens with a new title, then the tab shows the new title', () => {
      const renamed: TabsEvent = {
        type: 'tab.open',
        page: { ...page('/a'), meta: { ...page('/a').meta, title: '新' } },
      };
      const s = given({ current: page('/a') }, open('/b'), renamed);
      expect(s.context.pages.map((p) => p.meta.title)).toEqual(['首页', '新', 'title of /b']);
    });

    it('when a tab is clicked, then it becomes active', () => {
      const s = given({ current: page('/a') }, open('/b'), { type: 'tab.activate', fullPath: '/a' });
      expect(s.context.activeKey).toBe('/a');
    });
  });

  describe('closing', () => {
    it('when the home tab is closed, then it stays and the user reads 首页不能关闭!', () => {
      const s = given({ current: page('/a') }, { type: 'tab.close', fullPath: HOME_PATH });
      expect(paths(s)).toEqual([HOME_PATH, '/a']);
      expect(s.context.notice?.text).toBe(HOME_CLOSE_REFUSED);
      expect(HOME_CLOSE_REFUSED).toBe('首页不能关闭!');
    });

    it('given a single tab, when it is closed, then it stays and the user reads 这是最后一页，不能再关闭了啦', () => {
      const s = given({ current: page('/a'), device: 'mobile' }, { type: 'tab.close', fullPath: '/a' });
      expect(paths(s)).toEqual(['/a']);
      expect(s.context.notice?.text).toBe('这是最后一页，不能再关闭了啦');
      expect(LAST_TAB_CLOSE_REFUSED).toBe('这是最后一页，不能再关闭了啦');
    });

    it('when a tab that is not open is closed, then nothing changes and nothing is shown', () => {
      const s = given({ current: page('/a'), device: 'mobile' }, { type: 'tab.close', fullPath: '/zzz' });
      expect(paths(s)).toEqual(['/a']);
      expect(s.context.notice).toBeNull();
    });

    it('given a refusal was shown, when the same refusal happens again, then it is a new notice (shown again)', () => {
      const once = given({ current: page('/a') }, { type: 'tab.close', fullPath: HOME_PATH });
      const twice = transition(tabsMachine, once, { type: 'tab.close', fullPath: HOME_PATH })[0];
      expect(twice.context.notice?.id).toBeGreaterThan(once.context.notice?.id ?? 0);
    });

    it('when a tab in the middle is closed, then the tab now at its position becomes active', () => {
      const s = given(
        { current: page('/a') },
        open('/b'),
        open('/c'),
        { type: 'tab.activate', fullPath: '/b' },
        {
          type: 'tab.close',
          fullPath: '/b',
        },
      );
      expect(paths(s)).toEqual([HOME_PATH, '/a', '/c']);
      expect(s.context.activeKey).toBe('/c');
    });

    it('when the last tab in the row is closed, then the previous one becomes active', () => {
      const s = given({ current: page('/a') }, open('/b'), { type: 'tab.close', fullPath: '/b' });
      expect(paths(s)).toEqual([HOME_PATH, '/a']);
      expect(s.context.activeKey).toBe('/a');
    });

    it('when an inactive tab is closed, then the tab at its position becomes active (spec §4: on closing)', () => {
      const s = given({ current: page('/a') }, open('/b'), open('/c'), { type: 'tab.close', fullPath: '/a' });
      expect(paths(s)).toEqual([HOME_PATH, '/b', '/c']);
      expect(s.context.activeKey).toBe('/b');
    });
  });

  describe('context menu', () => {
    const four = (): Snapshot => given({ current: page('/a') }, open('/b'), open('/c'), open('/d'));

    it('when 刷新 is chosen on a tab, then that tab view remounts and the others keep theirs', () => {
      const before = four();
      const after = transition(tabsMachine, before, { type: 'tab.refresh', fullPath: '/b' })[0];
      expect(viewKey(after, '/b')).not.toBe(viewKey(before, '/b'));
      expect(viewKey(after, '/c')).toBe(viewKey(before, '/c'));
      expect(paths(after)).toEqual(paths(before));
    });

    it('when 关闭左侧 is chosen, then the tabs left of it close but home stays', () => {
      const s = transition(tabsMachine, four(), { type: 'tab.closeLeft', fullPath: '/c' })[0];
      expect(paths(s)).toEqual([HOME_PATH, '/c', '/d']);
      expect(s.context.activeKey).toBe('/d');
    });

    it('given the active tab is left of it, when 关闭左侧 is chosen, then the chosen tab becomes active', () => {
      const s = given(
        { current: page('/a') },
        open('/b'),
        open('/c'),
        { type: 'tab.activate', fullPath: '/a' },
        {
          type: 'tab.closeLeft',
          fullPath: '/c',
        },
      );
      expect(paths(s)).toEqual([HOME_PATH, '/c']);
      expect(s.context.activeKey).toBe('/c');
    });

    it('when 关闭右侧 is chosen, then the tabs right of it close', () => {
      const s = transition(tabsMachine, four(), { type: 'tab.closeRight', fullPath: '/b' })[0];
      expect(paths(s)).toEqual([HOME_PATH, '/a', '/b']);
      expect(s.context.activeKey).toBe('/b');
    });

    it('given the active tab stays, when 关闭右侧 is chosen, then it stays active', () => {
      const s = given(
        { current: page('/a') },
        open('/b'),
        open('/c'),
        { type: 'tab.activate', fullPath: '/a' },
        {
          type: 'tab.closeRight',
          fullPath: '/b',
        },
      );
      expect(s.context.activeKey).toBe('/a');
    });

    it('when 关闭其他 is chosen, then only home and that tab stay and it becomes active', () => {
      const s = transition(tabsMachine, four(), { type: 'tab.closeOthers', fullPath: '/c' })[0];
      expect(paths(s)).toEqual([HOME_PATH, '/c']);
      expect(s.context.activeKey).toBe('/c');
    });

    it('when 关闭其他 is chosen on the home tab, then only home stays', () => {
      const s = transition(tabsMachine, four(), { type: 'tab.closeOthers', fullPath: HOME_PATH })[0];
      expect(paths(s)).toEqual([HOME_PATH]);
      expect(s.context.activeKey).toBe(HOME_PATH);
    });
  });

  describe('keep-alive', () => {
    it('given a keep-alive tab, when the user leaves and comes back, then its view is the same (state kept)', () => {
      const before = given({ current: page('/a', true) }, open('/b'));
      const back = transition(tabsMachine, before, open('/a', true))[0];
      expect(viewKey(back, '/a')).toBe(viewKey(before, '/a'));
      expect(keepAliveKeys(back.context)).toEqual([viewKey(back, '/a')]);
    });

    it('given a keep-alive tab was closed, when its route opens again, then its view reloads (a new key)', () => {
      const before = given({ current: page('/a', true) }, open('/b'));
      const closed = transition(tabsMachine, before, { type: 'tab.close', fullPath: '/a' })[0];
      expect(keepAliveKeys(closed.context)).toEqual([]);
      const reopened = transition(tabsMachine, closed, open('/a', true))[0];
      expect(viewKey(reopened, '/a')).not.toBe(viewKey(before, '/a'));
      expect(keepAliveKeys(reopened.context)).toEqual([viewKey(reopened, '/a')]);
    });

    it('given keep-alive tabs closed by 关闭其他, when reopened, then they reload too', () => {
      const before = given({ current: page('/a', true) }, open('/b', true));
      const reopened = given(
        { current: page('/a', true) },
        open('/b', true),
        { type: 'tab.closeOthers', fullPath: '/b' },
        open('/a', true),
      );
      expect(viewKey(reopened, '/a')).not.toBe(viewKey(before, '/a'));
      expect(viewKey(reopened, '/b')).toBe(viewKey(before, '/b'));
    });
  });

  describe('mobile and the multipage setting', () => {
    it('given a phone, when routes open, then only the current route has a tab', () => {
      const s = given({ current: page('/a'), device: 'mobile' }, open('/b'));
      expect(paths(s)).toEqual(['/b']);
      expect(s.context.activeKey).toBe('/b');
      expect(s.matches('singleTab')).toBe(true);
    });

    it('given several tabs, when the device becomes a phone, then only the active tab is kept', () => {
      const s = given(
        { current: page('/a') },
        open('/b'),
        open('/c'),
        { type: 'tab.activate', fullPath: '/b' },
        {
          type: 'tabs.device',
          device: 'mobile',
        },
      );
      expect(paths(s)).toEqual(['/b']);
    });

    it('given a phone, when the device becomes a desktop, then the home tab comes back first', () => {
      const s = given({ current: page('/a'), device: 'mobile' }, { type: 'tabs.device', device: 'desktop' });
      expect(paths(s)).toEqual([HOME_PATH, '/a']);
      expect(s.matches('multiTab')).toBe(true);
    });

    it('given the multipage setting is off, when routes open, then only the current route has a tab', () => {
      const s = given({ current: page('/a'), multipage: false }, open('/b'));
      expect(paths(s)).toEqual(['/b']);
      const on = transition(tabsMachine, s, { type: 'tabs.multipage', enabled: true })[0];
      expect(paths(on)).toEqual([HOME_PATH, '/b']);
    });

    it('given a phone, when the context menu closes others, then nothing changes (there is one tab)', () => {
      const s = given({ current: page('/a'), device: 'mobile' }, { type: 'tab.closeOthers', fullPath: '/a' });
      expect(paths(s)).toEqual(['/a']);
    });
  });

  describe('invariants after any sequence of events', () => {
    const fullPaths = [HOME_PATH, '/a', '/b', '/c', '/a?id=1', '/d'];
    const devices: Device[] = ['desktop', 'tablet', 'mobile'];
    const anyPath = fc.constantFrom(...fullPaths);
    const anyEvent: fc.Arbitrary<TabsEvent> = fc.oneof(
      fc
        .record({ path: anyPath, keepAlive: fc.boolean() })
        .map(({ path, keepAlive }) => open(path, keepAlive)),
      anyPath.map((fullPath): TabsEvent => ({ type: 'tab.close', fullPath })),
      anyPath.map((fullPath): TabsEvent => ({ type: 'tab.closeLeft', fullPath })),
      anyPath.map((fullPath): TabsEvent => ({ type: 'tab.closeRight', fullPath })),
      anyPath.map((fullPath): TabsEvent => ({ type: 'tab.closeOthers', fullPath })),
      anyPath.map((fullPath): TabsEvent => ({ type: 'tab.refresh', fullPath })),
      anyPath.map((fullPath): TabsEvent => ({ type: 'tab.activate', fullPath })),
      fc.constantFrom(...devices).map((device): TabsEvent => ({ type: 'tabs.device', device })),
      fc.boolean().map((enabled): TabsEvent => ({ type: 'tabs.multipage', enabled })),
    );
    const anyInput: fc.Arbitrary<TabsInput> = fc.record({
      current: anyPath.map((p) => page(p)),
      device: fc.constantFrom(...devices),
      multipage: fc.boolean(),
    });

    it('keeps home first (multi-tab), no duplicate tabs, an open active tab and at least one tab', () => {
      fc.assert(
        fc.property(anyInput, fc.array(anyEvent, { maxLength: 40 }), (input, events) => {
          let s = start(input);
          for (const event of events) {
            s = transition(tabsMachine, s, event)[0];
            const keys = paths(s);
            const multiTab = s.context.multipage && s.context.device !== 'mobile';
            expect(keys.length).toBeGreaterThanOrEqual(1);
            expect(new Set(keys).size).toBe(keys.length);
            expect(keys).toContain(s.context.activeKey);
            if (multiTab) expect(keys[0]).toBe(HOME_PATH);
            else expect(keys).toHaveLength(1);
            expect(s.matches(multiTab ? 'multiTab' : 'singleTab')).toBe(true);
          }
        }),
        { numRuns: 300 },
      );
    });

    it('shows the page just opened as the active tab', () => {
      fc.assert(
        fc.property(anyInput, fc.array(anyEvent, { maxLength: 20 }), anyPath, (input, events, last) => {
          const s = transition(tabsMachine, given(input, ...events), open(last))[0];
          expect(s.context.activeKey).toBe(last);
        }),
        { numRuns: 200 },
      );
    });
  });
});
