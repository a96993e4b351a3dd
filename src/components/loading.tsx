interface LoadingProps {
  label?: string;
}

export function Loading({ label = "Loading..." }: LoadingProps) {
  return (
    <p className="loading" role="status" aria-live="polite">
      {label}
    </p>
  );
}
