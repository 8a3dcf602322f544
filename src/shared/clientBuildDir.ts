/** Where `vite build` writes the client, and where the server and tools look for it. */
export const clientBuildDir = "dist/client";
