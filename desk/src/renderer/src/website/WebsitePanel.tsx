/** The website's own content, from the desk: its photos, and for admins its terms and privacy texts. */
import type { UserView } from '@lounge/core';
import { LegalTextsSection } from './LegalTextsSection';
import { PhotosSection } from './PhotosSection';

export function WebsitePanel({ user }: { user: UserView }) {
  return (
    <div className="website-panel">
      <PhotosSection />
      {(user.role === 'manager' || user.role === 'admin') && <LegalTextsSection />}
    </div>
  );
}
