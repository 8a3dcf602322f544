import { AllNewsList } from "#src/components/AllNewsList.tsx";
import { Page, PageHeading } from "#src/components/pageParts.tsx";
import { useLabel } from "#src/components/useLabel.ts";
import type { LayoutProps } from "#src/engine/layoutProps.ts";

/** The standalone All News page: the sortable, paginated list over the breaking feed. */
export default function AllNewsLayout({ route, slots }: LayoutProps<"allNews">) {
  const labelText = useLabel();
  return (
    <Page>
      {/* The list's own 'All News' heading is the visible title. */}
      <PageHeading hidden>{labelText(route.title)}</PageHeading>
      <AllNewsList slot={slots.allNews} leadImage />
    </Page>
  );
}
