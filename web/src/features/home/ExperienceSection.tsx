import { FACILITY_FACTS, MAX_PLAYERS, siteLabels } from '@lounge/core';
import { Section } from '../../ui/Section';

const items: ReadonlyArray<{ title: string; text: string }> = [
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
    text: 'Member leagues, closest-to-the-pin nights and season championships.',
  },
];

/** Experience Excellence (docs/product.md). */
export function ExperienceSection() {
  return (
    <Section eyebrow="On the tee" title={siteLabels.home.experienceTitle}>
      <div className="features features-4">
        {items.map((item) => (
          <div key={item.title} className="feature">
            <h3>{item.title}</h3>
            <p className="muted">{item.text}</p>
          </div>
        ))}
      </div>
    </Section>
  );
}
