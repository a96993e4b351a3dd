import { useI18n } from "@/lib/i18n/i18n-context";
import type { MessageId } from "@/lib/i18n/translator";
import { useSetAtom } from "jotai";
import { useState } from "react";
import { Link } from "react-router";
import { addToCompareAtom, COMPARE_MAX_ITEMS, type CompareAddResult } from "@/stores/compare";
import "./compare.css";

const MESSAGES = {
  added: "compare.added",
  already: "compare.already",
  full: "compare.full",
} as const satisfies Record<CompareAddResult, MessageId>;

/**
 * SPEC.md sections 4 and 5: a product joins the compare list once. The notice stays (it holds a
 * link, and a link that vanishes on a timer is hard to reach by keyboard or screen reader).
 */
export function AddToCompareButton({ productId }: { productId: number }) {
  const { t, path } = useI18n();
  const addToCompare = useSetAtom(addToCompareAtom);
  const [result, setResult] = useState<CompareAddResult | null>(null);

  return (
    <div className="compare-add">
      <button
        type="button"
        className="button button--secondary compare-add__button"
        onClick={() => setResult(addToCompare(productId))}
      >
        <span aria-hidden="true">⇄</span> {t("compare.add")}
      </button>
      <p className={`compare-add__notice${result === "full" ? " compare-add__notice--warning" : ""}`} role="status">
        {result && (
          <>
            {t(MESSAGES[result], { max: COMPARE_MAX_ITEMS })}
            <span aria-hidden="true"> · </span>
            <Link to={path("/compare")}>{t("compare.view")}</Link>
          </>
        )}
      </p>
    </div>
  );
}
