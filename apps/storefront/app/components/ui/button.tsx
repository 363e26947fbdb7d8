import type { ComponentProps } from "react";
import { Spinner } from "./spinner";

/** The spec's seven button styles (section 9). */
export const BUTTON_VARIANTS = [
  "transparent",
  "fill-white",
  "success",
  "fill-black",
  "fill-black-light",
  "outline",
  "outline-white",
] as const;
export type ButtonVariant = (typeof BUTTON_VARIANTS)[number];

/** The spec's four button sizes (section 9). */
export const BUTTON_SIZES = ["full", "normal", "small", "none"] as const;
type ButtonSize = (typeof BUTTON_SIZES)[number];

// Every variant draws a 2px border (transparent unless it is an outline variant), so all variants
// have the same box and the edge shows in forced-colours mode. Text/background pairs meet WCAG AA
// (4.5:1) on the default brand: white on #1E1E1E 16.7:1, #1E1E1E on #20C200 7.0:1, white on
// neutral-700 10.4:1; the focus ring is the brand focus colour (#507CFF, 3.4:1 on the canvas).
const BASE =
  "relative inline-flex items-center justify-center gap-2 border-2 text-center font-semibold leading-tight no-underline " +
  "transition-colors duration-150 select-none cursor-pointer " +
  "focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus " +
  "disabled:cursor-not-allowed disabled:opacity-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-50";

const VARIANT_CLASSES: Record<ButtonVariant, string> = {
  transparent: "border-transparent bg-transparent text-inherit hover:underline disabled:hover:no-underline",
  "fill-white": "border-transparent bg-white text-primary-dark hover:bg-neutral-200 disabled:hover:bg-white",
  // A disabled green button (an unavailable product's Add to cart) turns grey so it does not look clickable;
  // one that is only busy (data-loading) keeps its colour.
  success:
    "border-success-dark bg-success text-primary-dark hover:brightness-110 disabled:hover:brightness-100 " +
    "[&:disabled:not([data-loading])]:border-neutral-400 [&:disabled:not([data-loading])]:bg-neutral-300",
  "fill-black": "border-transparent bg-primary-dark text-white hover:bg-neutral-700 disabled:hover:bg-primary-dark",
  "fill-black-light": "border-transparent bg-neutral-700 text-white hover:bg-neutral-600 disabled:hover:bg-neutral-700",
  outline:
    "border-primary-dark bg-transparent text-primary-dark hover:bg-primary-dark hover:text-white disabled:hover:bg-transparent disabled:hover:text-primary-dark",
  "outline-white":
    "border-white bg-transparent text-white hover:bg-white hover:text-primary-dark disabled:hover:bg-transparent disabled:hover:text-white",
};

const SIZE_CLASSES: Record<ButtonSize, string> = {
  full: "w-full min-h-12 rounded-full px-6 py-2.5 text-base",
  normal: "min-h-12 rounded-full px-6 py-2.5 text-base",
  small: "min-h-9 rounded-full px-4 py-1.5 text-sm",
  none: "",
};

export interface ButtonStyleOptions {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}

/** The classes of a button, for anything that should look like one (e.g. a `<Link>`). */
export function buttonClasses({ variant = "fill-black", size = "normal", className }: ButtonStyleOptions = {}): string {
  return [BASE, VARIANT_CLASSES[variant], SIZE_CLASSES[size], className].filter(Boolean).join(" ");
}

export interface ButtonProps extends ComponentProps<"button"> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Disables the button, marks it busy and shows a spinner over the (kept) label. */
  loading?: boolean;
  /** Visually hidden text read out while loading; pass a translated string. */
  loadingLabel?: string;
  /** One component class from app.css instead of the utilities (a button repeated on every card of a listing). */
  look?: string;
}

export function Button({
  variant = "fill-black",
  size = "normal",
  loading = false,
  loadingLabel = "Loading",
  type = "button",
  disabled,
  className,
  look,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      disabled={disabled || loading}
      aria-busy={loading ? true : undefined}
      data-variant={variant}
      data-size={size}
      data-loading={loading ? "" : undefined}
      className={look ?? buttonClasses({ variant, size, className })}
    >
      {/* The label stays in the layout (and in the accessibility tree) so the width does not jump. */}
      <span className={loading ? "inline-flex items-center gap-2 opacity-0" : "inline-flex items-center gap-2"}>{children}</span>
      {loading ? (
        <>
          <span className="absolute inset-0 flex items-center justify-center">
            <Spinner />
          </span>
          <span className="sr-only">{loadingLabel}</span>
        </>
      ) : null}
    </button>
  );
}
