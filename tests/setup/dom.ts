import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";
import { themeRules } from "../../src/shared/themeStyles.ts";

// The first render of a layout waits for its lazy chunk to be transformed; give it time on a slow or
// busy machine (under a load of 8 on 2 cores it took over 6 s).
configure({ asyncUtilTimeout: 10_000 });

// jsdom lays nothing out and has no scrollIntoView; where the page scrolls is tested in Chromium.
Element.prototype.scrollIntoView ??= () => {};

// The token values come with the page's head from the server (src/shared/themeStyles.ts).
const themes = document.createElement("style");
themes.textContent = themeRules;
document.head.append(themes);

afterEach(() => cleanup());
