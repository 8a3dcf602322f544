import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { labelIn } from "../../src/shared/localizedLabel.ts";
import { routeEndpoints } from "../../src/shared/routeSlots.ts";
import { requestedEndpoints, stubFeedApi } from "../support/fakeApi.ts";
import { defaultConfig, renderSite } from "../support/renderSite.tsx";

beforeEach(() => {
  vi.stubGlobal("scrollTo", vi.fn());
});
afterEach(() => vi.unstubAllGlobals());

const { manifest, site } = defaultConfig;

describe("routes generated from the manifest", () => {
  it.each(manifest.routes.map((route) => [route.path, route.layout, labelIn(route.title, "en")]))(
    "%s renders the %s layout with its title",
    async (path, layout, title) => {
      stubFeedApi();
      const { container } = renderSite(path);
      await waitFor(() =>
        expect(container.querySelector(`[data-layout="${layout}"]`)).not.toBeNull(),
      );
      await waitFor(() => expect(document.title).toBe(`${title} | ${site.title}`));
      expect(screen.queryByText("Page not found")).toBeNull();
    },
  );

  it("shows the not-found screen for an unknown path", async () => {
    stubFeedApi();
    renderSite("/no-such-section");
    expect(await screen.findByRole("heading", { name: "Page not found" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to the front page" })).toHaveAttribute("href", "/");
    await waitFor(() => expect(document.title).toBe(`Page not found | ${site.title}`));
  });

  it("matches paths case-sensitively, as the spec's /Humanrights and /humanrights need", async () => {
    stubFeedApi();
    renderSite("/HUMANRIGHTS");
    expect(await screen.findByRole("heading", { name: "Page not found" })).toBeInTheDocument();
  });

  it.each([
    ["/humanrights", "/Humanrights"],
    ["/soccer", "/soccers"],
  ])("redirects the navigation-only path %s to %s", async (from, to) => {
    stubFeedApi();
    renderSite(from);
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent(to));
  });

  it("fetches a feed used by several slots of a page once", async () => {
    const spy = stubFeedApi();
    const home = manifest.routes.find((route) => route.path === "/");
    if (!home) throw new Error("no home route");
    renderSite("/");
    await waitFor(() => expect(spy).toHaveBeenCalledTimes(routeEndpoints(home).length));
    const requested = requestedEndpoints(spy);
    expect(new Set(requested).size).toBe(requested.length);
    expect(requested.filter((endpoint) => endpoint === "newYork/world")).toHaveLength(1);
  });

  it("scrolls to the top on every route change", async () => {
    stubFeedApi();
    renderSite("/contact");
    await screen.findByRole("heading", { name: "Contact Us", level: 1 });
    vi.mocked(window.scrollTo).mockClear();
    const footer = screen.getByRole("navigation", { name: "Footer" });
    await userEvent.click(within(footer).getByRole("link", { name: "Privacy Policy" }));
    expect(
      await screen.findByRole("heading", { name: "Privacy Policy", level: 1 }),
    ).toBeInTheDocument();
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it("gives every navigation-only path of the spec a screen", async () => {
    const paths = [
      "/soccer",
      "/humanrights",
      "/contact",
      "/accessibility",
      "/privacy-policy",
      "/terms-of-service",
    ];
    const known = new Set([
      ...manifest.routes.map((r) => r.path),
      ...manifest.redirects.map((r) => r.from),
    ]);
    expect(paths.filter((path) => !known.has(path))).toEqual([]);
  });
});
