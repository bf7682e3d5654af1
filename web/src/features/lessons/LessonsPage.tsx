import {
  addDays,
  formatMoney,
  formatWallTime,
  lessonMessages as L,
  LESSON_PACK_SIZES,
  type LessonTime,
  lessonPackPriceCents,
  lessonsPageCopy,
  venueDate,
} from '@lounge/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { refusalNotice } from '../../api/apiError';
import { useVenue } from '../../api/venue';
import { showToast } from '../../feedback/toast';
import { ButtonLink } from '../../ui/ButtonLink';
import { FactsStrip } from '../../ui/FactsStrip';
import { PageHero } from '../../ui/PageHero';
import { PlainButton } from '../../ui/PlainButton';
import { SplitPoints } from '../../ui/SplitPoints';
import { SplitSection } from '../../ui/SplitSection';
import { galleryPhoto } from '../../ui/sectionParts';
import { usePageTitle } from '../../ui/usePageTitle';
import { useCurrentUser } from '../auth/currentUser';
import { CoachPortrait } from './CoachPortrait';
import {
  availabilityQuery,
  bookLesson,
  buyPack,
  coachesQuery,
  lessonTypesQuery,
  myCreditsQuery,
  myLessonsQuery,
} from './lessonsApi';
import './lessons.css';

const FAILED = { title: 'Something Went Wrong', message: 'Please try again.' };

/**
 * /lessons: the lessons' rules as figures; a coach, a lesson and a day; the free times; book and
 * pay, or use a pack's credit; then how a lesson works, beside a picture of a bay.
 */
