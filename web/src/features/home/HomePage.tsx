import { siteLabels } from '@lounge/core';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useFoundingOffer } from '../../api/foundingOffer';
import { PhotoBand } from '../../ui/PhotoBand';
import { galleryPhoto } from '../../ui/sectionParts';
import { usePageTitle } from '../../ui/usePageTitle';
import { useCurrentUser } from '../auth/currentUser';
import { AmenitiesSection } from './AmenitiesSection';
import { ExperienceSection } from './ExperienceSection';
import { HomeHero } from './HomeHero';
import { useIntroPopup } from './introOffer';
import { showIntroOffer } from './introOfferDialog';
import { MembershipPreview } from './MembershipPreview';
import { VenueGallery } from './VenueGallery';
import './home.css';

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
  const { open, close } = popup;
  // The popup is plain DOM (introOfferDialog.ts), the same before the app starts and in it; leaving
  // the page takes it away without counting it as closed.
  useEffect(() => {
    if (!open || !offer) return;
    return showIntroOffer(offer, { onClose: close, go: navigate });
  }, [open, offer, close, navigate]);
  return (
    <>
      <HomeHero user={user} />
      <AmenitiesSection />
      <ExperienceSection />
      {/* The membership's promise over the lounge, then the plans it leads into. */}
      <PhotoBand picture={{ pick: galleryPhoto(1), art: 'course' }} line={siteLabels.home.membershipLine} />
      <MembershipPreview />
      <VenueGallery />
    </>
  );
}
