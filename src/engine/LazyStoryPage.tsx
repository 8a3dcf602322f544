import { lazy, Suspense } from "react";
import { SlotMessage } from "../components/SlotMessage.tsx";
import { STORY_TEXT } from "../components/storyTexts.ts";

/** The story page is its own chunk, like each layout: most visitors never open one. */
const StoryPage = lazy(async () => ({
  default: (await import("../pages/StoryPage.tsx")).StoryPage,
}));

export function LazyStoryPage() {
  return (
    <Suspense fallback={<SlotMessage kind="status">{STORY_TEXT.loading}</SlotMessage>}>
      <StoryPage />
    </Suspense>
  );
}
