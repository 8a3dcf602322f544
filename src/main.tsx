import config from "virtual:site-config";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { App, createQueryClient } from "./App.tsx";

const rootElement = document.getElementById("root");
if (!rootElement) throw new Error("index.html has no #root element");

// `virtual:site-config` is config/ already validated by the shared schemas at build time.
createRoot(rootElement).render(
  <StrictMode>
    <BrowserRouter>
      <App config={config} queryClient={createQueryClient()} />
    </BrowserRouter>
  </StrictMode>,
);
