import { useI18n } from "@/lib/i18n/i18n-context";

interface LoadingProps {
  label?: string;
}

export function Loading({ label }: LoadingProps) {
  const { t } = useI18n();
  return (
    <p className="loading" role="status" aria-live="polite">
      {label ?? t("loading")}
    </p>
  );
}
