/**
 * Coaches (docs/lessons.md): the lesson types with their prices, the coaches with the types they
 * teach, adding a coach, their photo (CoachPhotoEditor), their weekly hours and exceptions (CoachHoursEditor), a new lesson type, and the day's lessons, each of which staff may cancel
 * (CancelLessonModal). The server checks every rule again.
 */
import { formatMoney, formatWallTime, LESSON_MINUTES, type LessonView, venueDate } from '@lounge/core';
import { useQuery } from '@tanstack/react-query';
import { Button, Form, Input, InputNumber, Select } from 'antd';
import { useState } from 'react';
import { staffApi } from '../api/staffApi';
import { LoadErrorAlert } from '../ui/LoadErrorAlert';
import { useListAction } from '../ui/listQueries';
import { useVenue } from '../ui/useVenue';
import { CancelLessonModal } from './CancelLessonModal';
import { COACHES_KEY, CoachHoursEditor } from './CoachHoursEditor';
import { CoachPhotoEditor } from './CoachPhotoEditor';
import './coaches.css';

const TYPES_KEY = ['lesson-types'];

export function CoachesPanel() {
  const zone = useVenue()?.timeZone ?? 'UTC';
  const coaches = useQuery({ queryKey: COACHES_KEY, queryFn: staffApi.staffCoaches });
  const types = useQuery({ queryKey: TYPES_KEY, queryFn: staffApi.lessonTypes });
  const today = venueDate(Date.now(), zone);
  const lessons = useQuery({ queryKey: ['lessons', today], queryFn: () => staffApi.lessonsOn(today) });
  const [cancelling, setCancelling] = useState<LessonView | null>(null);
  const [name, setName] = useState('');
  const addCoach = useListAction(COACHES_KEY, staffApi.addCoach, (c) => `${c.name} added`);
  const [typeName, setTypeName] = useState('');
  const [minutes, setMinutes] = useState<number>(60);
  const [dollars, setDollars] = useState<number | null>(null);
  const addType = useListAction(TYPES_KEY, staffApi.addLessonType, (t) => `${t.name} added`);
  const typeNames = new Map((types.data ?? []).map((t) => [t.id, t.name]));

  return (
    <section className="coaches-panel" aria-labelledby="coaches-title">
      <h2 id="coaches-title">Coaches</h2>
      <LoadErrorAlert error={coaches.error ?? types.error} title="The coaches could not be loaded" />
      <h3>Today’s lessons</h3>
      {lessons.data?.length === 0 && <p>No lessons today.</p>}
      <ul aria-label="Today’s lessons">
        {lessons.data?.map((l) => (
          <li key={l.id}>
            {formatWallTime(l.startTime)} {l.typeName}: {l.coachName} with {l.studentName}
            {l.bay ? `, bay ${l.bay}` : ''}{' '}
            <Button size="small" onClick={() => setCancelling(l)}>
              Cancel Lesson
            </Button>
          </li>
        ))}
      </ul>
      <CancelLessonModal lesson={cancelling} onClose={() => setCancelling(null)} />
      <h3>Coaches</h3>
      <ul aria-label="Coaches">
        {coaches.data?.map((c) => (
          <li key={c.id}>
            <strong>{c.name}</strong>: {c.typeIds.map((id) => typeNames.get(id)).join(', ')}
            <CoachPhotoEditor coach={c} />
            <CoachHoursEditor coach={c} />
          </li>
        ))}
      </ul>
      <Form
        layout="inline"
        onFinish={() =>
          name.trim() && addCoach.mutate({ name: name.trim() }, { onSuccess: () => setName('') })
        }
      >
        <Form.Item label="Coach’s name" htmlFor="coach-name">
          <Input id="coach-name" value={name} maxLength={120} onChange={(e) => setName(e.target.value)} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={addCoach.isPending} disabled={!name.trim()}>
          Add Coach
        </Button>
      </Form>
      <h3>Lesson types</h3>
      <ul aria-label="Lesson types">
        {types.data?.map((t) => (
          <li key={t.id}>
            {t.name}, {t.minutes} minutes, {formatMoney(t.priceCents)} (VIP {formatMoney(t.vipPriceCents)})
          </li>
        ))}
      </ul>
      <Form
        layout="inline"
        onFinish={() =>
          typeName.trim() &&
          dollars !== null &&
          addType.mutate(
            {
              name: typeName.trim(),
              minutes,
              priceCents: Math.round(dollars * 100),
              needsBay: true,
              bookableBy: 'everyone',
            },
            { onSuccess: () => setTypeName('') },
          )
        }
      >
        <Form.Item label="Lesson name" htmlFor="type-name">
          <Input
            id="type-name"
            value={typeName}
            maxLength={80}
            onChange={(e) => setTypeName(e.target.value)}
          />
        </Form.Item>
        <Form.Item label="Minutes" htmlFor="type-minutes">
          <Select
            id="type-minutes"
            value={minutes}
            onChange={setMinutes}
            options={LESSON_MINUTES.map((m) => ({ value: m, label: String(m) }))}
            style={{ minWidth: 80 }}
          />
        </Form.Item>
        <Form.Item label="Price ($)" htmlFor="type-price">
          <InputNumber id="type-price" min={0} step={1} value={dollars} onChange={setDollars} />
        </Form.Item>
        <Button
          type="primary"
          htmlType="submit"
          loading={addType.isPending}
          disabled={!typeName.trim() || dollars === null}
        >
          Add Lesson Type
        </Button>
      </Form>
    </section>
  );
}
