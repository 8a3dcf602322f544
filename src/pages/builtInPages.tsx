import {
  type ComponentType,
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useContext,
} from "react";
import { SlotMessage } from "../components/SlotMessage.tsx";
import { TEXT } from "../components/texts.ts";

/** The screens outside the manifest, each its own chunk in the browser: most visits open none. */
export interface BuiltInPages {
  story: ComponentType;
  search: ComponentType;
  status: ComponentType;
}

const lazyPages: BuiltInPages = {
  story: lazy(async () => ({ default: (await import("./StoryPage.tsx")).StoryPage })),
  search: lazy(async () => ({ default: (await import("./SearchPage.tsx")).SearchPage })),
  status: lazy(async () => ({ default: (await import("./StatusPage.tsx")).StatusPage })),
};

// The browser's default; the server renderer provides the eager modules (eagerPages.ts).
const BuiltInPagesContext = createContext<BuiltInPages>(lazyPages);

export function BuiltInPagesProvider({
  value,
  children,
}: {
  value: BuiltInPages;
  children: ReactNode;
}) {
  return <BuiltInPagesContext.Provider value={value}>{children}</BuiltInPagesContext.Provider>;
}

/**
 * One built-in page inside its own Suspense boundary: on the server it never suspends; while
 * hydrating, React keeps the server's HTML in place until the chunk has loaded.
 */
export function BuiltInPage({ name }: { name: keyof BuiltInPages }) {
  const Page = useContext(BuiltInPagesContext)[name];
  return (
    <Suspense fallback={<SlotMessage kind="status">{TEXT.loading}</SlotMessage>}>
      <Page />
    </Suspense>
  );
}
