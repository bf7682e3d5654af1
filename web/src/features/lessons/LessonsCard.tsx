import { bayLabel, formatIsoDate, formatWallTime, lessonMessages as L } from '@lounge/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { lessonTypesQuery, myCreditsQuery, myLessonsQuery } from './lessonsApi';

/** The dashboard's lessons to come and unused pack credits; nothing for a member with neither. */
export function LessonsCard() {
  const lessons = useQuery(myLessonsQuery).data ?? [];
  const credits = useQuery(myCreditsQuery).data ?? [];
  const types = useQuery(lessonTypesQuery).data ?? [];
  if (lessons.length === 0 && credits.length === 0) return null;
  const typeName = (id: string) => types.find((t) => t.id === id)?.name ?? 'lesson';
  return (
    <section className="dash-card" aria-labelledby="my-lessons-title">
      <h2 id="my-lessons-title">{L.yourLessons}</h2>
      <ul className="dash-list">
        {lessons.map((l) => (
          <li key={l.id}>
            <strong>{l.typeName}</strong> with {l.coachName}, {formatIsoDate(l.date)} at{' '}
            {formatWallTime(l.startTime)}
            {l.bay && <>, {bayLabel(l.bay)}</>}
          </li>
        ))}
        {credits.map((c) => (
          <li key={`${c.typeId}-${c.expiresOn}`}>
            {L.creditsLeft(c.remaining, typeName(c.typeId), formatIsoDate(c.expiresOn))}
          </li>
        ))}
      </ul>
      <Link to="/lessons">{L.bookLessons}</Link>
    </section>
  );
}
