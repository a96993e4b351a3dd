import "./auth.css";
import type { ReactNode } from "react";
import { PageTitle } from "@/components/page-title";

interface AuthPageProps {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  /** Under the card: links to the other account screens. */
  footer?: ReactNode;
  /** Room for two fields side by side (the register form's names). */
  wide?: boolean;
  /** Said to a browser without script, when the form needs script to be sent. */
  needsScript?: string;
}

/**
 * The frame of /login, /register and /reset-password: one card with the page's only h1. Their
 * forms are sent by script for now (issue 28 moves them to actions); without it the card says so.
 */
export function AuthPage({ title, intro, children, footer, wide = false, needsScript }: AuthPageProps) {
  return (
    <div className={`auth-page${wide ? " auth-page--wide" : ""}`}>
      <PageTitle>{title}</PageTitle>
      <section className="auth-card" aria-labelledby="auth-title">
        <h1 id="auth-title" className="auth-card__title">
          {title}
        </h1>
        {intro && <div className="auth-card__intro">{intro}</div>}
        {needsScript && (
          <noscript>
            <p className="form-alert">{needsScript}</p>
          </noscript>
        )}
        {children}
      </section>
      {footer && <div className="auth-page__footer">{footer}</div>}
    </div>
  );
}
