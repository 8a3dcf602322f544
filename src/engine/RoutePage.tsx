import { type ComponentType, Suspense, useMemo } from "react";
import { type EditionMap, servedId } from "../shared/editionEndpoints.ts";
import { defaultLanguage } from "../shared/languageHref.ts";
import type { RouteEntry } from "../shared/manifest.ts";
import { routeEndpoints, routeSlots } from "../shared/routeSlots.ts";
import { EnglishHeadlinesProvider } from "./EnglishHeadlinesContext.tsx";
import { useEndpoints } from "./endpointQueries.ts";
import { useLanguage } from "./LanguageContext.tsx";
import { useLayoutRegistry } from "./LayoutRegistryContext.tsx";
import type { AnyLayoutProps } from "./layoutProps.ts";
import { PageLoading } from "./PageLoading.tsx";
import { PageTitle } from "./PageTitle.tsx";
import { SampleNotice } from "./SampleNotice.tsx";
import { useSiteConfig } from "./SiteConfigContext.tsx";
import { type SlotState, slotState } from "./slotState.ts";

const noEditions: EditionMap = {};

/** Renders one manifest route: fetches its feeds once each, slices them into slots, picks the layout. */
export function RoutePage({ route }: { route: RouteEntry }) {
  const layouts = useLayoutRegistry();
  const lang = useLanguage();
  const { editions = noEditions } = useSiteConfig();
  // In another language, each feed's edition in it where it has one (issue 38).
  const endpoints = useMemo(
    () => routeEndpoints(route).map((endpoint) => servedId(endpoint, lang, editions)),
    [route, lang, editions],
  );
  const feeds = useEndpoints(endpoints);
  const slots: Record<string, SlotState> = {};
  for (const [slot, rule] of routeSlots(route)) {
    const id = servedId(rule.feed, lang, editions);
    slots[slot] = slotState(feeds.get(id), rule, lang !== defaultLanguage && id === rule.feed);
  }

  const englishShown = Object.values(slots).some((slot) => slot.english && slot.items.length > 0);

  const Layout = layouts[route.layout] as ComponentType<AnyLayoutProps>;
  // data-layout lets QA and tests see which template a screen uses.
  return (
    <div data-layout={route.layout}>
      <PageTitle title={route.title} />
      <SampleNotice visible={Object.values(slots).some((slot) => slot.sample)} />
      <EnglishHeadlinesProvider value={englishShown}>
        <Suspense fallback={<PageLoading />}>
          <Layout route={route} slots={slots} />
        </Suspense>
      </EnglishHeadlinesProvider>
    </div>
  );
}
