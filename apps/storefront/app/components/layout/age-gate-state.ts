import { useEffect, useState } from "react";

/** The age gate's answer as a form post (components/layout/age-gate.tsx, middleware/age-gate.server.ts). */
export const AGE_CONFIRM_INTENT = "confirm-age";
/** Posted by the form that answers into the hidden frame: the answer is the cookie alone (204). */
export const AGE_FRAME_FIELD = "frame";

export function useAgeGate(initiallyShown: boolean) {
  const [shown, setShown] = useState(initiallyShown);
  useEffect(() => setShown(initiallyShown), [initiallyShown]);
  return { shown, confirmed: () => setShown(false) };
}
