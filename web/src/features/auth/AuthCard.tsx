import { passwordResetMessages } from '@lounge/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { BrandMark } from '../../ui/BrandMark';
import { useCurrentUser } from './currentUser';
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

/**
 * 'Back to sign in' under the password reset forms; nothing for a browser that is signed in (the
 * sign-in page is not routed then). `link` alone, for a row of links that has its own frame.
 */
export function BackToLogin({ link = false }: { link?: boolean }) {
  const { signedIn } = useCurrentUser();
  if (signedIn) return null;
  const back = <Link to="/login">{passwordResetMessages.backToLogin}</Link>;
  return link ? back : <div className="auth-links">{back}</div>;
}
