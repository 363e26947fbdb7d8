// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createRoutesStub, Outlet } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { isSignedIn, readToken, setCurrentUser } from "../../../lib/auth/session";
import SignInPage from "./sign-in";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
  setCurrentUser(null);
});

const page = { heading: "Sign in", crumbs: [], seo: { title: "", description: "", canonical: "", alternates: [] } };

function stub(action: (args: { request: Request }) => unknown) {
  return createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => ({ locale: "en", city: { id: 2, slug: "krakow", name: "Kraków" }, user: null }),
      HydrateFallback: () => null,
      Component: () => <Outlet />,
      children: [
        { path: "en/krakow/auth/sign-in", loader: () => ({ page }), action, Component: SignInPage as any },
        { path: "en/krakow/cabinet", Component: () => <p>Cabinet</p> },
      ],
    },
  ]);
}

async function submit(email: string, password: string) {
  const emailField = await screen.findByLabelText("account.fields.email");
  fireEvent.input(emailField, { target: { value: email } });
  fireEvent.input(screen.getByLabelText("account.fields.password"), { target: { value: password } });
  await act(async () => {
    fireEvent.click(screen.getByRole("button", { name: "account.signIn.submit" }));
  });
}

describe("sign-in with JavaScript", () => {
  it("stores the token the action returns, fetches the user with it, then opens the cabinet", async () => {
    const fetchUser = vi.fn(async (_request: Request) => {
      expect(readToken()).toBe("token-from-the-action");
      return Response.json({ id: 5, firstName: "Anna" });
    });
    vi.stubGlobal("fetch", fetchUser);
    const action = vi.fn(async () => ({
      result: { status: "success" as const, initialValue: null },
      signedIn: { accessToken: "token-from-the-action", to: "/en/krakow/cabinet" },
    }));
    const Stub = stub(action);
    render(<Stub initialEntries={["/en/krakow/auth/sign-in"]} />);
    await submit("anna@example.pl", "correct horse");
    await waitFor(() => expect(screen.getByText("Cabinet")).toBeTruthy());
    expect(action).toHaveBeenCalledOnce();
    const request = fetchUser.mock.calls[0]?.[0] as Request;
    expect(new URL(request.url).pathname).toBe("/api/v1/auth/iam");
    expect(request.headers.get("authorization")).toBe("Bearer token-from-the-action");
    expect(request.headers.get("locale")).toBeNull();
    expect(isSignedIn()).toBe(true);
  });

  it("tells the JavaScript path apart with _js=1, and shows the server's message on failure", async () => {
    let posted: FormData | null = null;
    const Stub = stub(async ({ request }: { request: Request }) => {
      posted = await request.formData();
      return {
        result: { status: "error" as const, initialValue: { email: "anna@example.pl" }, error: { "": ["Wrong e-mail or password."] } },
        unverified: null,
      };
    });
    render(<Stub initialEntries={["/en/krakow/auth/sign-in"]} />);
    await submit("anna@example.pl", "wrong password");
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("Wrong e-mail or password."));
    expect((posted as FormData | null)?.get("_js")).toBe("1");
    expect(readToken()).toBeNull();
  });

  it("does not post an e-mail that is not one", async () => {
    const action = vi.fn();
    const Stub = stub(action);
    render(<Stub initialEntries={["/en/krakow/auth/sign-in"]} />);
    await submit("anna", "x");
    await waitFor(() => expect(screen.getByText("validation.invalidEmail")).toBeTruthy());
    expect(action).not.toHaveBeenCalled();
  });
});
