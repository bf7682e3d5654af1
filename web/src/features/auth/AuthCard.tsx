import type { ReactNode } from 'react';
import { BrandMark } from '../../ui/BrandMark';
import './auth.css';

/** The frame of the login and signup pages: a centred card on the lounge's backdrop. */
export function AuthCard({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <div className="auth-page">
      <section className="auth-card" aria-labelledby="auth-title">
        <BrandMark size={44} />
        <h1 id="auth-title">{title}</h1>
        <p className="muted">{intro}</p>
        {children}
      </section>
    </div>
  );
}
