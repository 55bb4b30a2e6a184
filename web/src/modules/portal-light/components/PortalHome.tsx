import { useSettings } from '../hooks/useSettings';
import type { PortalTemplate } from '../types';
import { NEWS_CARDS, PRO_NEWS_ITEMS } from '../utils/slides';
import { HeroSection } from './HeroSection';
import { HomeSections } from './HomeSections';
import { NewsCards } from './NewsCards';
import { PurchaseCards } from './PurchaseCards';
import { ResultSlider } from './ResultSlider';
import './portal.css';

export type PortalHomeProps = { template: PortalTemplate };

/**
 * The home of a template (spec §1, §2): basic `se` shows 4 news cards; advanced `pro` has the
 * polygon hero and the 12-item news list. Both: hero with the login box, purchase cards, results,
 * features and the call to action.
 */
export function PortalHome({ template }: PortalHomeProps) {
  const settings = useSettings();
  const hero = template === 'pro' ? { ...settings.hero, shape: 'polygon' as const } : settings.hero;
  return (
    <div data-testid={`portal-home-${template}`}>
      <HeroSection hero={hero} showLoginBox />
      <div className="portal-container">
        <PurchaseCards />
        <ResultSlider />
        <NewsCards
          title={settings.sections.newsTitle}
          count={template === 'pro' ? PRO_NEWS_ITEMS : NEWS_CARDS}
        />
        <HomeSections sections={settings.sections} footer={settings.footer} />
      </div>
    </div>
  );
}
