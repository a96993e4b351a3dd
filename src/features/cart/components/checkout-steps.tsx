import type { ReactNode } from "react";
import { CHECKOUT_STEPS, SECURE_BADGE } from "../utils/cart-text";

/**
 * The cart's own compact top (SPEC.md section 2 hides the site header on /addcart): the shop's
 * logo linking home (the shell's, handed in by the route), the three checkout steps with Cart as
 * the current one, and the secure badge.
 */
export function CheckoutTop({ logo }: { logo: ReactNode }) {
  return (
    <div className="checkout-top">
      <div className="checkout-top__logo">{logo}</div>
      <nav className="checkout-steps" aria-label="Checkout steps">
        <ol>
          {CHECKOUT_STEPS.map((step, index) => (
            <li key={step} className={index === 0 ? "checkout-steps__step checkout-steps__step--current" : "checkout-steps__step"} aria-current={index === 0 ? "step" : undefined}>
              <span className="checkout-steps__number" aria-hidden="true">
                {index + 1}
              </span>
              {step}
            </li>
          ))}
        </ol>
      </nav>
      <p className="checkout-top__secure">
        <svg aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 16 16">
          <path fill="currentColor" d="M8 1a3.5 3.5 0 0 0-3.5 3.5V6H4a1 1 0 0 0-1 1v7a1 1 0 0 0 1 1h8a1 1 0 0 0 1-1V7a1 1 0 0 0-1-1h-.5V4.5A3.5 3.5 0 0 0 8 1Zm2 5H6V4.5a2 2 0 1 1 4 0V6Z" />
        </svg>
        {SECURE_BADGE}
      </p>
    </div>
  );
}
