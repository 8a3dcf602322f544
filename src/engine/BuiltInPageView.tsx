import { type ComponentType, lazy, Suspense } from "react";
import type { BuiltInPage } from "./builtInPage.ts";
import { PageLoading } from "./PageLoading.tsx";

/** One lazy component per page, made once. */
const lazyScreens = new WeakMap<BuiltInPage, ComponentType>();

function screenOf(page: BuiltInPage): ComponentType {
  if (page.screen) return page.screen.Component;
  let screen = lazyScreens.get(page);
  if (!screen) {
    screen = lazy(async () => ({ default: (await page.load()).Component }));
    lazyScreens.set(page, screen);
  }
  return screen;
}

/**
 * A built-in page inside its own Suspense boundary: on the server it never suspends (its
 * module is loaded up front); while hydrating, React keeps the server's HTML in place until
 * the chunk has loaded.
 */
export function BuiltInPageView({ page }: { page: BuiltInPage }) {
  const Screen = screenOf(page);
  return (
    <Suspense fallback={<PageLoading />}>
      <Screen />
    </Suspense>
  );
}
