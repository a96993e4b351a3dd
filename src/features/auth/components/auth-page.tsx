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
}

/** The frame of /login, /register and /reset-password: one card with the page's only h1. */
export function AuthPage({ title, intro, children, footer, wide = false }: AuthPageProps) {
  return (
    <div className={`auth-page${wide ? " auth-page--wide" : ""}`}>
      <PageTitle>{title}</PageTitle>
      <section className="auth-card" aria-labelledby="auth-title">
        <h1 id="auth-title" className="auth-card__title">
          {title}
        </h1>
        {intro && <div className="auth-card__intro">{intro}</div>}
        {children}
      </section>
      {footer && <div className="auth-page__footer">{footer}</div>}
    </div>
  );
}
