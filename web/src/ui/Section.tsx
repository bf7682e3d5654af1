import type { ReactNode } from 'react';

interface SectionProps {
  id?: string;
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  alt?: boolean;
  children: ReactNode;
}

/** A page section whose heading labels it for screen readers' landmark lists. */
export function Section({ id, eyebrow, title, intro, alt, children }: SectionProps) {
  const headingId = `${id ?? title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-title`;
  return (
    <section id={id} aria-labelledby={headingId} className={alt ? 'section section-alt' : 'section'}>
      <div className="container">
        <header className="section-header">
          {eyebrow && <span className="eyebrow">{eyebrow}</span>}
          <h2 id={headingId}>{title}</h2>
          {intro && <p className="muted">{intro}</p>}
        </header>
        {children}
      </div>
    </section>
  );
}
