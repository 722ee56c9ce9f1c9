import { redirect } from "react-router";

/** /molecules is not a page of its own (docs/product/pages.md §2.1.2): it moved permanently to /molecule. */
export function loader() {
  return redirect("/molecule", 301);
}
