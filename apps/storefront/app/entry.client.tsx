import i18next from "i18next";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { HydratedRouter } from "react-router/dom";
import { installChunkReloadGuard } from "./lib/chunk-reload";
import { brandResources } from "./locales/brand-resources";

async function main() {
  installChunkReloadGuard();
  await i18next.use(initReactI18next).init({
    resources: brandResources((window as { ENV?: { PUBLIC_BRAND?: string } }).ENV?.PUBLIC_BRAND),
    lng: document.documentElement.lang || "en",
    fallbackLng: "en",
    interpolation: { escapeValue: false },
  });
  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18next}>
        <StrictMode>
          <HydratedRouter />
        </StrictMode>
      </I18nextProvider>,
    );
  });
}

void main();
