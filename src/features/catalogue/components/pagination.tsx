interface PaginationProps {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
}

/** SPEC.md section 2: Previous / Next and 'Page X of Y'; the buttons are disabled at the ends. */
export function Pagination({ page, pageCount, onPageChange }: PaginationProps) {
  return (
    <nav className="pagination" aria-label="Pages">
      <button
        type="button"
        className="button button--secondary pagination__button"
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        <span aria-hidden="true">‹</span> Previous
      </button>
      <p className="pagination__status">{`Page ${page} of ${pageCount}`}</p>
      <button
        type="button"
        className="button button--secondary pagination__button"
        disabled={page >= pageCount}
        onClick={() => onPageChange(page + 1)}
      >
        Next <span aria-hidden="true">›</span>
      </button>
    </nav>
  );
}
