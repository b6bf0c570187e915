// SPDX-License-Identifier: MIT
// A production build as a front-end author would make it: minified, the
// package taken from node_modules like any dependency. The output goes where
// SAFARI_VITE_OUT says (the test puts it under build-web).
import { defineConfig } from 'vite';

export default defineConfig({
  root: import.meta.dirname,
  logLevel: 'info',
  build: {
    outDir: process.env.SAFARI_VITE_OUT ?? 'dist',
    emptyOutDir: true,
    minify: true,
  },
});
