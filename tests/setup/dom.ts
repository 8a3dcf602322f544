import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// The first render of a layout waits for its lazy chunk to be transformed; give it time on slow CI.
configure({ asyncUtilTimeout: 4000 });

afterEach(() => cleanup());
