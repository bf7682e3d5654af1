/**
 * What a coach's own account sees at the desk (docs/lessons.md): its lessons of a day, in order,
 * with each student and the desk's notes on them (a note of its own once the lesson is over), and a
 * Print button for the day sheet. Nothing else: the server answers a
 * coach's session 403 on every other signed-in route (lessons/coachAccess.ts).
 */
import { bayLabel, formatWallTime, type LessonView, type UserView, venueDate } from '@lounge/core';
import { useNow } from '@lounge/web/ui';
import { useQuery } from '@tanstack/react-query';
import { Button, Input } from 'antd';
import { useState } from 'react';
import { staffApi } from '../api/staffApi';
import { useSignOut } from '../auth/staffSession';
import { LoadErrorAlert } from '../ui/LoadErrorAlert';
import { useVenue } from '../ui/useVenue';
import { StudentNotes } from './StudentNotes';

/** Each student of the day once, in lesson order, and whether a lesson with them is over by `now`. */
function studentsOf(lessons: LessonView[], now: number) {
  const students = new Map<string, { name: string; lessonOver: boolean }>();
  for (const l of lessons) {
    const over = l.status === 'booked' && Date.parse(l.endsAt) <= now;
    const seen = students.get(l.studentId);
    students.set(l.studentId, { name: l.studentName, lessonOver: (seen?.lessonOver ?? false) || over });
  }
  return [...students];
}

export function CoachDay({ user }: { user: UserView }) {
  const venue = useVenue();
  const now = useNow(60_000);
  const today = venue ? venueDate(now, venue.timeZone) : null;
  const [picked, setPicked] = useState<string | null>(null);
  const date = picked ?? today;
  const signOut = useSignOut();
  const lessons = useQuery({
    queryKey: ['coach-lessons', date],
    queryFn: () => staffApi.coachLessonsOn(date ?? ''),
    enabled: date !== null,
  });
  return (
    <div className="desk coach-day">
      <header className="desk-header">
        <div className="desk-brand">
          <span>Your lessons{venue && <span className="muted desk-venue"> · {venue.name}</span>}</span>
        </div>
        <div className="desk-user">
          <span>
            {user.firstName} {user.lastName} <span className="muted">(coach)</span>
          </span>
          <Button onClick={() => signOut.mutate()} loading={signOut.isPending}>
            Sign Out
          </Button>
        </div>
      </header>
      <main className="desk-main" aria-labelledby="coach-day-title">
        <h1 id="coach-day-title">Day sheet{date ? ` for ${date}` : ''}</h1>
        <div className="toolbar-group">
          <label htmlFor="coach-day-date">Day</label>
          <Input
            id="coach-day-date"
            type="date"
            value={date ?? ''}
            onChange={(e) => setPicked(e.target.value || null)}
            style={{ width: 180 }}
          />
          <Button onClick={() => window.print()}>Print Day Sheet</Button>
        </div>
        <LoadErrorAlert error={lessons.error} title="Your lessons could not be loaded" />
        {lessons.data?.length === 0 && <p>No lessons this day.</p>}
        {lessons.data && lessons.data.length > 0 && (
          <table className="coach-day-sheet">
            <caption className="visually-hidden">Your lessons of the day</caption>
            <thead>
              <tr>
                <th scope="col">Time</th>
                <th scope="col">Lesson</th>
                <th scope="col">Student</th>
                <th scope="col">Bay</th>
              </tr>
            </thead>
            <tbody>
              {lessons.data.map((l) => (
                <tr key={l.id}>
                  <th scope="row">
                    {formatWallTime(l.startTime)} – {formatWallTime(l.endTime)}
                  </th>
                  <td>{l.typeName}</td>
                  <td>{l.studentName}</td>
                  <td>{l.bay ? bayLabel(l.bay) : 'No bay'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {venue &&
          lessons.data &&
          studentsOf(lessons.data, now).map(([studentId, student]) => (
            <StudentNotes
              key={studentId}
              studentId={studentId}
              studentName={student.name}
              lessonOver={student.lessonOver}
              zone={venue.timeZone}
            />
          ))}
      </main>
    </div>
  );
}
