import { HeroSection, PortalFooter } from '../../portal/preview';
import type { StudioSettings } from '../types';

export type StudioPreviewProps = { settings: StudioSettings };

/** The draft rendered by the portal's own hero and footer, scaled to fit beside the form. */
export function StudioPreview({ settings }: StudioPreviewProps) {
  return (
    <div data-testid="studio-preview" style={{ overflow: 'hidden', border: '1px solid #f0f0f0' }}>
      <div style={{ zoom: 0.5, width: 1280, pointerEvents: 'none' }}>
        <HeroSection hero={settings.hero} showLoginBox={false} />
        <PortalFooter footer={settings.footer} company={settings.company.name} />
      </div>
    </div>
  );
}
