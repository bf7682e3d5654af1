import type { ReactNode } from 'react';

export interface SplitPoint {
  title: string;
  text: ReactNode;
  /** Under the text: a link to where the point can be seen. */
  after?: ReactNode;
}

/** The titled points beside a SplitSection's picture, in one column or two (sections.css). */
export function SplitPoints({ points, columns = 1 }: { points: readonly SplitPoint[]; columns?: 1 | 2 }) {
  return (
    <ul className={columns === 2 ? 'split-points split-points-2' : 'split-points'}>
      {points.map((point) => (
        <li key={point.title}>
          <h3>{point.title}</h3>
          <p>{point.text}</p>
          {point.after}
        </li>
      ))}
    </ul>
  );
}
