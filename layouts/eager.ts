import type { LayoutRegistry } from "#src/engine/LayoutRegistryContext.tsx";
import AllNewsLayout from "./allNews/AllNewsLayout.tsx";
import ArtsLayout from "./arts/ArtsLayout.tsx";
import BlogsLayout from "./blogs/BlogsLayout.tsx";
import BusinessLayout from "./business/BusinessLayout.tsx";
import FoodLayout from "./food/FoodLayout.tsx";
import GridLayout from "./grid/GridLayout.tsx";
import HealthLayout from "./health/HealthLayout.tsx";
import HomeLayout from "./home/HomeLayout.tsx";
import LifestyleLayout from "./lifestyle/LifestyleLayout.tsx";
import LiveLayout from "./live/LiveLayout.tsx";
import PageLayout from "./page/PageLayout.tsx";
import PodcastLayout from "./podcast/PodcastLayout.tsx";
import RegionLayout from "./region/RegionLayout.tsx";
import ScienceLayout from "./science/ScienceLayout.tsx";
import SportsLayout from "./sports/SportsLayout.tsx";
import TechnologyLayout from "./technology/TechnologyLayout.tsx";

/** The server's registry: every template loaded up front, so rendering never suspends. */
export const eagerLayouts: LayoutRegistry = {
  home: HomeLayout,
  region: RegionLayout,
  allNews: AllNewsLayout,
  technology: TechnologyLayout,
  business: BusinessLayout,
  science: ScienceLayout,
  lifestyle: LifestyleLayout,
  sports: SportsLayout,
  arts: ArtsLayout,
  grid: GridLayout,
  health: HealthLayout,
  food: FoodLayout,
  podcast: PodcastLayout,
  live: LiveLayout,
  blogs: BlogsLayout,
  page: PageLayout,
};
