import { redirect } from "react-router";

/** /molecules is not a page of its own (INTERPRETATION.md): it moved permanently to /molecule. */
export function loader() {
  return redirect("/molecule", 301);
}
