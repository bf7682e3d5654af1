/**
 * Lessons (docs/lessons.md): the public types, coaches and free times; booking, packs and credits
 * for a signed-in account. Member calls: a 401 leads to the sign-in redirect (api/queryClient.ts).
 */
import type {
  CoachView,
  LessonCancelled,
  LessonCreated,
  LessonCredits,
  LessonRequest,
  LessonTime,
  LessonTypeView,
  LessonView,
} from '@lounge/core';
import { getJson, sendJson } from '../../api/http';

export const lessonTypesQuery = {
  queryKey: ['/api/lessons/types'] as const,
  queryFn: () => getJson<LessonTypeView[]>('/api/lessons/types'),
};

export const coachesQuery = {
  queryKey: ['/api/lessons/coaches'] as const,
  queryFn: () => getJson<CoachView[]>('/api/lessons/coaches'),
};

export const availabilityQuery = (date: string, typeId: string, coachId: string) => ({
  queryKey: ['/api/lessons/availability', date, typeId, coachId] as const,
  queryFn: () =>
    getJson<LessonTime[]>(
      `/api/lessons/availability?${new URLSearchParams({ date, typeId, coachId }).toString()}`,
    ),
});

export const myCreditsQuery = {
  queryKey: ['/api/lesson-packs/mine'] as const,
  queryFn: () => getJson<LessonCredits[]>('/api/lesson-packs/mine'),
  meta: { member: true },
};

export const myLessonsQuery = {
  queryKey: ['/api/lessons/mine'] as const,
  queryFn: () => getJson<LessonView[]>('/api/lessons/mine'),
  meta: { member: true },
};

export const bookLesson = (request: LessonRequest) =>
  sendJson<LessonCreated>('POST', '/api/lessons', request);

export const cancelLesson = (id: string) =>
  sendJson<LessonCancelled>('DELETE', `/api/lessons/${encodeURIComponent(id)}`);

export const buyPack = (typeId: string, size: 5 | 10) =>
  sendJson<{ url: string }>('POST', '/api/lesson-packs/checkout', { typeId, size });
