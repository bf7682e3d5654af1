import { bayLabel, formatIsoDate, formatWallTime, lessonMessages as L, type LessonView } from '@lounge/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { refusalNotice } from '../../api/apiError';
import { showToast } from '../../feedback/toast';
import { PlainButton } from '../../ui/PlainButton';
import { cancelLesson, lessonTypesQuery, myCreditsQuery, myLessonsQuery } from './lessonsApi';

const FAILED = { title: 'Something Went Wrong', message: 'Please try again.' };

/**
 * The dashboard's lessons to come and unused pack credits; nothing for a member with neither. A
 * booked lesson is cancelled here, after a second press that states the 24-hour rule; the server
 * decides what comes back and the toast says it.
 */
export function LessonsCard() {
  const client = useQueryClient();
  const lessons = useQuery(myLessonsQuery).data ?? [];
  const credits = useQuery(myCreditsQuery).data ?? [];
  const types = useQuery(lessonTypesQuery).data ?? [];
  const [asking, setAsking] = useState<string | null>(null);
  const cancel = useMutation({
    mutationFn: (id: string) => cancelLesson(id),
    onSuccess: (answer) => {
      showToast({ title: L.cancelled, message: answer.message, kind: answer.returned ? 'success' : 'info' });
      setAsking(null);
    },
    onError: (error) => showToast({ ...refusalNotice(error, FAILED), kind: 'error' }),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: myLessonsQuery.queryKey });
      void client.invalidateQueries({ queryKey: myCreditsQuery.queryKey });
    },
  });
  if (lessons.length === 0 && credits.length === 0) return null;
  const typeName = (id: string) => types.find((t) => t.id === id)?.name ?? 'lesson';
  const describe = (l: LessonView) =>
    `${l.typeName} with ${l.coachName}, ${formatIsoDate(l.date)} at ${formatWallTime(l.startTime)}`;
  return (
    <section className="dash-card" aria-labelledby="my-lessons-title">
      <h2 id="my-lessons-title">{L.yourLessons}</h2>
      <ul className="dash-list">
        {lessons.map((l) => (
          <li key={l.id}>
            <strong>{l.typeName}</strong> with {l.coachName}, {formatIsoDate(l.date)} at{' '}
            {formatWallTime(l.startTime)}
            {l.bay && <>, {bayLabel(l.bay)}</>}
            {l.status === 'booked' &&
              (asking === l.id ? (
                <span className="lesson-cancel-ask">
                  {' '}
                  {L.cancelNote}{' '}
                  <PlainButton loading={cancel.isPending} onClick={() => cancel.mutate(l.id)}>
                    {L.cancelConfirm}
                  </PlainButton>{' '}
                  <PlainButton onClick={() => setAsking(null)}>{L.keepLesson}</PlainButton>
                </span>
              ) : (
                <>
                  {' '}
                  <PlainButton
                    aria-label={`${L.cancelLesson}: ${describe(l)}`}
                    onClick={() => setAsking(l.id)}
                  >
                    {L.cancelLesson}
                  </PlainButton>
                </>
              ))}
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
