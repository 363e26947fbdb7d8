import { useTranslation } from "react-i18next";
import { Form, useSearchParams } from "react-router";

/** Product search of the current city (a GET form: works without JavaScript). */
export function SearchBox({ action, id, className = "" }: { action: string; id: string; className?: string }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  return (
    <Form role="search" method="get" action={action} className={`flex w-full min-w-0 items-center gap-2 ${className}`}>
      <label className="sr-only" htmlFor={id}>
        {t("search.label")}
      </label>
      <input
        id={id}
        type="search"
        name="q"
        defaultValue={params.get("q") ?? ""}
        placeholder={t("search.placeholder")}
        maxLength={100}
        className="min-w-0 flex-1 rounded-full border border-neutral-500 bg-white px-4 py-2 text-ink placeholder:text-neutral-600"
      />
      <button type="submit" className="rounded-full bg-accent px-4 py-2 font-semibold text-primary-dark hover:brightness-95">
        {t("search.submit")}
      </button>
    </Form>
  );
}
