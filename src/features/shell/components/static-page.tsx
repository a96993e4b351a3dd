import "./shell.css";
import type { ReactNode } from "react";
import { PageTitle } from "@/components/page-title";

/** The frame of the shop's simple information pages (/contact, /wallet): title, intro, content. */
export function StaticPage({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <article className="static-page" aria-labelledby="static-page-title">
      <PageTitle>{title}</PageTitle>
      <h1 id="static-page-title" className="static-page__title">
        {title}
      </h1>
      {intro && <div className="static-page__intro">{intro}</div>}
      {children}
    </article>
  );
}
