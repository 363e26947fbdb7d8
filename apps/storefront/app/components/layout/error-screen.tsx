import { isRouteErrorResponse, Link } from "react-router";
import { isErrorObject } from "../../lib/api/client";
import { useTranslation } from "../../lib/texts";
import { useShopPaths } from "../../lib/use-shop";

/** The error object the spec's error screen shows: statusCode and message, never a stack. */
export function errorObject(error: unknown): { statusCode: number; message: string } {
  if (isRouteErrorResponse(error)) {
    if (isErrorObject(error.data)) return { statusCode: error.data.statusCode, message: error.data.message };
    return { statusCode: error.status, message: typeof error.data === "string" && error.data ? error.data : error.statusText };
  }
  if (isErrorObject(error)) return { statusCode: error.statusCode, message: error.message };
  return { statusCode: 500, message: error instanceof Error ? error.message : "Unexpected error" };
}

export function NotFoundScreen() {
  const { t } = useTranslation();
  const paths = useShopPaths();
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center" data-screen="not-found">
      <h1 className="text-7xl font-extrabold">{t("errors.notFoundTitle")}</h1>
      <p className="mt-4 text-xl">{t("errors.notFound")}</p>
      <Link
        to={`/${paths.lang}`}
        className="mt-8 inline-block rounded-full bg-primary-dark px-6 py-3 font-semibold text-white hover:bg-neutral-700"
      >
        {t("errors.returnHome")}
      </Link>
    </section>
  );
}

export function ErrorScreen({ error }: { error: unknown }) {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-3xl px-4 py-12" data-screen="error">
      <h1 className="text-2xl font-bold">{t("errors.errorTitle")}</h1>
      <pre className="mt-4 overflow-auto rounded-lg bg-white p-4 text-sm" data-error-object>
        {JSON.stringify(errorObject(error), null, 2)}
      </pre>
    </section>
  );
}
