import type { Route } from "./+types/personal";
import { loadPersonal } from "./personal.server";

/** The visitor's own parts of a shared page, as JSON (lib/personal.ts). */
export const loader = (args: Route.LoaderArgs) => loadPersonal(args);
