import { useMemo } from "react";
import { renderSVG } from "uqr";

/**
 * A QR code drawn as an inline SVG (no request, works without JavaScript). The SVG is generated from
 * the value's bits only: no text of the value is inserted into the markup.
 */
export function QrCode({ value, label }: { value: string; label: string }) {
  const svg = useMemo(() => renderSVG(value, { ecc: "M", border: 2 }), [value]);
  return (
    <div
      role="img"
      aria-label={label}
      data-crypto-qr
      className="size-48 shrink-0 rounded-lg border border-neutral-300 bg-white p-1 [&>svg]:block [&>svg]:size-full"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the SVG is drawn by uqr from the payment URI the server built, never from text someone wrote
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}
