import { type CSSProperties, lazy, type ReactNode, Suspense, useContext, useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunction,
  useLocation,
  useMatches,
} from "react-router";
import type { Route } from "./+types/root";
import { TextsProvider, useTranslation } from "./lib/texts";
import { clientTextsMiddleware } from "./lib/texts/client-middleware";
import { languageOfPath } from "./lib/texts/language";
import { textsUrls } from "./lib/texts/texts.server";
import "./app.css";
import { useSessionSync } from "./components/account/use-session-sync";
import { useAgeGate } from "./components/layout/age-gate-state";
import { useBuildWatcher } from "./components/layout/build-watcher";
import { CrawlerSafe } from "./components/layout/crawler-safe";
import { ErrorScreen, errorObject, NotFoundScreen } from "./components/layout/error-screen";
import { Footer } from "./components/layout/footer";
import { Header } from "./components/layout/header";
import { Toasts } from "./components/ui/toasts";
import { staleBuildMiddleware } from "./lib/build-watch";
import { callerOf } from "./lib/caller.server";
import { loadCategoryMenu } from "./lib/catalogue/category-menu.server";
import { useClientLinks } from "./lib/client-links";
import { guardsMiddleware } from "./lib/guards/middleware.server";
import { shopBrandOf, shopOf } from "./lib/page.server";
import { isSharedRequest } from "./lib/page-cache";
import { cityPath } from "./lib/paths";
import { getRuntime } from "./lib/runtime.server";
import { NonceContext } from "./lib/security/nonce";
import { type RootData, type ShopBrand, useRootData } from "./lib/use-shop";
import { useVisitorCookies } from "./lib/visitor-cookies";
import { ageGateMiddleware } from "./middleware/age-gate.server";
import { pageCacheMiddleware } from "./middleware/page-cache.server";
import { personalMarkerMiddleware } from "./middleware/personal-marker.server";
import { sessionMiddleware } from "./middleware/session.server";

// Spec section 2: guards run locale → authentication → city → redirect lookup, on the server for
// the first request and for the data request of every browser navigation (a redirect they decide is
// followed by the browser's router; docs/storefront.md).
// The age gate's dialog loads only for a visitor who has not answered it (docs/adr/0005); its server-rendered
// form works before it arrives.
const AgeGate = lazy(() => import("./components/layout/age-gate").then((module) => ({ default: module.AgeGate })));

export const middleware = [pageCacheMiddleware, ageGateMiddleware, personalMarkerMiddleware, sessionMiddleware, guardsMiddleware];
export const clientMiddleware = [staleBuildMiddleware, clientTextsMiddleware];

export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

export function meta({ error, loaderData }: Route.MetaArgs) {
  if (!error) return [];
  const name = loaderData?.brand.name;
  return [
    { title: name ? `${errorObject(error).statusCode} | ${name}` : String(errorObject(error).statusCode) },
    { name: "robots", content: "noindex" },
  ];
}

export async function loader({ context, request }: Route.LoaderArgs): Promise<RootData> {
  const shop = shopOf(context);
  const caller = await callerOf({ context });
  const name = (city: { names: Record<string, string> }) => city.names[shop.lang] ?? "";
  return {
    locale: shop.lang,
    texts: textsUrls(),
    publicEnv: getRuntime().publicEnv,
    brand: shopBrandOf(getRuntime().publicEnv.PUBLIC_BRAND),
    cities: shop.cities.map((city) => ({ id: city.id, slug: city.slug, name: name(city) })),
    city: shop.city ? { id: shop.city.id, slug: shop.city.slug, name: name(shop.city) } : null,
    showAgeGate: !shop.crawler && !shop.ageConfirmed,
    crawler: shop.crawler,
    // Fetched with the session cookie's token: the header's account entry and the browser's guards use it.
    user: caller.user,
    shared: isSharedRequest(request),
    // The same for every visitor of this city, language and price kind (a shared page shows it to each of them).
    categories: await loadCategoryMenu(request, shop.lang, shop.city, caller),
  };
}

