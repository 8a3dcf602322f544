import { type ComponentType, lazy } from "react";
import type { LayoutRegistry } from "#src/engine/LayoutRegistryContext.tsx";
import type { AnyLayoutProps, LayoutProps } from "#src/engine/layoutProps.ts";
import type { LayoutName } from "#src/shared/manifest.ts";

type LayoutModule<L extends LayoutName> = { default: ComponentType<LayoutProps<L>> };

/**
 * Every layout template, each in its own chunk. Typed against the manifest's layout
 * names, so a layout without a template (or the reverse) fails to compile.
 */
const layoutLoaders: { [L in LayoutName]: () => Promise<LayoutModule<L>> } = {
  home: () => import("./home/HomeLayout.tsx"),
  region: () => import("./region/RegionLayout.tsx"),
  allNews: () => import("./allNews/AllNewsLayout.tsx"),
  technology: () => import("./technology/TechnologyLayout.tsx"),
  business: () => import("./business/BusinessLayout.tsx"),
  science: () => import("./science/ScienceLayout.tsx"),
  lifestyle: () => import("./lifestyle/LifestyleLayout.tsx"),
  sports: () => import("./sports/SportsLayout.tsx"),
  arts: () => import("./arts/ArtsLayout.tsx"),
  grid: () => import("./grid/GridLayout.tsx"),
  health: () => import("./health/HealthLayout.tsx"),
  food: () => import("./food/FoodLayout.tsx"),
  podcast: () => import("./podcast/PodcastLayout.tsx"),
  live: () => import("./live/LiveLayout.tsx"),
  blogs: () => import("./blogs/BlogsLayout.tsx"),
  page: () => import("./page/PageLayout.tsx"),
};

/** One lazy component per layout for the whole app: once its chunk is loaded, it renders at once. */
const lazyRegistry = Object.fromEntries(
  (Object.keys(layoutLoaders) as LayoutName[]).map((name) => [
    name,
    lazy(layoutLoaders[name] as () => Promise<{ default: ComponentType<AnyLayoutProps> }>),
  ]),
) as unknown as LayoutRegistry;

/**
 * The browser's registry: every layout a lazy chunk, except those already loaded (the
 * first screen's, loaded before hydration so nothing suspends while hydrating).
 */
export function lazyLayouts(loaded: Partial<LayoutRegistry> = {}): LayoutRegistry {
  return { ...lazyRegistry, ...loaded };
}

/** Loads one layout's chunk and returns its template (to hand to `lazyLayouts`). */
export async function loadLayout<L extends LayoutName>(name: L): Promise<Partial<LayoutRegistry>> {
  const module = await layoutLoaders[name]();
  return { [name]: module.default } as Partial<LayoutRegistry>;
}
