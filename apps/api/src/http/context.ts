import type { BuildInfo } from "@shop/contracts";
import type { Database } from "@shop/db";
import type { Locale } from "@shop/domain";
import type { Logger } from "pino";

/** What the API needs from the process that hosts it. */
export interface ApiDeps {
  database: Database;
  logger: Logger;
  build: () => BuildInfo;
  /** Stack traces appear in error bodies only in development. */
  development: boolean;
}

export interface ApiEnv {
  Variables: {
    requestId: string;
    locale: Locale;
    logger: Logger;
  };
}
