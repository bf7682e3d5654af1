import { siteLabels } from '@lounge/core';
import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router-dom';
import { useFoundingOffer } from '../../api/foundingOffer';
import { PhotoBand } from '../../ui/PhotoBand';
import { galleryPhoto } from '../../ui/sectionParts';
import { usePageTitle } from '../../ui/usePageTitle';
import { useCurrentUser } from '../auth/currentUser';
import { AmenitiesSection } from './AmenitiesSection';
import { ExperienceSection } from './ExperienceSection';
import { HomeHero } from './HomeHero';
import { loadIntroOfferModal, useIntroPopup } from './introOffer';
import { MembershipPreview } from './MembershipPreview';
import { VenueGallery } from './VenueGallery';
import './home.css';

const IntroOfferModal = lazy(loadIntroOfferModal);

/**
 * / : the landing page for visitors, with the founding-member popup; for a signed-in member the
 * same page is their home, with member actions and no sales popup.
 */
export default function HomePage() {
  usePageTitle();
  const { user, isLoading } = useCurrentUser();
  const offer = useFoundingOffer();
  // The founding popup only while the offer is open, as the server says now.
  const navigate = useNavigate();
  const popup = useIntroPopup(!isLoading && user === null && offer?.open === true);
  return (
    <>
      <HomeHero user={user} />
      <AmenitiesSection />
      <ExperienceSection />
      {/* The membership's promise over the lounge, then the plans it leads into. */}
      <PhotoBand picture={{ pick: galleryPhoto(1), art: 'course' }} line={siteLabels.home.membershipLine} />
      <MembershipPreview />
      <VenueGallery />
      {popup.open && offer && (
        <Suspense fallback={null}>
          <IntroOfferModal open={popup.open} onClose={popup.close} offer={offer} go={navigate} />
        </Suspense>
      )}
    </>
  );
}
