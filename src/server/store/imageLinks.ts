import type { Article } from "../../shared/article.ts";

/**
 * How served articles link their image: as the publisher gave it, or through the image
 * proxy's signed links once `use` is called (`images` stays the publisher's).
 */
export class ImageLinks {
  private link: ((article: Article) => Article) | undefined;

  use(link: (article: Article) => Article): void {
    this.link = link;
  }

  /** The articles with their links; the same array when nothing links them. */
  apply(articles: Article[]): Article[] {
    return this.link ? articles.map(this.link) : articles;
  }
}
