/**
 * A coach's hours at the desk (PUT /api/staff/coaches/{id}/hours replaces both lists whole, so the
 * editor starts from what GET /api/staff/coaches says is set): the weekly spans (several a day
 * allowed) and the exceptions, a date's other hours or, left without times, a day off. Nothing is
 * sent until Save Hours; the server checks each span again (core's coachHoursError).
 */
import type { HoursException, StaffCoachView, WallTime, WeeklyHours } from '@lounge/core';
import { Button, Input, Select } from 'antd';
import { useState } from 'react';
import { staffApi } from '../api/staffApi';
import { useListAction } from '../ui/listQueries';

export const COACHES_KEY = ['staff-coaches'];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

const spanText = (w: WeeklyHours) => `${WEEKDAYS[w.weekday]} ${w.start}–${w.end}`;
const exceptionText = (e: HoursException) => `${e.date}: ${e.start ? `${e.start}–${e.end}` : 'day off'}`;

export function CoachHoursEditor({ coach }: { coach: StaffCoachView }) {
  const [weekly, setWeekly] = useState<WeeklyHours[]>(coach.weekly as WeeklyHours[]);
  const [exceptions, setExceptions] = useState<HoursException[]>(coach.exceptions as HoursException[]);
  const [weekday, setWeekday] = useState(1);
  const [start, setStart] = useState('10:00');
  const [end, setEnd] = useState('18:00');
  const [date, setDate] = useState('');
  const [otherStart, setOtherStart] = useState('');
  const [otherEnd, setOtherEnd] = useState('');
  const save = useListAction(
    COACHES_KEY,
    () => staffApi.setCoachHours(coach.id, weekly, exceptions),
    `${coach.name}’s hours saved`,
  );
  const field = (suffix: string) => `coach-${coach.id}-${suffix}`;
  return (
    <fieldset className="coach-hours">
      <legend>{coach.name}’s hours</legend>
      <ul aria-label={`${coach.name}’s weekly hours`}>
        {weekly.map((w, i) => (
          <li key={spanText(w)}>
            {spanText(w)}{' '}
            <Button
              size="small"
              aria-label={`Remove ${spanText(w)}`}
              onClick={() => setWeekly(weekly.filter((_, j) => j !== i))}
            >
              Remove
            </Button>
          </li>
        ))}
      </ul>
      <div className="toolbar-group">
        <label htmlFor={field('day')}>Weekday</label>
        <Select
          id={field('day')}
          value={weekday}
          onChange={setWeekday}
          options={WEEKDAYS.map((label, value) => ({ value, label }))}
          style={{ minWidth: 120 }}
        />
        <label htmlFor={field('start')}>From</label>
        <Input
          id={field('start')}
          value={start}
          maxLength={5}
          onChange={(e) => setStart(e.target.value)}
          style={{ width: 80 }}
        />
        <label htmlFor={field('end')}>To</label>
        <Input
          id={field('end')}
          value={end}
          maxLength={5}
          onChange={(e) => setEnd(e.target.value)}
          style={{ width: 80 }}
        />
        <Button
          onClick={() => setWeekly([...weekly, { weekday, start: start as WallTime, end: end as WallTime }])}
        >
          Add Span
        </Button>
      </div>
      <ul aria-label={`${coach.name}’s exceptions`}>
        {exceptions.map((e, i) => (
          <li key={exceptionText(e)}>
            {exceptionText(e)}{' '}
            <Button
              size="small"
              aria-label={`Remove ${exceptionText(e)}`}
              onClick={() => setExceptions(exceptions.filter((_, j) => j !== i))}
            >
              Remove
            </Button>
          </li>
        ))}
      </ul>
      <div className="toolbar-group">
        <label htmlFor={field('date')}>Date</label>
        <Input
          id={field('date')}
          type="date"
          value={date}
          onChange={(e) => setDate(e.target.value)}
          style={{ width: 160 }}
        />
        <label htmlFor={field('other-start')}>From (blank: day off)</label>
        <Input
          id={field('other-start')}
          value={otherStart}
          maxLength={5}
          onChange={(e) => setOtherStart(e.target.value)}
          style={{ width: 80 }}
        />
        <label htmlFor={field('other-end')}>To</label>
        <Input
          id={field('other-end')}
          value={otherEnd}
          maxLength={5}
          onChange={(e) => setOtherEnd(e.target.value)}
          style={{ width: 80 }}
        />
        <Button
          disabled={!date}
          onClick={() => {
            const times =
              otherStart || otherEnd ? { start: otherStart as WallTime, end: otherEnd as WallTime } : {};
            setExceptions([...exceptions, { date, ...times }]);
            setDate('');
            setOtherStart('');
            setOtherEnd('');
          }}
        >
          Add Exception
        </Button>
      </div>
      <Button type="primary" onClick={() => save.mutate(undefined)} loading={save.isPending}>
        Save Hours
      </Button>
    </fieldset>
  );
}
