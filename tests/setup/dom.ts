import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// The first render of a layout waits for its lazy chunk to be transformed; give it time on a slow or
// busy machine (under a load of 8 on 2 cores it took over 6 s).
configure({ asyncUtilTimeout: 10_000 });

// jsdom lays nothing out and has no scrollIntoView; where the page scrolls is tested in Chromium.
Element.prototype.scrollIntoView ??= () => {};

afterEach(() => cleanup());