export default function LessonsPage() {
  usePageTitle(L.pageTitle);
  const { venue } = useVenue();
  const { user, signedIn } = useCurrentUser();
  const client = useQueryClient();
  const types = useQuery(lessonTypesQuery);
  const coaches = useQuery(coachesQuery);
  const credits = useQuery({ ...myCreditsQuery, enabled: signedIn });
  const today = venueDate(Date.now(), venue.timeZone);
  const [typeId, setTypeId] = useState('');
  const [coachId, setCoachId] = useState('');
  const [date, setDate] = useState(addDays(today, 1));
  const [picked, setPicked] = useState<LessonTime | null>(null);
  const type = types.data?.find((t) => t.id === typeId) ?? types.data?.[0];
  const teaching = (coaches.data ?? []).filter((c) => !type || c.typeIds.includes(type.id));
  const coach = teaching.find((c) => c.id === coachId) ?? teaching[0];
  const times = useQuery({
    ...availabilityQuery(date, type?.id ?? '', coach?.id ?? ''),
    enabled: Boolean(type && coach && date),
  });
  const vip = user?.membershipType === 'vip' && user.membershipStatus !== 'inactive';
  const credit = credits.data?.find((c) => c.typeId === type?.id && c.remaining > 0 && c.expiresOn >= date);
  const book = useMutation({
    mutationFn: (useCredit: boolean) => {
      if (!type || !coach || !picked) throw new Error('nothing picked');
      return bookLesson({ typeId: type.id, coachId: coach.id, date, startTime: picked.startTime, useCredit });
    },
    onSuccess: (answer) => {
      if (answer.checkoutUrl) {
        window.location.assign(answer.checkoutUrl);
        return;
      }
      showToast({ title: 'Lesson booked', kind: 'success' });
      setPicked(null);
      void client.invalidateQueries({ queryKey: ['/api/lessons/availability'] });
      void client.invalidateQueries({ queryKey: myCreditsQuery.queryKey });
      void client.invalidateQueries({ queryKey: myLessonsQuery.queryKey });
    },
    onError: (error) => showToast({ ...refusalNotice(error, FAILED), kind: 'error' }),
  });
  const pack = useMutation({
    mutationFn: (size: 5 | 10) => buyPack(type?.id ?? '', size),
    onSuccess: (answer) => window.location.assign(answer.url),
    onError: (error) => showToast({ ...refusalNotice(error, FAILED), kind: 'error' }),
  });
  const price = type ? (vip ? type.vipPriceCents : type.priceCents) : 0;
  return (
    <>
      <PageHero eyebrow="Coaching" title={L.pageTitle}>
        <p>{L.pageIntro}</p>
        <p>{L.vipNote}</p>
      </PageHero>
      <FactsStrip title={lessonsPageCopy.factsTitle} facts={lessonsPageCopy.facts} />
      <section className="section">
        <div className="container lessons">
          {(coaches.data?.length ?? 0) > 0 && (
            <section aria-labelledby="lesson-coaches">
              <h2 id="lesson-coaches">{L.ourCoaches}</h2>
              <ul className="lesson-coaches">
                {coaches.data?.map((c) => (
                  <li key={c.id} className="lesson-coach">
                    <CoachPortrait coach={c} />
                    <div>
                      <h3>{c.name}</h3>
                      {c.bio && <p>{c.bio}</p>}
                    </div>
                  </li>
                ))}
              </ul>
            </section>
          )}
          <form className="lessons-picker" onSubmit={(e) => e.preventDefault()}>
            <label>
              Lesson
              <select
                value={type?.id ?? ''}
                onChange={(e) => {
                  setTypeId(e.target.value);
                  setPicked(null);
                }}
              >
                {(types.data ?? []).map((t) => (
                  <option key={t.id} value={t.id}>
                    {t.name}, {t.minutes} min, {formatMoney(vip ? t.vipPriceCents : t.priceCents)}
                  </option>
                ))}
              </select>
            </label>
            <label>
              Coach
              <select
                value={coach?.id ?? ''}
                onChange={(e) => {
                  setCoachId(e.target.value);
                  setPicked(null);
                }}
              >
                {teaching.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
              </select>
            </label>
            <label>
              Date
              <input
                type="date"
                value={date}
                min={today}
                onChange={(e) => {
                  setDate(e.target.value);
                  setPicked(null);
                }}
              />
            </label>
          </form>
          <section aria-labelledby="lesson-times">
            <h2 id="lesson-times">Free times</h2>
            {times.data?.length === 0 && <p>{L.noTimes}</p>}
            <ul className="lesson-times">
              {(times.data ?? []).map((t) => (
                <li key={t.startTime}>
                  <PlainButton
                    kind={picked?.startTime === t.startTime ? 'primary' : undefined}
                    aria-pressed={picked?.startTime === t.startTime}
                    onClick={() => setPicked(t)}
                  >
                    {formatWallTime(t.startTime)}
                  </PlainButton>
                </li>
              ))}
            </ul>
          </section>
          {picked && type && (
            <section aria-labelledby="lesson-book" className="lesson-book">
              <h2 id="lesson-book">
                {type.name} at {formatWallTime(picked.startTime)}
              </h2>
              <p>{L.cancelNote}</p>
              {!signedIn ? (
                <ButtonLink to="/login?returnTo=/lessons" type="primary">
                  {L.signInToBook.title}
                </ButtonLink>
              ) : (
                <div className="lesson-actions">
                  {credit && (
                    <PlainButton kind="primary" loading={book.isPending} onClick={() => book.mutate(true)}>
                      Book with a credit ({credit.remaining} left)
                    </PlainButton>
                  )}
                  <PlainButton
                    kind={credit ? undefined : 'primary'}
                    loading={book.isPending}
                    onClick={() => book.mutate(false)}
                  >
                    Book and pay {formatMoney(price)}
                  </PlainButton>
                </div>
              )}
            </section>
          )}
          {type && signedIn && (
            <section aria-labelledby="lesson-packs">
              <h2 id="lesson-packs">Lesson packs</h2>
              <ul className="lesson-packs">
                {LESSON_PACK_SIZES.map((size) => (
                  <li key={size}>
                    <p>{L.packNote(size, 12)}</p>
                    <PlainButton loading={pack.isPending} onClick={() => pack.mutate(size)}>
                      Buy {size} × {type.name}:{' '}
                      {formatMoney(lessonPackPriceCents(type.priceCents, size, vip))}
                    </PlainButton>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
      </section>
      <SplitSection
        eyebrow={lessonsPageCopy.howEyebrow}
        title={lessonsPageCopy.howTitle}
        picture={{ pick: galleryPhoto(1), art: 'bays' }}
        alt
      >
        <SplitPoints points={lessonsPageCopy.how} />
      </SplitSection>
    </>
  );
}
