import { useSetAtom } from "jotai";
import { useState } from "react";
import { Link } from "react-router";
import { addToCompareAtom, COMPARE_MAX_ITEMS, type CompareAddResult } from "@/stores/compare";
import "./compare.css";

const MESSAGES: Record<CompareAddResult, string> = {
  added: "Added to compare",
  already: "Already in your compare list",
  full: `Your compare list is full (${COMPARE_MAX_ITEMS} products). Remove one to add another.`,
};

/**
 * SPEC.md sections 4 and 5: a product joins the compare list once. The notice stays (it holds a
 * link, and a link that vanishes on a timer is hard to reach by keyboard or screen reader).
 */
export function AddToCompareButton({ productId }: { productId: number }) {
  const addToCompare = useSetAtom(addToCompareAtom);
  const [result, setResult] = useState<CompareAddResult | null>(null);

  return (
    <div className="compare-add">
      <button
        type="button"
        className="button button--secondary compare-add__button"
        onClick={() => setResult(addToCompare(productId))}
      >
        <span aria-hidden="true">⇄</span> Add to Compare
      </button>
      <p className={`compare-add__notice${result === "full" ? " compare-add__notice--warning" : ""}`} role="status">
        {result && (
          <>
            {MESSAGES[result]}
            <span aria-hidden="true"> · </span>
            <Link to="/compare">View compare list</Link>
          </>
        )}
      </p>
    </div>
  );
}
