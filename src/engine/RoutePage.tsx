import { type ComponentType, Suspense, useMemo } from "react";
import type { RouteEntry } from "../shared/manifest.ts";
import { routeEndpoints, routeSlots } from "../shared/routeSlots.ts";
import { useEndpoints } from "./endpointQueries.ts";
import { useLayoutRegistry } from "./LayoutRegistryContext.tsx";
import type { AnyLayoutProps } from "./layoutProps.ts";
import { PageLoading } from "./PageLoading.tsx";
import { PageTitle } from "./PageTitle.tsx";
import { SampleNotice } from "./SampleNotice.tsx";
import { type SlotState, slotState } from "./slotState.ts";

/** Renders one manifest route: fetches its feeds once each, slices them into slots, picks the layout. */
export function RoutePage({ route }: { route: RouteEntry }) {
  const layouts = useLayoutRegistry();
  const endpoints = useMemo(() => routeEndpoints(route), [route]);
  const feeds = useEndpoints(endpoints);
  const slots: Record<string, SlotState> = {};
  for (const [slot, rule] of routeSlots(route)) slots[slot] = slotState(feeds.get(rule.feed), rule);

  const Layout = layouts[route.layout] as ComponentType<AnyLayoutProps>;
  // data-layout lets QA and tests see which template a screen uses.
  return (
    <div data-layout={route.layout}>
      <PageTitle title={route.title} />
      <SampleNotice visible={Object.values(slots).some((slot) => slot.sample)} />
      <Suspense fallback={<PageLoading />}>
        <Layout route={route} slots={slots} />
      </Suspense>
    </div>
  );
}
