import blogs from "virtual:static-content/blogs";
import { screen, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { LAYOUT_TEXT } from "../../src/shared/layoutTexts.ts";
import { stubFeedApi } from "../support/fakeApi.ts";
import { setUpLayoutTests } from "../support/layoutTest.ts";
import { renderSite } from "../support/renderSite.tsx";

setUpLayoutTests();
// Transform the layout's lazy chunk once up front, so the first test does not wait for it.
beforeAll(() => import("../../layouts/blogs/BlogsLayout.tsx"), 30_000);

describe("blogs", () => {
  it("is a static 'All Blogs' page with the sample posts of config/blogs.json", async () => {
    const spy = stubFeedApi();
    renderSite("/blogs");
    expect(
      await screen.findByRole("heading", { level: 1, name: LAYOUT_TEXT.allBlogs }),
    ).toBeInTheDocument();
    const list = screen.getByRole("list", { name: LAYOUT_TEXT.allBlogs });
    const posts = within(list).getAllByRole("article");
    expect(posts).toHaveLength(blogs.posts.length);
    const [post] = blogs.posts;
    const [first] = posts;
    if (!post || !first) throw new Error("no posts");
    expect(within(first).getByRole("heading", { name: post.title })).toBeInTheDocument();
    expect(first).toHaveTextContent(post.description);
    expect(first).toHaveTextContent(`By ${post.author}`);
    expect(first).toHaveTextContent("Jun 29th, 2025");
    expect(first.querySelector("img")).toHaveAttribute("src", post.imageUrl);
    expect(spy).not.toHaveBeenCalled();
  });
});
