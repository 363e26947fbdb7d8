import { getCurrentUser } from "./api/endpoints";
import { serverApi } from "./runtime.server";

/**
 * The access token travels to server rendering in an HttpOnly cookie set beside localStorage
 * `api_key` (decisions.md: accounts); the accounts issue sets it at sign-in.
 */
export const SESSION_COOKIE = "session";

/** Spec section 4: a user is authenticated when the current user was fetched. */
export async function isAuthenticatedRequest(request: Request, cookies: Record<string, string>): Promise<boolean> {
  const token = cookies[SESSION_COOKIE];
  if (!token) return false;
  try {
    await getCurrentUser(serverApi(request, "en", token));
    return true;
  } catch {
    return false;
  }
}
