import { useState } from "react";
import { PageFrame } from "../components/layout/page-frame";
import { BUTTON_SIZES, BUTTON_VARIANTS, Button } from "../components/ui/button";
import { notify, TOAST_TYPES } from "../components/ui/toasts";
import { seoMeta } from "../lib/seo";
import { useTranslation } from "../lib/texts";
import type { Route } from "./+types/ui-kit";
import { loadUiKit } from "./ui-kit.server";

/**
 * The component sheet of the test brand variant (PUBLIC_BRAND=test): every button style and size,
 * the loading state, the five toast types, and previews of the error screens for QA. Other
 * variants answer 404.
 */
export const meta = ({ loaderData }: Route.MetaArgs) => [...seoMeta(loaderData?.seo), { name: "robots", content: "noindex" }];

export const loader = (args: Route.LoaderArgs) => loadUiKit(args);

function Thrower(): never {
  throw new Error("Preview of an error raised while rendering");
}

export default function UiKit({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [loading, setLoading] = useState(false);
  return (
    <PageFrame heading={t("ui.title")} crumbs={[]}>
      <section aria-labelledby="buttons" className="mt-8">
        <h2 id="buttons" className="text-xl font-semibold">
          {t("ui.buttons")}
        </h2>
        <div className="mt-4 grid gap-4">
          {BUTTON_VARIANTS.map((variant) => (
            <div
              key={variant}
              className={`flex flex-wrap items-center gap-3 rounded-xl p-3 ${variant.endsWith("white") ? "bg-primary-dark" : "bg-white"}`}
            >
              {BUTTON_SIZES.map((size) => (
                <Button key={size} variant={variant} size={size}>
                  {variant} / {size}
                </Button>
              ))}
            </div>
          ))}
          <div className="flex flex-wrap items-center gap-3">
            <Button
              variant="success"
              loading={loading}
              loadingLabel={t("ui.loading")}
              onClick={() => setLoading(true)}
              data-testid="loading-button"
            >
              {t("ui.startLoading")}
            </Button>
          </div>
        </div>
      </section>
      <section aria-labelledby="toasts" className="mt-10">
        <h2 id="toasts" className="text-xl font-semibold">
          {t("ui.toasts")}
        </h2>
        <div className="mt-4 flex flex-wrap gap-3">
          {TOAST_TYPES.map((type) => (
            <Button key={type} variant="outline" size="small" onClick={() => notify(type, t("ui.toastText", { type }))}>
              {t("ui.showToast", { type })}
            </Button>
          ))}
          <Button
            variant="fill-black"
            size="small"
            onClick={() => {
              for (let i = 1; i <= 25; i++) notify("info", `${t("ui.toastText", { type: "info" })} #${i}`);
            }}
          >
            {t("ui.showMany", { count: 25 })}
          </Button>
        </div>
      </section>
      {loaderData.renderError && <Thrower />}
    </PageFrame>
  );
}
