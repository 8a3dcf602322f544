import { act, render, screen } from "@testing-library/react";
import { StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryStore } from "../../src/engine/createQueryStore.ts";
import { QueryStoreProvider } from "../../src/engine/QueryStoreContext.tsx";
import type { QueryStore } from "../../src/engine/queryStore.ts";
import { useQueries } from "../../src/engine/useQueries.ts";
import { useQuery } from "../../src/engine/useQuery.ts";
import { serializeState } from "../../src/shared/serializeState.ts";

/** An API the test answers by hand: each request waits until `answer(id, ...)`. */
function handAnsweredApi() {
  const pending = new Map<string, { resolve: (text: string) => void; signal: AbortSignal }>();
  const ask = vi.fn(
    (id: string, signal: AbortSignal) =>
      new Promise<string>((resolve) => pending.set(id, { resolve, signal })),
  );
  const answer = async (id: string, text: string) => {
    await act(async () => pending.get(id)?.resolve(text));
  };
  return { ask, answer, signalOf: (id: string) => pending.get(id)?.signal };
}

type Api = ReturnType<typeof handAnsweredApi>;

function Item({ id, api, enabled }: { id: string; api: Api; enabled?: boolean }) {
  const state = useQuery({ key: ["item", id], fetch: (signal) => api.ask(id, signal), enabled });
  if (state.status === "loading") return <p>Loading {id}</p>;
  if (state.status === "error") return <p role="alert">{state.error.message}</p>;
  return <p>{state.data}</p>;
}

function Failing({ fetch }: { fetch: () => Promise<string> }) {
  const state = useQuery({ key: ["broken"], fetch });
  return <p role="alert">{state.error?.message ?? state.status}</p>;
}

function Items({ ids, api }: { ids: string[]; api: Api }) {
  const states = useQueries(
    ids.map((id) => ({ key: ["item", id], fetch: (signal: AbortSignal) => api.ask(id, signal) })),
  );
  return <p>{states.map((state) => state.data ?? state.status).join(" | ")}</p>;
}

const inStore = (store: QueryStore, children: React.ReactNode) => (
  <StrictMode>
    <QueryStoreProvider store={store}>{children}</QueryStoreProvider>
  </StrictMode>
);

afterEach(() => {
  vi.restoreAllMocks();
});

describe("useQuery and useQueries", () => {
  it("two components reading one key make one request, even under StrictMode, and both show it", async () => {
    const api = handAnsweredApi();
    render(
      inStore(
        createQueryStore(),
        <>
          <Item id="a" api={api} />
          <Item id="a" api={api} />
        </>,
      ),
    );
    expect(screen.getAllByText("Loading a")).toHaveLength(2);
    expect(api.ask).toHaveBeenCalledTimes(1);
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(api.signalOf("a")?.aborted).toBe(false);
    await api.answer("a", "Headline A");
    expect(screen.getAllByText("Headline A")).toHaveLength(2);
    expect(api.ask).toHaveBeenCalledTimes(1);
  });

  it("shows an error at once, with no second request", async () => {
    const store = createQueryStore();
    const failing = vi.fn(async () => {
      throw new Error("Request failed with status 500");
    });
    render(inStore(store, <Failing fetch={failing} />));
    expect(await screen.findByText("Request failed with status 500")).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(failing).toHaveBeenCalledTimes(1);
  });

  it("a key change shows the new key's state, asks for it, and aborts the one left behind", async () => {
    const api = handAnsweredApi();
    const store = createQueryStore();
    const view = render(inStore(store, <Item id="a" api={api} />));
    await api.answer("a", "Headline A");
    expect(screen.getByText("Headline A")).toBeInTheDocument();

    view.rerender(inStore(store, <Item id="b" api={api} />));
    expect(screen.getByText("Loading b")).toBeInTheDocument();
    view.rerender(inStore(store, <Item id="c" api={api} />));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(api.signalOf("b")?.aborted).toBe(true);
    await api.answer("c", "Headline C");
    expect(screen.getByText("Headline C")).toBeInTheDocument();

    // Back to a key still fresh in the cache: shown at once, not asked again.
    view.rerender(inStore(store, <Item id="a" api={api} />));
    expect(screen.getByText("Headline A")).toBeInTheDocument();
    expect(api.ask.mock.calls.map(([id]) => id)).toEqual(["a", "b", "c"]);
  });

  it("useQueries follows a list whose length changes", async () => {
    const api = handAnsweredApi();
    const store = createQueryStore();
    store.set(["item", "a"], "A");
    const view = render(inStore(store, <Items ids={["a"]} api={api} />));
    expect(screen.getByText("A")).toBeInTheDocument();
    view.rerender(inStore(store, <Items ids={["a", "b"]} api={api} />));
    expect(screen.getByText("A | loading")).toBeInTheDocument();
    await api.answer("b", "B");
    expect(screen.getByText("A | B")).toBeInTheDocument();
    expect(api.ask).toHaveBeenCalledTimes(1);
  });

  it("a disabled query asks nothing", async () => {
    const api = handAnsweredApi();
    render(inStore(createQueryStore(), <Item id="a" api={api} enabled={false} />));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.getByText("Loading a")).toBeInTheDocument();
    expect(api.ask).not.toHaveBeenCalled();
  });

  it("refetches stale data when the visitor comes back to the tab", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2025-07-01T12:00:00Z") });
    try {
      const api = handAnsweredApi();
      const store = createQueryStore();
      store.set(["item", "a"], "Old A");
      render(inStore(store, <Item id="a" api={api} />));
      document.dispatchEvent(new Event("visibilitychange"));
      expect(api.ask).not.toHaveBeenCalled();
      vi.advanceTimersByTime(10 * 60_000);
      document.dispatchEvent(new Event("visibilitychange"));
      expect(api.ask).toHaveBeenCalledTimes(1);
      expect(screen.getByText("Old A")).toBeInTheDocument();
      await api.answer("a", "New A");
      expect(screen.getByText("New A")).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it("hydrates the server's markup from the carried cache: no warning, no request for what it had", async () => {
    const api = handAnsweredApi();
    const page = (store: QueryStore) =>
      inStore(
        store,
        <>
          <Item id="prefilled" api={api} />
          <Item id="missing" api={api} />
        </>,
      );
    const server = createQueryStore();
    server.set(["item", "prefilled"], "</script> Headline \u2028");
    const container = document.createElement("div");
    container.innerHTML = renderToString(page(server));
    document.body.append(container);
    expect(container.textContent).toContain("Loading missing");

    const browser = createQueryStore();
    browser.restore(JSON.parse(serializeState(server.entries())));
    const errors = vi.spyOn(console, "error");
    const root = await act(async () => hydrateRoot(container, page(browser)));
    expect(errors).not.toHaveBeenCalled();
    expect(api.ask.mock.calls.map(([id]) => id)).toEqual(["missing"]);
    expect(container.textContent).toContain("</script> Headline \u2028");
    await api.answer("missing", "Fetched");
    expect(container.textContent).toContain("Fetched");
    act(() => root.unmount());
    container.remove();
  });
});
