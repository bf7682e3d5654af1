import { type TourRequested, tourRequestCopy } from '@lounge/core';
import { useEffect, useRef } from 'react';
import { buttonClass } from '../../ui/buttonClass';
import './tour.css';

/**
 * A tour request sent: what was asked for and what happens next, in the receipt's lines and words
 * (the server's answer), and the request as a calendar file. It stays until the visitor leaves;
 * focus moves to it so a screen reader hears it at once.
 */
export function TourRequestedCard({ answer }: { answer: TourRequested }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  // The file comes with the answer: a visitor has no session to fetch it with later.
  const file = `data:text/calendar;charset=utf-8,${encodeURIComponent(answer.calendar)}`;
  return (
    <section className="tour-requested" aria-labelledby="tour-requested-title">
      <h3 id="tour-requested-title" ref={heading} tabIndex={-1}>
        {tourRequestCopy.title}
      </h3>
      <ul className="tour-requested-lines">
        {answer.lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p className="muted">{answer.message}</p>
      <a className={buttonClass('primary')} href={file} download="lounge-tour-request.ics">
        {tourRequestCopy.addToCalendar}
      </a>
    </section>
  );
}
