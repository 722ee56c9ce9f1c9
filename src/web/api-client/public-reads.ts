import { api } from "./api.ts";

/** The public lists the editor reads once at start (docs/product/api.md §5.3 to §5.12). */
export const listAuthors = () => api.get("/api/authors");
export const listSolvents = () => api.get("/api/solvents");
export const listReagents = () => api.get("/api/reagents");
export const listMolecules = () => api.get("/api/molecules");
export const listNamedReactions = () => api.get("/api/named-reactions");
export const listProtectingGroups = () => api.get("/api/protecting-groups");
export const listSyntheses = () => api.get("/api/syntheses");
export const listReferences = () => api.get("/api/references");
