// The product's uploaded images in gallery order, each movable and deletable, and the upload form: a plain
// file input in a multipart form, so it works without JavaScript. Read-only for a city manager.
import { PRODUCT_IMAGES_MAX, type StaffProductImage } from "@shop/contracts";
import { Form } from "react-router";
import { useTranslation } from "../../../lib/texts";
import { useMedia } from "../../catalogue/use-catalogue";
import { AdminAlert, buttonClasses, dangerButtonClasses, inputClasses, labelClasses, secondaryButtonClasses } from "../page";

function ImageActions({ image, order, index }: { image: StaffProductImage; order: string[]; index: number }) {
  const { t } = useTranslation("admin");
  const move = (direction: "earlier" | "later", disabled: boolean) => (
    <Form method="post">
      <input type="hidden" name="intent" value="move-image" />
      <input type="hidden" name="image" value={image.id} />
      <input type="hidden" name="direction" value={direction} />
      <input type="hidden" name="order" value={order.join(",")} />
      <button type="submit" disabled={disabled} className={`${secondaryButtonClasses} disabled:opacity-40`}>
        {t(`products.images.${direction}`)}
      </button>
    </Form>
  );
  return (
    <div className="flex flex-wrap gap-2">
      {move("earlier", index === 0)}
      {move("later", index === order.length - 1)}
      <Form method="post">
        <input type="hidden" name="intent" value="delete-image" />
        <input type="hidden" name="image" value={image.id} />
        <button type="submit" className={dangerButtonClasses} data-admin-image-delete={image.id}>
          {t("products.images.delete")}
        </button>
      </Form>
    </div>
  );
}

export function ProductImages({
  images,
  readOnly,
  messages,
}: {
  images: StaffProductImage[];
  readOnly: boolean;
  messages?: string[] | undefined;
}) {
  const { t } = useTranslation("admin");
  const media = useMedia();
  const order = images.map((image) => image.id);
  return (
    <section aria-labelledby="product-images-title" className="space-y-3" data-admin-product-images>
      <h2 id="product-images-title" className="text-xl font-semibold">
        {t("products.images.title")}
      </h2>
      <p className="max-w-3xl text-sm text-neutral-700">{t("products.images.lead")}</p>
      {messages && <AdminAlert messages={messages} />}
      {images.length === 0 ? (
        <p className="rounded border border-dashed border-neutral-400 bg-white p-4">{t("products.images.none")}</p>
      ) : (
        <ol className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
          {images.map((image, index) => (
            <li key={image.id} className="space-y-2 rounded border border-neutral-300 bg-white p-3" data-admin-image={image.id}>
              <img
                src={media(image.card)}
                alt={t("products.images.image", { n: index + 1 })}
                width={240}
                height={240}
                loading="lazy"
                className="aspect-square w-full rounded object-contain"
              />
              <p className="text-sm text-neutral-700">
                {t("products.images.image", { n: index + 1 })} · {t("products.images.size", { width: image.width, height: image.height })}
              </p>
              {!readOnly && <ImageActions image={image} order={order} index={index} />}
            </li>
          ))}
        </ol>
      )}
      {!readOnly &&
        (images.length >= PRODUCT_IMAGES_MAX ? (
          <p className="text-sm text-neutral-700">{t("products.images.full")}</p>
        ) : (
          <Form
            method="post"
            encType="multipart/form-data"
            className="space-y-3 rounded border border-neutral-300 bg-white p-4"
            data-admin-image-upload
          >
            <input type="hidden" name="intent" value="upload" />
            <div>
              <label htmlFor="image-file" className={labelClasses}>
                {t("products.images.file")}
              </label>
              <input
                id="image-file"
                name="file"
                type="file"
                required
                accept="image/jpeg,image/png,image/webp,image/avif"
                aria-describedby="image-file-hint"
                className={inputClasses}
              />
              <p id="image-file-hint" className="mt-1 text-sm text-neutral-600">
                {t("products.images.fileHint")}
              </p>
            </div>
            <button type="submit" className={buttonClasses}>
              {t("products.images.upload")}
            </button>
          </Form>
        ))}
    </section>
  );
}
