import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

/** The route table of docs/product/pages.md §2.1 (plus /terms, sitemap.xml and robots.txt). */
export default [
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("edit", "routes/edit.tsx"),
  layout("layouts/public-layout.tsx", [
    index("routes/home.tsx"),
    route("named-reactions", "routes/named-reactions.tsx"),
    route("named-reactions/:identifier", "routes/named-reaction.tsx"),
    route("protecting-group", "routes/protecting-groups.tsx"),
    route("protecting-group/:identifier", "routes/protecting-group.tsx"),
    route("molecule", "routes/molecules.tsx"),
    route("molecule/:identifier", "routes/molecule.tsx"),
    route("molecules", "routes/molecules-redirect.ts"),
    route("author", "routes/authors.tsx"),
    route("author/:identifier", "routes/author.tsx", { id: "author-page" }),
    route("authors/:identifier", "routes/author.tsx", { id: "authors-page" }),
    route("date", "routes/by-date.tsx"),
    route("carbon", "routes/by-carbon.tsx"),
    route("syn/:id", "routes/synthesis.tsx"),
    route("search", "routes/search.tsx"),
    route("contact", "routes/contact.tsx"),
    route("privacy", "routes/privacy.tsx"),
    route("cookie", "routes/cookie.tsx"),
    route("terms", "routes/terms.tsx"),
    route("contribute", "routes/contribute.tsx"),
    route("contribute/verify", "routes/contribute-verify.tsx"),
    route("login", "routes/login.tsx"),
    route("404", "routes/not-found.tsx", { id: "not-found-page" }),
    route("*", "routes/not-found.tsx", { id: "catch-all" }),
  ]),
] satisfies RouteConfig;
