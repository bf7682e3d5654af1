import type { ReactNode } from 'react';

interface PageHeroProps {
  eyebrow?: string;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
}

/** The banner at the top of an inner page; its h1 names the page. */
export function PageHero({ eyebrow, title, children, actions }: PageHeroProps) {
  return (
    <section className="page-hero">
      <div className="container">
        {eyebrow && <span className="eyebrow">{eyebrow}</span>}
        <h1>{title}</h1>
        {children}
        {actions && <div className="actions">{actions}</div>}
      </div>
    </section>
  );
}
