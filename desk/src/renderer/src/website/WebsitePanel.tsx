/**
 * The website's own content, from the desk: its photos and its terms and privacy texts. A manager's
 * or an admin's screen (sections.ts; docs/decisions/054): plain staff have no Website tab.
 */
import { LegalTextsSection } from './LegalTextsSection';
import { PhotosSection } from './PhotosSection';

export function WebsitePanel() {
  return (
    <div className="website-panel">
      <PhotosSection />
      <LegalTextsSection />
    </div>
  );
}