/** The header follows the path (language and city), so the root data is fresh on every navigation. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname !== nextUrl.pathname || defaultShouldRevalidate;

/** The brand's colours as the CSS variables app.css reads (its defaults are the default variant's). */
function brandStyle(brand: ShopBrand | undefined): CSSProperties | undefined {
  if (!brand) return undefined;
  const c = brand.colours;
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

/** The page's language (the root's, or the path's when the root loader failed) for every text below. */
export function Layout({ children }: { children: ReactNode }) {
  const root = useRootData();
  const location = useLocation();
  return (
    <TextsProvider lang={root?.locale ?? languageOfPath(location.pathname)}>
      <Document root={root}>{children}</Document>
    </TextsProvider>
  );
}

function Document({ root, children }: { root: RootData | undefined; children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const nonce = useContext(NonceContext);
  const matches = useMatches();
  const handles = matches.map((match) => (match.handle ?? {}) as { search?: boolean; navigation?: boolean; shell?: "admin" });
  // The back office (issue 7) brings its own frame: no shop header, footer or age gate.
  const backOffice = handles.some((h) => h.shell === "admin");
  const gate = useAgeGate(!!root?.showAgeGate && !backOffice);
  // A shared page does not know who is signed in (lib/personal-store.ts does): nothing to bring in step there.
  useSessionSync(root?.shared ? undefined : root?.user, root?.city ? cityPath(root.locale, root.city.slug, "session") : null);
  // Marks the page as interactive (tests and the crawler-safe check wait for it).
  useEffect(() => document.documentElement.setAttribute("data-hydrated", "true"), []);
  return (
    <html lang={i18n.language} style={brandStyle(root?.brand)} data-brand={root?.brand.id}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
        {root && <link rel="preload" href={root.texts[root.locale]} as="fetch" crossOrigin="anonymous" />}
        <noscript>
          {/* Without JavaScript: controls that need it hide, their plain-form fallbacks show (app.css). */}
          <style>{".js-only{display:none!important}.nojs-only{display:revert!important}.nojs-show{display:block!important}"}</style>
        </noscript>
      </head>
      <body className="flex min-h-screen flex-col bg-canvas text-ink antialiased">
        {root?.publicEnv.DEMO_MODE && (
          <p role="note" className="bg-ink px-3 py-1 text-center text-white text-xs">
            {t("nav.demoShop")}
          </p>
        )}
        {backOffice ? (
          children
        ) : (
          <>
            {gate.shown && (
              <Suspense fallback={null}>
                <AgeGate onConfirmed={gate.confirmed} />
              </Suspense>
            )}
            <div className="flex min-h-screen flex-col" inert={gate.shown}>
              <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:z-40 focus:rounded focus:bg-white focus:p-3">
                {t("nav.skipToContent")}
              </a>
              {root && (
                <Header
                  root={root}
                  search={!handles.some((h) => h.search === false)}
                  navigation={!handles.some((h) => h.navigation === false)}
                />
              )}
              <main id="main" className="flex-1">
                <CrawlerSafe crawler={!!root?.crawler}>{children}</CrawlerSafe>
              </main>
              <Footer root={root} />
            </div>
          </>
        )}
        <Toasts closeLabel={t("ui.close")} />
        <script
          nonce={nonce}
          suppressHydrationWarning
          // The explicit public subset of the configuration, and where the texts of each language are.
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the public configuration as JSON, with "<" escaped by json(); the nonce-based CSP allows this one inline script
          dangerouslySetInnerHTML={{
            __html: `window.ENV=${json(root?.publicEnv ?? {})};window.TEXTS=${json(root?.texts ?? {})};${ZOD_WITHOUT_EVAL}`,
          }}
        />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/**
 * zod compiles object schemas with `new Function` unless told not to; the Content-Security-Policy allows no eval,
 * so in the browser it parses without compiling (its global config, read when a schema is made).
 */
const ZOD_WITHOUT_EVAL = "window.__zod_globalConfig={jitless:true};";

/** JSON for an inline script: no "</script>" can end it early. */
const json = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

export default function App({ loaderData }: Route.ComponentProps) {
  useBuildWatcher(loaderData.publicEnv.BUILD_ID, loaderData.locale);
  useClientLinks();
  useVisitorCookies(loaderData.locale, loaderData.city, loaderData.crawler);
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundScreen />;
  return <ErrorScreen error={error} />;
}
