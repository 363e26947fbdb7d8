// The render's CSP nonce for the few scripts the app writes itself (root.tsx); React Router's own scripts
// take it from <ServerRouter nonce>. In the browser there is none: the attribute is only read on load.
import { createContext } from "react";

export const NonceContext = createContext<string | undefined>(undefined);
