import { type ComponentType, type LazyExoticComponent, lazy } from "react";
import type { LayoutProps } from "#src/engine/layoutProps.ts";
import type { LayoutName } from "#src/shared/manifest.ts";

/**
 * Every layout template, each in its own lazily loaded chunk. Typed against the
 * manifest's layout names, so a layout without a template (or the reverse) fails to compile.
 */
export const layoutRegistry: {
  [L in LayoutName]: LazyExoticComponent<ComponentType<LayoutProps<L>>>;
} = {
  home: lazy(() => import("./home/HomeLayout.tsx")),
  region: lazy(() => import("./region/RegionLayout.tsx")),
  allNews: lazy(() => import("./allNews/AllNewsLayout.tsx")),
  technology: lazy(() => import("./technology/TechnologyLayout.tsx")),
  business: lazy(() => import("./business/BusinessLayout.tsx")),
  science: lazy(() => import("./science/ScienceLayout.tsx")),
  lifestyle: lazy(() => import("./lifestyle/LifestyleLayout.tsx")),
  sports: lazy(() => import("./sports/SportsLayout.tsx")),
  arts: lazy(() => import("./arts/ArtsLayout.tsx")),
  grid: lazy(() => import("./grid/GridLayout.tsx")),
  health: lazy(() => import("./health/HealthLayout.tsx")),
  food: lazy(() => import("./food/FoodLayout.tsx")),
  podcast: lazy(() => import("./podcast/PodcastLayout.tsx")),
  live: lazy(() => import("./live/LiveLayout.tsx")),
  blogs: lazy(() => import("./blogs/BlogsLayout.tsx")),
  page: lazy(() => import("./page/PageLayout.tsx")),
};
