import "./orders.css";
import type { ReactNode } from "react";
import { PageTitle } from "@/components/page-title";

/** The frame of an order screen outside the account menu: its one h1 and document title. */
export function OrdersPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="orders-page">
      <PageTitle>{title}</PageTitle>
      <h1 className="orders-page__title">{title}</h1>
      {children}
    </div>
  );
}
