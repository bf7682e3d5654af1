import { FACILITY_FACTS, MAX_PLAYERS, siteLabels } from '@lounge/core';
import { IconBadge, type IconName } from '../../ui/Icons';
import { Section } from '../../ui/Section';

const items: ReadonlyArray<{ icon: IconName; title: string; text: string }> = [
  {
    icon: 'flag',
    title: `${FACILITY_FACTS.courses} courses`,
    text: 'Play the world’s famous layouts without leaving Montana.',
  },
  {
    icon: 'users',
    title: `Up to ${MAX_PLAYERS} players per bay`,
    text: 'Bring your foursome and one more; everyone plays the same round.',
  },
  {
    icon: 'glass',
    title: 'Entertainment lounge',
    text: 'Leather seating, big screens and a bar between rounds.',
  },
  {
    icon: 'trophy',
    title: 'Tournament play',
    text: 'Member leagues, closest-to-the-pin nights and season championships.',
  },
];

/** Experience Excellence (docs/product.md). */
export function ExperienceSection() {
  return (
    <Section eyebrow="On the tee" title={siteLabels.home.experienceTitle}>
      <div className="grid grid-4">
        {items.map((item) => (
          <div key={item.title} className="panel">
            <IconBadge name={item.icon} />
            <h3>{item.title}</h3>
            <p className="muted">{item.text}</p>
          </div>
        ))}
      </div>
    </Section>
  );
}
