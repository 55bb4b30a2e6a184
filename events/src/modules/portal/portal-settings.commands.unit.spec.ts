import { describe, expect, it } from 'vitest';
import { DomainError } from '../../errors';
import { portalSettingsSchema } from '@srm/contracts/portal';
import {
  PORTAL_SETTINGS_CONFLICT,
  PORTAL_SETTINGS_VERSION_NOT_FOUND,
  portalSettingsDecider as decider,
} from './portal-settings.commands';
import type { PortalSettingsEvent } from './portal-settings.events';

const published = (title: string): PortalSettingsEvent => ({
  type: 'PortalSettingsPublished',
  data: { tenantId: '1', settings: portalSettingsSchema.parse({ hero: { title: { text: title } } }) },
});
const given = (...events: PortalSettingsEvent[]) => events.reduce(decider.evolve, decider.initialState());
const publish = (settings: unknown, baseVersion?: number) =>
  ({ type: 'PublishPortalSettings', tenantId: '1', settings, baseVersion }) as const;
const refusal = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    return e as DomainError;
  }
  throw new Error('not refused');
};

describe('publishing the portal settings (given/when/then)', () => {
  it('given two publications, a draft from version 2 publishes', () => {
    const events = decider.decide(
      publish({ hero: { title: { text: '三' } } }, 2),
      given(published('一'), published('二')),
    );
    expect(events).toHaveLength(1);
    expect(events[0]!.data.settings.hero.title.text).toBe('三');
  });

  it('given two publications, a draft from version 1 is refused as a conflict naming both versions', () => {
    const e = refusal(() => decider.decide(publish({}, 1), given(published('一'), published('二'))));
    expect(e).toBeInstanceOf(DomainError);
    expect(e.code).toBe('VersionConflict');
    expect(e.message).toBe(PORTAL_SETTINGS_CONFLICT);
    expect(e.details).toEqual({ baseVersion: 1, version: 2 });
  });

  it('given nothing published, a draft from version 0 publishes; one claiming version 1 is refused', () => {
    expect(decider.decide(publish({}, 0), given())).toHaveLength(1);
    expect(refusal(() => decider.decide(publish({}, 1), given())).code).toBe('VersionConflict');
  });

  it('without a base version (revert, seed) publishes over whatever is live', () => {
    expect(decider.decide(publish({ template: 'pro' }), given(published('一')))).toHaveLength(1);
  });

  it('a stale draft is refused even when it equals what is live: the studio must look first', () => {
    const state = given(published('一'), published('二'));
    expect(() => decider.decide(publish({ hero: { title: { text: '二' } } }, 1), state)).toThrow(
      PORTAL_SETTINGS_CONFLICT,
    );
    expect(decider.decide(publish({ hero: { title: { text: '二' } } }, 2), state)).toEqual([]);
  });

  it('refuses a colour that is not hex with the field and 颜色格式不正确', () => {
    const e = refusal(() =>
      decider.decide(publish({ hero: { subTitle: { style: { color: 'blue' } } } }), given()),
    );
    expect(e.code).toBe('ValidationFailed');
    expect(e.message).toBe('hero.subTitle.style.color: 颜色格式不正确');
  });
});

describe('reverting the portal settings (given/when/then)', () => {
  const revert = (version: number, title: string | null) =>
    ({
      type: 'RevertPortalSettings',
      tenantId: '1',
      version,
      settings: title === null ? null : published(title).data.settings,
    }) as const;

  it('given two publications, reverting to version 1 publishes its model again', () => {
    const events = decider.decide(revert(1, '一'), given(published('一'), published('二')));
    expect(events).toHaveLength(1);
    expect(events[0]!.data.settings.hero.title.text).toBe('一');
  });

  it('given two publications, a version never published is not found, and nothing is published', () => {
    for (const command of [revert(3, '三'), revert(0, '零'), revert(2, null)]) {
      const e = refusal(() => decider.decide(command, given(published('一'), published('二'))));
      expect([e.code, e.message]).toEqual(['NotFound', PORTAL_SETTINGS_VERSION_NOT_FOUND]);
    }
  });

  it('given the version that is live, reverting to it writes nothing', () => {
    expect(decider.decide(revert(2, '二'), given(published('一'), published('二')))).toEqual([]);
  });
});

describe('portal settings: plain-text titles and safe links ([SEC1] 11)', () => {
  it('when a nav title carries markup, then refused naming the field', () => {
    const e = refusal(() =>
      decider.decide(
        publish({
          nav: {
            siteMap: [{ title: '<script>x</script>', url: '/a', name: 'a', visible: true, children: [] }],
          },
        }),
        given(),
      ),
    );
    expect(e.code).toBe('ValidationFailed');
    expect(e.message).toBe('nav.siteMap.0.title: 标题不能包含HTML标签或脚本');
  });

  it('when the hero text or a section title carries markup, then refused', () => {
    expect(
      refusal(() => decider.decide(publish({ hero: { title: { text: '<b>x</b>' } } }), given())).message,
    ).toBe('hero.title.text: 文字不能包含HTML标签或脚本');
    expect(
      refusal(() => decider.decide(publish({ sections: { newsTitle: '<i>x</i>' } }), given())).code,
    ).toBe('ValidationFailed');
  });

  it('when a link is javascript: or leaves the site through a backslash, then refused', () => {
    for (const url of ['javascript:alert(1)', '/\\evil.example']) {
      const e = refusal(() =>
        decider.decide(publish({ footer: { otherLinks: [{ title: '友情链接', url }] } }), given()),
      );
      expect(e.code).toBe('ValidationFailed');
      expect(e.details).toEqual({ field: 'footer.otherLinks.0.url' });
    }
  });
});
