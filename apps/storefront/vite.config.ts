import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { precompress } from "./precompress.ts";
import { reactRouterProduction } from "./react-router-production.ts";
import { shopManifest } from "./shop-manifest.ts";

// The shop's frame that every page needs (root, header, footer, texts, guards, API client): one chunk; product
// cards (home, listings, product pages); listings (filters, sorting, pages); the product page. Back-office code
// and code loaded on first use (dialogs, toasts, form schemas) stay apart.
const FRAME =
  /[\\/]app[\\/](root\.tsx|entry\.client\.tsx|lib[\\/](texts|guards|auth[\\/]|api[\\/](client|browser|endpoints)|use-|paths|cookies|seo|chunk-reload|build-watch|error-hook|crawler|shop-context|catalogue[\\/]search-query)|lib[\\/]forms[\\/]js-field|components[\\/](layout|ui|forms[\\/](alerts|submit)|account[\\/]use-session|catalogue[\\/]use-catalogue|cart[\\/](cart-changes-dialog|cart-view-changes|use-page-path)))|[\\/]packages[\\/](domain[\\/]src[\\/](brand|locales|money)\.|contracts[\\/]src[\\/](order-codes|error-codes|runtime))/;
const CARDS =
  /[\\/]app[\\/](components[\\/](catalogue[\\/](product-card|price-tag|availability|category-tiles|brand-tiles)|cart[\\/](add-to-cart|use-cart-fetcher))|lib[\\/]catalogue[\\/](media|listing-url))\./;
const LISTING = /[\\/]app[\\/](components[\\/]catalogue|lib[\\/]catalogue)[\\/]/;
const PRODUCT = /[\\/]app[\\/]components[\\/]product[\\/]/;
const NOT_SHARED =
  /[\\/](cart-changes-modal|toast-view|age-gate|search-suggestions|suggestion-list|use-suggestions|favourites-client|recently-viewed-list)\.tsx?$|\.server\.tsx?$|[\\/]admin[\\/]/;
const shared = (pattern: RegExp) => (id: string) => pattern.test(id) && !NOT_SHARED.test(id);

/** The browser's chunks (docs/adr/0005): a few larger files compress better than many small ones. */
const codeSplitting = {
  groups: [
    // React, React DOM and React Router: every page needs all of them.
    // The page numbers of listings and the blog: on their own, so the blog does not load the listings' chunk.
    { name: "pages", test: /[\\/]app[\\/]lib[\\/]catalogue[\\/]pagination\./, priority: 4 },
    // Checkout's small helpers (its draft's key, shop-time slots and clock), shared with lazily loaded code:
    // one file instead of three tiny ones.
    {
      name: "checkout-kit",
      test: /([\\/]app[\\/]lib[\\/]checkout[\\/](draft-key|time)|[\\/]domain[\\/]src[\\/]pickup-slots)\./,
      priority: 4,
    },
    // The fields of every form and the validation messages' keys they show (cart, checkout, accounts): one file.
    {
      name: "fields",
      test: /[\\/]app[\\/](components[\\/]forms[\\/]fields|lib[\\/]forms[\\/](field-props|messages))\.|[\\/]contracts[\\/]src[\\/]validation-messages\./,
      priority: 1,
    },
    { name: "framework", test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 3 },
    { name: "frame", test: shared(FRAME), priority: 2 },
    { name: "cards", test: shared(CARDS), priority: 1 },
    { name: "listing", test: shared(LISTING), priority: 0 },
    { name: "product", test: shared(PRODUCT), priority: 0 },
  ],
};

export default defineConfig({
  plugins: [reactRouterProduction(), tailwindcss(), reactRouter(), precompress(), shopManifest()],
  // Rolldown's per-plugin timing notices (the precompression's closeBundle is most of them) read as warnings in a
  // newcomer's first `npm start` log; the build's time is on its stage line anyway.
  build: { rolldownOptions: { checks: { bundlerTimings: false } } },
  environments: { client: { build: { rolldownOptions: { output: { codeSplitting } } } } },
});
