// The counter's formatter, as a module of its own that only message-counter.tsx imports, and only
// dynamically: the build then gives it a chunk whose exports are the module's, with no namespace
// object made for it in the shared runtime (which every island loads).
export { formatTemplate } from "~/lib/message-template";
