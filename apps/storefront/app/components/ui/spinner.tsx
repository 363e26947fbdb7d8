export interface SpinnerProps {
  /** Extra classes, e.g. a size (`size-5`) or a colour (`text-accent`); the ring uses `currentColor`. */
  className?: string;
}

/**
 * A small decorative spinner. It is hidden from assistive technology: whoever shows it must also
 * say "loading" in text (the Button does so with a visually hidden label and `aria-busy`).
 */
export function Spinner({ className }: SpinnerProps) {
  return (
    <span
      aria-hidden="true"
      data-slot="spinner"
      className={[
        "inline-block size-4 shrink-0 animate-spin rounded-full border-2 border-current border-r-transparent motion-reduce:[animation-duration:1.5s]",
        className,
      ]
        .filter(Boolean)
        .join(" ")}
    />
  );
}
