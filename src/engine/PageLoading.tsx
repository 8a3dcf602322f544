import { useTexts } from "./LanguageContext.tsx";

/** What a page shows while its chunk loads (a layout, a built-in page): room for the page, so the footer does not jump. */
export function PageLoading() {
  const { TEXT } = useTexts();
  return (
    <p role="status" style={{ minHeight: "60vh", padding: "2rem 1rem" }}>
      {TEXT.loading}
    </p>
  );
}
