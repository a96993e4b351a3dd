import "./account.css";
import type { ReactNode } from "react";
import { PageTitle } from "@/components/page-title";
import { AccountMenu } from "./account-menu";

interface AccountScreenProps {
  /** The screen's one h1 and its document title. */
  title: string;
  /** Text under the title. */
  intro?: ReactNode;
  children: ReactNode;
}

/**
 * The frame of every account screen: the side menu (above the content on phones, beside it from
 * tablet width) and the screen's title and content.
 */
export function AccountScreen({ title, intro, children }: AccountScreenProps) {
  return (
    <div className="account">
      <AccountMenu />
      <div className="account__content">
        <PageTitle>{title}</PageTitle>
        <h1 className="account__title">{title}</h1>
        {intro && <div className="account__intro">{intro}</div>}
        {children}
      </div>
    </div>
  );
}
