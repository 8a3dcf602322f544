import config from "virtual:site-config";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { lazyLayouts } from "../layouts/index.ts";
import { App } from "./App.tsx";
import { createQueryClient } from "./engine/createQueryClient.ts";

const rootElement = document.getElementById("root");
if (!rootElement) throw new Error("index.html has no #root element");

// `virtual:site-config` is config/ already validated by the shared schemas at build time.
createRoot(rootElement).render(
  <StrictMode>
    <BrowserRouter>
      <App config={config} queryClient={createQueryClient()} layouts={lazyLayouts()} />
    </BrowserRouter>
  </StrictMode>,
);
