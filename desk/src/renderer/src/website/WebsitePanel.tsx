/** The website's own content, from the desk: its photos. */
import { PhotosSection } from './PhotosSection';

export function WebsitePanel() {
  return (
    <div className="website-panel">
      <PhotosSection />
    </div>
  );
}
