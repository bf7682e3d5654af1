import { claimLinks, FACILITY_FACTS, MAX_PLAYERS, siteLabels } from '@lounge/core';
import { Link } from 'react-router-dom';
import { SplitPoints } from '../../ui/SplitPoints';
import { SplitSection } from '../../ui/SplitSection';

// A claim of something the software runs links to where a visitor can see it.
const items: ReadonlyArray<{ title: string; text: string; link?: { to: string; label: string } }> = [
  {
    title: `${FACILITY_FACTS.courses} courses`,
    text: 'Play the world’s famous layouts without leaving Montana.',
  },
  {
    title: `Up to ${MAX_PLAYERS} players per bay`,
    text: 'Bring your foursome and one more; everyone plays the same round.',
  },
  {
    title: 'Entertainment lounge',
    text: 'Leather seating, big screens and a bar between rounds.',
  },
  {
    title: 'Tournament play',
    text: 'Member leagues with weekly standings, stroke-play tournaments gross or net, and closest-to-the-pin and long-drive nights, each on a live leaderboard.',
    link: claimLinks.tournaments,
  },
];

/** Experience Excellence (docs/product.md): the four beside a picture of play. */
export function ExperienceSection() {
  return (
    <SplitSection
      eyebrow="On the tee"
      title={siteLabels.home.experienceTitle}
      // Not the home page photo while the gallery is empty: the hero above already shows it.
      picture={{ pick: (photos) => photos.gallery[0], art: 'bays' }}
    >
      <SplitPoints
        columns={2}
        points={items.map((item) => ({
          ...item,
          after: item.link && (
            <Link className="standalone-link claim-link" to={item.link.to}>
              {item.link.label}
            </Link>
          ),
        }))}
      />
    </SplitSection>
  );
}
