import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

afterEach(() => cleanup());

// jsdom does no layout and so has no scrollIntoView; the browser tests cover real scrolling.
// (Node-environment test files have no Element at all.)
if (typeof Element !== "undefined") Element.prototype.scrollIntoView ??= function scrollIntoView() {};
