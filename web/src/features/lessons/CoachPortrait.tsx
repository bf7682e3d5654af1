import { type CoachView, coachInitials, coachPlaceholderColours } from '@lounge/core';
import { Picture } from '../../ui/Picture';

/**
 * A coach's photo on /lessons, its words the coach's name, loaded as it nears the screen; or, until
 * staff upload one, the coach's initials on its colour. Both fill the same square of fixed size
 * (lessons.css), so nothing moves when the file arrives. The initials say nothing the name beside
 * them does not, so a screen reader skips them.
 */
export function CoachPortrait({ coach }: { coach: Pick<CoachView, 'name' | 'colour' | 'photo'> }) {
  if (coach.photo) return <Picture view={{ ...coach.photo, alt: coach.name }} className="coach-portrait" />;
  const { background, ink } = coachPlaceholderColours(coach.colour);
  return (
    <div
      className="coach-portrait coach-initials"
      style={{ background, color: ink }}
      aria-hidden="true"
      data-testid="coach-initials"
    >
      {coachInitials(coach.name)}
    </div>
  );
}
