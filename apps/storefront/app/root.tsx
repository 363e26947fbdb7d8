import { isLocale, LOCALES, resolveBrand } from "@shop/domain";
import type { CSSProperties, ReactNode } from "react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { getRuntime } from "./lib/runtime.server";
import { getLocale, i18nextMiddleware } from "./middleware/i18next";

export const middleware = [i18nextMiddleware];

export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

export function loader({ context }: Route.LoaderArgs) {
  return { locale: getLocale(context), publicEnv: getRuntime().publicEnv };
}

function brandStyle(brandId: string | undefined): CSSProperties {
  const c = resolveBrand(brandId).colours;
  return {
    "--brand-primary-base": c.primaryBase,
    "--brand-primary-dark": c.primaryDark,
    "--brand-primary-text": c.primaryText,
    "--brand-accent": c.accent,
    "--brand-success-base": c.successBase,
    "--brand-success-dark": c.successDark,
    "--brand-background-base": c.backgroundBase,
    "--brand-background-dark": c.backgroundDark,
    "--brand-focus": c.focus,
  } as CSSProperties;
}

export function Layout({ children }: { children: ReactNode }) {
  const root = useRouteLoaderData<typeof loader>("root");
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const locale = root?.locale ?? i18n.language ?? "en";
  const brand = resolveBrand(root?.publicEnv.PUBLIC_BRAND);
  const rest = location.pathname
    .split("/")
    .slice(isLocale(location.pathname.split("/")[1]) ? 2 : 1)
    .join("/");
  return (
    <html lang={locale} style={brandStyle(brand.id)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col bg-canvas text-ink antialiased">
        <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:p-3">
          {t("nav.skipToContent")}
        </a>
        <header className="bg-primary-dark text-white">
          <div className="mx-auto flex w-full max-w-5xl flex-wrap items-center justify-between gap-3 px-4 py-4 sm:px-8">
            <a href={`/${locale}`} className="flex flex-col leading-tight">
              <span className="text-xl font-extrabold text-accent">{brand.name}</span>
              <span className="text-xs text-neutral-300">{t("brand.tagline")}</span>
            </a>
            <nav aria-label={t("nav.language")}>
              <ul className="flex gap-1">
                {LOCALES.map((lng) => (
                  <li key={lng}>
                    <a
                      href={`/${lng}${rest ? `/${rest}` : ""}`}
                      hrefLang={lng}
                      lang={lng}
                      aria-current={lng === locale ? "page" : undefined}
                      className="block rounded-md px-3 py-2 text-sm font-semibold uppercase aria-[current=page]:bg-accent aria-[current=page]:text-primary-dark"
                    >
                      {lng}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          </div>
        </header>
        <main id="main" className="flex-1">
          {children}
        </main>
        <footer className="bg-primary-dark px-4 py-6 text-center text-sm text-neutral-300 sm:px-8">{t("footer.adultsOnly")}</footer>
        <script
          // The explicit public subset of the configuration, for code running in the browser.
          dangerouslySetInnerHTML={{ __html: `window.ENV=${JSON.stringify(root?.publicEnv ?? {}).replace(/</g, "\\u003c")}` }}
        />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const { i18n } = useTranslation();
  useEffect(() => {
    if (i18n.language !== loaderData.locale) void i18n.changeLanguage(loaderData.locale);
  }, [loaderData.locale, i18n]);
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t, i18n } = useTranslation();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <section className="mx-auto max-w-xl px-4 py-16 text-center">
        <h1 className="text-6xl font-extrabold">{t("errors.notFoundTitle")}</h1>
        <p className="mt-4 text-xl">{t("errors.notFound")}</p>
        <a href={`/${i18n.language}`} className="mt-8 inline-block rounded-full bg-primary-dark px-6 py-3 font-semibold text-accent">
          {t("errors.returnHome")}
        </a>
      </section>
    );
  }
  // The spec: any other error shows the raw error object.
  const raw = error instanceof Error ? { name: error.name, message: error.message } : error;
  return <pre className="m-4 overflow-auto rounded-lg bg-primary p-4 text-sm">{JSON.stringify(raw, null, 2)}</pre>;
}
