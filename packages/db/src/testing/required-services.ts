// CI must test on PostgreSQL and Redis, not quietly skip them: with CI set (.ci/run sets CI=1), a missing
// DATABASE_URL or REDIS_URL stops the integration run before any test starts.

/** True when the environment says this is a CI run (CI=1, CI=true; not CI=0, CI=false or empty). */
export function isCi(env: NodeJS.ProcessEnv): boolean {
  const value = env.CI?.trim().toLowerCase();
  return value !== undefined && value !== "" && value !== "0" && value !== "false";
}

/** The variables a CI run needs and does not have; always none outside CI. */
export function missingCiServices(env: NodeJS.ProcessEnv): string[] {
  if (!isCi(env)) return [];
  return ["DATABASE_URL", "REDIS_URL"].filter((name) => !env[name]?.trim());
}

/** Throws, naming what is missing, when a CI run lacks PostgreSQL or Redis. */
export function requireCiServices(env: NodeJS.ProcessEnv = process.env): void {
  const missing = missingCiServices(env);
  if (missing.length > 0)
    throw new Error(
      `CI=${env.CI}: ${missing.join(" and ")} not set, so the tests on PostgreSQL/Redis would be skipped. ` +
        "Start the services (.ci/run finds them on 127.0.0.1:5432 and :6379) or set the variables.",
    );
}
