import type { ReactNode } from "react";
import { useI18n } from "@/lib/i18n/i18n-context";
import "./checkout-top.css";

/** The steps in order, each with its name's message. */
const CHECKOUT_STEPS = {
  Cart: "checkoutTop.cart",
  Address: "checkoutTop.address",
  Payment: "checkoutTop.payment",
} as const;
export type CheckoutStep = keyof typeof CHECKOUT_STEPS;

/**
 * The checkout screens' own compact top (SPEC.md section 2 hides the site header on /addcart,
 * /checkout2 and /paymentpage): the shop's logo linking home (the shell's, handed in by the
 * route), the three checkout steps with the current one marked, and the secure badge.
 */
export function CheckoutTop({ logo, current }: { logo: ReactNode; current: CheckoutStep }) {
  const { t } = useI18n();
  const steps = Object.keys(CHECKOUT_STEPS) as CheckoutStep[];
  const currentIndex = steps.indexOf(current);
  return (
    <div className="checkout-top">
      <div className="checkout-top__logo">{logo}</div>
      <nav className="checkout-steps" aria-label={t("checkoutTop.steps")}>
        <ol>
          {steps.map((step, index) => (
            <li
              key={step}
              className={`checkout-steps__step${index === currentIndex ? " checkout-steps__step--current" : ""}${index < currentIndex ? " checkout-steps__step--done" : ""}`}
              aria-current={index === currentIndex ? "step" : undefined}
            >
              <span className="checkout-steps__number" aria-hidden="true">
                {index + 1}
              </span>
              {t(CHECKOUT_STEPS[step])}
            </li>
          ))}
        </ol>
      </nav>
      <p className="checkout-top__secure">
        <svg aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 16 16">
          <path
            fill="currentColor"
            d="M8 1a3.5 3.5 0 0 0-3.5 3.5V6H4a1 1 0 0 0-1 1v7a1 1 0 0 0 1 1h8a1 1 0 0 0 1-1V7a1 1 0 0 0-1-1h-.5V4.5A3.5 3.5 0 0 0 8 1Zm2 5H6V4.5a2 2 0 1 1 4 0V6Z"
          />
        </svg>
        {t("checkoutTop.secure")}
      </p>
    </div>
  );
}
